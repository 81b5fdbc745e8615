// CSES 1097 Removal Game (https://cses.fi/problemset/task/1097), Go reference.
// In: n, then x_1 .. x_n (each -10^9..10^9). Out: the first player's total when
// each player, taking the first or the last number left on every move, makes
// their own total as large as possible.
// The mover's best total on x_l..x_r is the block's sum minus the other
// player's best total as the mover of what is left, whichever end leaves less:
//
//	f(l, r) = sum(l..r) - min(f(l+1, r), f(l, r-1)),  f(l, l) = x_l.
//
// Filled by block length in one slice (f[i] holds the block of the current
// length starting at i), with prefix sums. Every value is at most
// 5000 * 10^9 in size: int64. O(n^2).
package main

import (
	"bufio"
	"io"
	"os"
	"strconv"
)

func main() {
	in := newTokens()
	n := in.int()
	x := make([]int64, n)
	for i := range x {
		x[i] = in.int64()
	}
	out := bufio.NewWriter(os.Stdout)
	defer out.Flush()
	out.WriteString(strconv.FormatInt(firstTotal(x), 10))
	out.WriteString("\n")
}

// firstTotal returns the first player's total under best play.
func firstTotal(x []int64) int64 {
	n := len(x)
	prefix := make([]int64, n+1)
	for i, v := range x {
		prefix[i+1] = prefix[i] + v
	}
	if n == 0 {
		return 0 // nothing to take
	}
	f := make([]int64, n)
	copy(f, x) // blocks of length 1
	for length := 2; length <= n; length++ {
		for i := 0; i+length <= n; i++ {
			j := i + length - 1
			rest := f[i+1] // the other player's best if we take x_i
			if f[i] < rest {
				rest = f[i] // ... or if we take x_j
			}
			f[i] = prefix[j+1] - prefix[i] - rest
		}
	}
	return f[0]
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
	return t.buf[start:t.pos]
}

// int64 parses the next token as a decimal integer with an optional '-'.
func (t *tokens) int64() int64 {
	tok := t.next()
	neg := len(tok) > 0 && tok[0] == '-'
	if neg {
		tok = tok[1:]
	}
	var v int64
	for _, c := range tok {
		v = v*10 + int64(c-'0')
	}
	if neg {
		return -v
	}
	return v
}

func (t *tokens) int() int { return int(t.int64()) }
