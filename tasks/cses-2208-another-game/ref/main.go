// CSES 2208 Another Game (https://cses.fi/problemset/task/2208), Go reference.
// In: t; per test n, then x_1 .. x_n. Out: "first" or "second" per test.
// Not a disjunctive sum (a move takes one coin from each of several heaps),
// so no nim-sum: the losing positions are exactly "every heap even". From
// there every move makes some heap odd; from anywhere else, taking one coin
// from each odd heap makes all even. So first wins iff some x_i is odd.
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

	t := in.int()
	var xs []int64 // reused across tests
	for ; t > 0; t-- {
		n := in.int()
		xs = xs[:0]
		for i := 0; i < n; i++ {
			xs = append(xs, in.int64())
		}
		if firstWins(xs) {
			out.WriteString("first\n")
		} else {
			out.WriteString("second\n")
		}
	}
}

// firstWins reports whether the player to move wins: some heap is odd.
func firstWins(heaps []int64) bool {
	for _, h := range heaps {
		if h%2 == 1 {
			return true
		}
	}
	return false
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
