// AtCoder Educational DP Contest K - Stones (https://atcoder.jp/contests/dp/tasks/dp_k),
// Go reference. In: N K, then a_1 < ... < a_N (1 <= a_i <= K). Out: "First" if
// Taro, who moves first on a pile of K stones, wins, "Second" otherwise.
// Subtraction game, win/loss only: 0 is losing, and x is losing iff no move
// a <= x leads to a losing position. The sweep marks x + a winning for every
// losing x: O(K * N).
package main

import (
	"bufio"
	"io"
	"os"
)

func main() {
	in := newTokens()
	out := bufio.NewWriterSize(os.Stdout, 1<<16)
	defer out.Flush()

	n := in.int()
	k := in.int()
	moves := make([]int, n)
	for i := range moves {
		moves[i] = in.int()
	}
	if winning(k, moves) {
		out.WriteString("First\n")
	} else {
		out.WriteString("Second\n")
	}
}

// winning reports whether the player to move wins on a pile of k stones.
func winning(k int, moves []int) bool {
	win := make([]bool, k+1)
	for x := 0; x <= k; x++ {
		if win[x] {
			continue
		}
		for _, a := range moves {
			if y := x + a; y <= k {
				win[y] = true
			}
		}
	}
	return win[k]
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

// int parses the next token as a non-negative decimal integer.
func (t *tokens) int() int {
	v := 0
	for _, c := range t.next() {
		v = v*10 + int(c-'0')
	}
	return v
}
