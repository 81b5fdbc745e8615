// Task 8 (t08-take-one-two), Go reference: the subtraction game S = {1,2}.
// In: n, m, then m pile sizes (each <= n). Out: line 1, g[0] ... g[n]
// computed by mex (not by the n mod 3 formula); line 2, FIRST or SECOND for
// the sum of the piles (XOR of g[pile]).
package main

import (
	"bufio"
	"io"
	"os"
	"strconv"
)

func main() {
	in := newTokens()
	out := bufio.NewWriterSize(os.Stdout, 1<<16)
	defer out.Flush()

	n := in.int()
	m := in.int()
	g := make([]int, n+1)
	for x := 1; x <= n; x++ {
		var seen [4]bool // mex of at most two values is at most 2
		seen[g[x-1]] = true
		if x >= 2 {
			seen[g[x-2]] = true
		}
		v := 0
		for seen[v] {
			v++
		}
		g[x] = v
	}
	line := make([]byte, 0, 16)
	for x, v := range g {
		line = line[:0]
		if x > 0 {
			line = append(line, ' ')
		}
		line = strconv.AppendInt(line, int64(v), 10)
		out.Write(line)
	}
	out.WriteString("\n")
	s := 0
	for i := 0; i < m; i++ {
		s ^= g[in.int()]
	}
	if s != 0 {
		out.WriteString("FIRST\n")
	} else {
		out.WriteString("SECOND\n")
	}
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

// next returns the next token, or nil at the end of the input.
func (t *tokens) next() []byte {
	for t.pos < len(t.buf) && t.buf[t.pos] <= ' ' {
		t.pos++
	}
	start := t.pos
	for t.pos < len(t.buf) && t.buf[t.pos] > ' ' {
		t.pos++
	}
	if start == t.pos {
		return nil
	}
	return t.buf[start:t.pos]
}

// int64 parses the next token as a non-negative decimal integer.
func (t *tokens) int64() int64 {
	var v int64
	for _, c := range t.next() {
		v = v*10 + int64(c-'0')
	}
	return v
}

func (t *tokens) int() int { return int(t.int64()) }
