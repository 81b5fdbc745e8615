// Task 10 (t10-winning-move), Go reference: a winning move in a sum.
// In: m, then g[1] ... g[m]. Out: LOSING if the XOR x is 0; otherwise `i t`,
// i the smallest 1-based index whose g[i] has the highest set bit of x, and
// t = g[i] ^ x.
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

	m := in.int()
	g := make([]int64, m)
	x := int64(0)
	for i := range g {
		g[i] = in.int64()
		x ^= g[i]
	}
	if x == 0 {
		out.WriteString("LOSING\n")
		return
	}
	high := int64(1)
	for high<<1 <= x {
		high <<= 1
	}
	for i, v := range g {
		if v&high != 0 {
			out.WriteString(strconv.Itoa(i+1) + " " + strconv.FormatInt(v^x, 10) + "\n")
			return
		}
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
