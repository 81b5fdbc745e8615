// AtCoder NIKKEI 2019 Qual C - Different Strokes
// (https://atcoder.jp/contests/nikkei2019-qual/tasks/nikkei2019_qual_c), Go reference.
// In: N, then N dishes A_i B_i. Out: Takahashi's total minus Aoki's when they eat
// in turn, Takahashi first, each maximising his own total minus the other's.
// Eating dish i instead of leaving it to the other is worth A_i + B_i to either
// player, so both take the dish of largest A_i + B_i left (an exchange argument):
// sort by A_i + B_i, largest first, and alternate. Sums fit int64.
package main

import (
	"bufio"
	"io"
	"os"
	"sort"
	"strconv"
)

func main() {
	in := newTokens()
	n := int(in.int64())
	a := make([]int64, n)
	b := make([]int64, n)
	order := make([]int, n)
	for i := 0; i < n; i++ {
		a[i] = in.int64()
		b[i] = in.int64()
		order[i] = i
	}
	sort.SliceStable(order, func(x, y int) bool {
		return a[order[x]]+b[order[x]] > a[order[y]]+b[order[y]]
	})
	var diff int64
	for turn, i := range order {
		if turn%2 == 0 {
			diff += a[i]
		} else {
			diff -= b[i]
		}
	}
	out := bufio.NewWriter(os.Stdout)
	defer out.Flush()
	out.WriteString(strconv.FormatInt(diff, 10))
	out.WriteString("\n")
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
