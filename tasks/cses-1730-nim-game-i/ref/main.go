// CSES 1730 Nim Game I (https://cses.fi/problemset/task/1730), Go reference.
// In: t; per test n, then x_1 .. x_n. Out: "first" or "second" per test.
// Plain Nim (Bouton): the player to move wins iff x_1 XOR ... XOR x_n != 0.
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

// firstWins reports whether the player to move wins Nim on these heaps.
func firstWins(heaps []int64) bool {
	var x int64
	for _, h := range heaps {
		x ^= h
	}
	return x != 0
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
