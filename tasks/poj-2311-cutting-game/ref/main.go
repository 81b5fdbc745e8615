// POJ 2311 Cutting Game (http://poj.org/problem?id=2311), Go reference.
// In: lines "W H" (2 <= W, H <= 200) until end of file.
// Out: one line per sheet, "WIN" if the first player wins, else "LOSE".
// Theory: whoever leaves a strip of width 1 lets the opponent cut out a
// 1 x 1 and win, so good play keeps every piece at least 2 wide in both
// directions, and the player who cannot do so loses. With pieces independent:
//
//	g(w, h) = mex over cuts into (i, h)+(w-i, h), 2 <= i <= w-2, and
//	          (w, j)+(w, h-j), 2 <= j <= h-2, of the XOR of the two parts;
//
// the first player wins iff g(W, H) != 0. The whole 200 x 200 table is
// filled once (both orders, every cut position). A strip 1 x n (n >= 2),
// beyond the judge's bounds, is a win at once: cut a 1 x 1 off it.
package main

import (
	"bufio"
	"io"
	"os"
)

const maxSide = 200

func main() {
	in := newTokens()
	out := bufio.NewWriterSize(os.Stdout, 1<<16)
	defer out.Flush()
	var g [maxSide + 1][maxSide + 1]int
	for w := 2; w <= maxSide; w++ {
		for h := 2; h <= maxSide; h++ {
			var seen [512]bool
			for i := 2; i <= w-2; i++ {
				seen[g[i][h]^g[w-i][h]] = true
			}
			for j := 2; j <= h-2; j++ {
				seen[g[w][j]^g[w][h-j]] = true
			}
			v := 0
			for seen[v] {
				v++
			}
			g[w][h] = v
		}
	}
	for {
		a := in.next()
		b := in.next()
		if len(a) == 0 || len(b) == 0 {
			break
		}
		w, h := atoi(a), atoi(b)
		if w == 1 || h == 1 || g[w][h] != 0 {
			out.WriteString("WIN\n")
		} else {
			out.WriteString("LOSE\n")
		}
	}
}

func atoi(s []byte) int {
	v := 0
	for _, c := range s {
		v = v*10 + int(c-'0')
	}
	return v
}

// tokens reads the whole of stdin and hands out whitespace-separated tokens.
type tokens struct {
	buf []byte
	pos int
}

func newTokens() *tokens {
	b, _ := io.ReadAll(bufio.NewReaderSize(os.Stdin, 1<<20))
	return &tokens{buf: b}
}

// next returns the next token, or an empty slice at the end of the input.
func (t *tokens) next() []byte {
	for t.pos < len(t.buf) && t.buf[t.pos] <= ' ' {
		t.pos++
	}
	start := t.pos
	for t.pos < len(t.buf) && t.buf[t.pos] > ' ' {
		t.pos++
	}
	return t.buf[start:t.pos]
}
