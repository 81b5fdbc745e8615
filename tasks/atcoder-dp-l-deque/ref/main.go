// AtCoder Educational DP Contest L - Deque (https://atcoder.jp/contests/dp/tasks/dp_l),
// Go reference. In: N, then a_1 .. a_N. Out: X - Y, Taro's total minus Jiro's, when
// Taro (moving first) maximises it and Jiro minimises it, each move taking the first
// or the last element left.
// d[l][r] = best (mover's total - other's) on a_l..a_r = max(a_l - d[l+1][r],
// a_r - d[l][r-1]); filled by block length in one slice (d[i] holds the block of the
// current length starting at i). |d| <= sum a_i <= 3*10^12 fits int64. O(N^2).
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
	a := make([]int64, n)
	for i := range a {
		a[i] = in.int64()
	}
	out := bufio.NewWriter(os.Stdout)
	defer out.Flush()
	out.WriteString(strconv.FormatInt(bestDifference(a), 10))
	out.WriteString("\n")
}

// bestDifference returns the mover's total minus the other's under best play.
func bestDifference(a []int64) int64 {
	n := len(a)
	if n == 0 {
		return 0 // nothing to take
	}
	d := make([]int64, n)
	copy(d, a) // blocks of length 1
	for length := 2; length <= n; length++ {
		for i := 0; i+length <= n; i++ {
			j := i + length - 1
			left := a[i] - d[i+1] // d[i+1] is still the block i+1..j
			right := a[j] - d[i]  // d[i] is still the block i..j-1
			if left > right {
				d[i] = left
			} else {
				d[i] = right
			}
		}
	}
	return d[0]
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

// int64 parses the next token as a non-negative decimal integer.
func (t *tokens) int64() int64 {
	var v int64
	for _, c := range t.next() {
		v = v*10 + int64(c-'0')
	}
	return v
}

func (t *tokens) int() int { return int(t.int64()) }
