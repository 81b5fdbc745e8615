// Task 6 (t06-grundys-game), Go reference: Grundy's game (split a pile into
// two unequal piles). In: m, then m pile sizes. Out: FIRST or SECOND.
// g(n) = mex{ g(a) ^ g(n-a) : 1 <= a < n-a }, table to the largest pile, XOR.
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

	m := in.int()
	piles := make([]int, m)
	maxPile := 0
	for i := range piles {
		piles[i] = in.int()
		if piles[i] > maxPile {
			maxPile = piles[i]
		}
	}
	g := grundysGame(maxPile)
	x := 0
	for _, p := range piles {
		x ^= g[p]
	}
	if x != 0 {
		out.WriteString("FIRST\n")
	} else {
		out.WriteString("SECOND\n")
	}
}

// grundysGame returns g[0..n]. The mex of the n/2 options of n is at most
// n/2, so option values above n are ignored.
func grundysGame(n int) []int {
	g := make([]int, n+1)
	stamp := make([]int, n+2)
	for x := 1; x <= n; x++ {
		for a := 1; a < x-a; a++ {
			if v := g[a] ^ g[x-a]; v <= n {
				stamp[v] = x
			}
		}
		m := 0
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
