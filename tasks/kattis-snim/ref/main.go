// Kattis snim, S-Nim (https://open.kattis.com/problems/snim), Go reference.
// In (one test case): k s_1 .. s_k; m; then m lines "l h_1 .. h_l".
// Out: one line of m characters, "W" if the i-th position is won by the player
// to move, "L" otherwise.
// Each heap is the subtraction game of S: g(0) = 0, g(h) = mex{ g(h-s) : s in S,
// s <= h }; a position is a sum of heaps, lost iff the XOR of their g is 0
// (Sprague-Grundy). The XOR of the raw heap sizes would be wrong.
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

	k := in.int()
	moves := make([]int, k)
	for i := range moves {
		moves[i] = in.int()
	}
	m := in.int()
	positions := make([][]int, m)
	top := 0
	for i := range positions {
		heaps := make([]int, in.int())
		for j := range heaps {
			heaps[j] = in.int()
			if heaps[j] > top {
				top = heaps[j]
			}
		}
		positions[i] = heaps
	}
	g := grundyTable(top, moves)
	line := make([]byte, 0, m+1)
	for _, heaps := range positions {
		x := 0
		for _, h := range heaps {
			x ^= g[h]
		}
		if x != 0 {
			line = append(line, 'W')
		} else {
			line = append(line, 'L')
		}
	}
	out.Write(append(line, '\n'))
}

// grundyTable returns g[0..top] of the subtraction game with these moves.
// A mex over at most k values is at most k, so stamp has k+2 slots.
func grundyTable(top int, moves []int) []int {
	k := len(moves)
	g := make([]int, top+1)
	stamp := make([]int, k+2)
	for h := 1; h <= top; h++ {
		for _, s := range moves {
			if s <= h {
				stamp[g[h-s]] = h
			}
		}
		v := 0
		for stamp[v] == h {
			v++
		}
		g[h] = v
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
