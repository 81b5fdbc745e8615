// Task 1 (t01-mex), Go reference: the mex of a list.
// In: m, then m values (0 <= value <= 10^18). Out: the mex, one line.
// O(m): the mex is at most m, so only values <= m are marked.
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
	seen := make([]bool, m+1)
	for i := 0; i < m; i++ {
		v := in.int64()
		if v <= int64(m) {
			seen[v] = true
		}
	}
	mex := 0
	for seen[mex] {
		mex++
	}
	out.WriteString(strconv.Itoa(mex) + "\n")
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
