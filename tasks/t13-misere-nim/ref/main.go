// Task 13 (t13-misere-nim), Go reference: normal vs misere Nim.
// In: m, then m pile sizes. Out: `NORMAL: FIRST|SECOND` and
// `MISERE: FIRST|SECOND`. Misere: if every pile is <= 1 (also when m = 0),
// the mover wins iff the number of 1-piles is even; otherwise as normal.
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
	x := int64(0)
	ones := 0
	allSmall := true
	for i := 0; i < m; i++ {
		p := in.int64()
		x ^= p
		if p == 1 {
			ones++
		}
		if p > 1 {
			allSmall = false
		}
	}
	normal := x != 0
	misere := normal
	if allSmall {
		misere = ones%2 == 0
	}
	out.WriteString("NORMAL: " + winner(normal) + "\n")
	out.WriteString("MISERE: " + winner(misere) + "\n")
}

func winner(first bool) string {
	if first {
		return "FIRST"
	}
	return "SECOND"
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
