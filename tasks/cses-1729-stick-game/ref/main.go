// CSES 1729 Stick Game (https://cses.fi/problemset/task/1729), Go reference.
// In: n k, then the k distinct moves p_1 .. p_k (1 <= p_i <= n). Out: one line of
// n characters, the i-th "W" if a heap of i sticks is won by the player to move,
// "L" otherwise.
// Subtraction game, win/loss only: 0 is losing, and x is losing iff no move
// p <= x leads to a losing position. The sweep marks x + p winning for every
// losing x; since 1 is a move, losing positions are never adjacent, so the work
// is at most (n/2 + 1) * k byte writes.
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

	n := in.int()
	k := in.int()
	moves := make([]int, k)
	for i := range moves {
		moves[i] = in.int()
	}
	line := stickGame(n, moves)
	out.Write(line[1:])
	out.WriteString("\n")
}

// stickGame returns line[0..n] with line[x] = 'W' or 'L' for a heap of x sticks.
func stickGame(n int, moves []int) []byte {
	line := make([]byte, n+1)
	for x := 0; x <= n; x++ {
		if line[x] == 'W' {
			continue
		}
		line[x] = 'L'
		for _, p := range moves {
			if y := x + p; y <= n {
				line[y] = 'W'
			}
		}
	}
	return line
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

// int parses the next token as a non-negative decimal integer.
func (t *tokens) int() int {
	v := 0
	for _, c := range t.next() {
		v = v*10 + int(c-'0')
	}
	return v
}
