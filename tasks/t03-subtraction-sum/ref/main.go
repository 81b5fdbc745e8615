// Task 3 (t03-subtraction-sum), Go reference: the winner of a sum of
// subtraction-game piles. In: k, the k elements of S, m, then m pile sizes.
// Out: FIRST or SECOND (XOR of g[pile], table built to the largest pile).
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

	k := in.int()
	s := make([]int64, k)
	for i := range s {
		s[i] = in.int64()
	}
	m := in.int()
	piles := make([]int64, m)
	maxPile := int64(0)
	for i := range piles {
		piles[i] = in.int64()
		if piles[i] > maxPile {
			maxPile = piles[i]
		}
	}
	g := subtractionTable(maxPile, s)
	x := int32(0)
	for _, p := range piles {
		x ^= g[p]
	}
	if x != 0 {
		out.WriteString("FIRST\n")
	} else {
		out.WriteString("SECOND\n")
	}
}

// subtractionTable returns g[0..n], g[x] = mex{ g[x-s] : s in S, s <= x }.
// A mex over at most k values is at most k, so larger values are ignored.
func subtractionTable(n int64, s []int64) []int32 {
	k := len(s)
	g := make([]int32, n+1)
	stamp := make([]int64, k+2)
	for x := int64(1); x <= n; x++ {
		for _, e := range s {
			if e <= x {
				if v := g[x-e]; int(v) <= k {
					stamp[v] = x
				}
			}
		}
		m := int32(0)
		for stamp[m] == x {
			m++
		}
		g[x] = m
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

// int64 parses the next token as a non-negative decimal integer.
func (t *tokens) int64() int64 {
	var v int64
	for _, c := range t.next() {
		v = v*10 + int64(c-'0')
	}
	return v
}

func (t *tokens) int() int { return int(t.int64()) }
