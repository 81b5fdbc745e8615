// cf-768e-game-of-stones, Go reference: Codeforces 768E Game of Stones
// https://codeforces.com/problemset/problem/768/E
// In: n (1 <= n <= 10^6), then n pile sizes s_i (1..60), one per line.
// Out: YES if Jon, the SECOND player, wins (XOR of the pile values is 0), else NO.
// Theory: on one pile each removal amount may be used once, so a pile of s
// stones can last at most k moves, k the largest with 1 + 2 + ... + k <= s;
// its Grundy value is that k. The piles are independent: XOR.
package main

import (
	"bufio"
	"io"
	"os"
)

const maxPile = 60

func main() {
	in := newTokens()
	out := bufio.NewWriterSize(os.Stdout, 1<<16)
	defer out.Flush()

	value := pileValues(maxPile)
	n := in.int()
	x := 0
	for i := 0; i < n; i++ {
		x ^= value[in.int()]
	}
	if x == 0 {
		out.WriteString("YES\n")
	} else {
		out.WriteString("NO\n")
	}
}

// pileValues returns value[s] = the largest k with k(k+1)/2 <= s, s = 0..limit.
func pileValues(limit int) []int {
	value := make([]int, limit+1)
	k := 0
	for s := 0; s <= limit; s++ {
		for (k+1)*(k+2)/2 <= s {
			k++
		}
		value[s] = k
	}
	return value
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
