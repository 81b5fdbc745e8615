// Task 2 (t02-subtraction-table), Go reference: the Grundy table of a
// subtraction game. In: n, k, then the k elements of S (each >= 1; duplicates
// allowed). Out: one line g[0] ... g[n], where g[x] = mex{ g[x-s] : s in S, s <= x }.
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

	n := in.int64()
	k := in.int()
	s := make([]int64, k)
	for i := range s {
		s[i] = in.int64()
	}
	g := subtractionTable(n, s)
	line := make([]byte, 0, 64)
	for x, v := range g {
		line = line[:0]
		if x > 0 {
			line = append(line, ' ')
		}
		line = strconv.AppendInt(line, int64(v), 10)
		out.Write(line)
	}
	out.WriteString("\n")
}

// subtractionTable returns g[0..n] by mex over the moves of S.
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
