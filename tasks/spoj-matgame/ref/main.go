// spoj-matgame, Go reference: SPOJ MATGAME Matrix Game (CodeChef SNCK01)
// https://www.spoj.com/problems/MATGAME/
// In: T, then T tests: N M and N rows of M integers (1..50); blank lines
// between tests, so the input is read as tokens. Out: FIRST or SECOND per test.
// Theory: the rows are independent games, so the matrix is their sum (XOR of
// the row values). A row is a sequential compound (only its left-most non-zero
// entry can be played); folding from the right with g = 0, an entry a turns
// the value of the rest g into a - 1 if a <= g, else a. FIRST iff XOR != 0.
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
	row := make([]int, 0, 64)
	for ; t > 0; t-- {
		n, m := in.int(), in.int()
		x := 0
		for i := 0; i < n; i++ {
			row = row[:0]
			for j := 0; j < m; j++ {
				row = append(row, in.int())
			}
			x ^= rowValue(row)
		}
		if x != 0 {
			out.WriteString("FIRST\n")
		} else {
			out.WriteString("SECOND\n")
		}
	}
}

// rowValue folds the row from the right: g = a - 1 if a <= g, else a.
func rowValue(row []int) int {
	g := 0
	for j := len(row) - 1; j >= 0; j-- {
		if a := row[j]; a <= g {
			g = a - 1
		} else {
			g = a
		}
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

// int parses the next token as a non-negative decimal integer.
func (t *tokens) int() int {
	v := 0
	for _, c := range t.next() {
		v = v*10 + int(c-'0')
	}
	return v
}
