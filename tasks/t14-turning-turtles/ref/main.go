// Task 14 (t14-turning-turtles), Go reference: Turning Turtles.
// In: n, then a string of n characters H/T (position 0 leftmost).
// Out: FIRST or SECOND (XOR of i+1 over heads at 0-based i).
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

	in.int() // n; the coins follow (no token at all when n = 0)
	x := 0
	i := 0
	for tok := in.next(); tok != nil; tok = in.next() {
		for _, c := range tok {
			if c == 'H' {
				x ^= i + 1
			}
			i++
		}
	}
	if x != 0 {
		out.WriteString("FIRST\n")
	} else {
		out.WriteString("SECOND\n")
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
