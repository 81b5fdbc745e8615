// Codeforces 1537D Deleting Divisors (https://codeforces.com/problemset/problem/1537/D), Go reference.
// In: t; then t numbers n. Out: "Alice" or "Bob" per test.
// Subtract a divisor d of n, 1 < d < n: the player to move loses exactly
// when n is odd or n = 2^k with k odd.
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
	for t := in.int64(); t > 0; t-- {
		if aliceWins(in.int64()) {
			out.WriteString("Alice\n")
		} else {
			out.WriteString("Bob\n")
		}
	}
}

// aliceWins reports whether the player to move wins from n >= 1.
func aliceWins(n int64) bool {
	if n%2 == 1 {
		return false
	}
	k := 0
	m := n
	for m%2 == 0 {
		m /= 2
		k++
	}
	return !(m == 1 && k%2 == 1)
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
