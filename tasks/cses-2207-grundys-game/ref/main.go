// CSES 2207 Grundy's Game (https://cses.fi/problemset/task/2207), Go reference.
// In: t, then t heap sizes n (1 <= n <= 10^6). Out: per test "first" if the
// player to move wins on one heap of n coins, "second" otherwise.
// A move splits a heap into two non-empty heaps of different sizes, so
// g(n) = mex{ g(a) XOR g(n-a) : 1 <= a < n-a } (Sprague-Grundy).
// Relied-on fact (computed, not proved): no heap n with 1222 < n <= 10^6 has
// g(n) = 0. Grundy's game has been computed far beyond 10^6 (to 2^21 and more),
// and its losing heaps there are exactly OEIS A036685 = 0, 1, 2, 4, 7, 10, 20,
// 23, ..., 929, 932, 1222. So g is computed by the definition up to bound = 2048
// (O(bound^2) work, every losing heap included), and every n > bound is a
// first-player win.
package main

import (
	"bufio"
	"io"
	"os"
)

const bound = 2048

func main() {
	in := newTokens()
	out := bufio.NewWriterSize(os.Stdout, 1<<16)
	defer out.Flush()

	g := grundyTable(bound)
	t := in.int()
	for ; t > 0; t-- {
		n := in.int()
		if n > bound || g[n] != 0 {
			out.WriteString("first\n")
		} else {
			out.WriteString("second\n")
		}
	}
}

// grundyTable returns g[0..top] of Grundy's game, by the definition.
// g(n) is at most the number of moves, (n-1)/2 < top/2, so every XOR of two
// values is below top and stamp has top+1 slots.
func grundyTable(top int) []int {
	g := make([]int, top+1)
	stamp := make([]int, top+1)
	for n := 3; n <= top; n++ {
		for a := 1; 2*a < n; a++ {
			stamp[g[a]^g[n-a]] = n
		}
		v := 0
		for stamp[v] == n {
			v++
		}
		g[n] = v
	}
	return g
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
