// Task 12 (t12-kayles), Go reference: Kayles.
// In: n, m, then m segment lengths (each <= n). Out: line 1, g[0] ... g[n];
// line 2, FIRST or SECOND for the row of segments (XOR of g[segment]).
// g(x) = mex({ g(i) ^ g(x-1-i) } U { g(i) ^ g(x-2-i) }), the naive O(n^2) table.
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
	g := kayles(n)
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

// kayles returns g[0..n]. A row of x pins has fewer than 2x options, so the
// mex is below 2x and larger option values are ignored.
func kayles(n int) []int {
	g := make([]int, n+1)
	stamp := make([]int, 2*n+2)
	for x := 1; x <= n; x++ {
		for i := 0; i < x; i++ { // remove the pin at i
			if v := g[i] ^ g[x-1-i]; v < len(stamp) {
				stamp[v] = x
			}
		}
		for i := 0; i+1 < x; i++ { // remove the pins at i, i+1
			if v := g[i] ^ g[x-2-i]; v < len(stamp) {
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
