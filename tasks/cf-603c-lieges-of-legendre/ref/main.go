// Codeforces 603C Lieges of Legendre
// (https://codeforces.com/problemset/problem/603/C), Go reference.
// In: n k, then a_1 .. a_n (n <= 10^5, k <= 10^9, a_i <= 10^9).
// Out: "Kevin" if the first player wins, else "Nicky".
// Theory: one Grundy value per pile, XOR-ed. A split of 2x into k piles of x
// is worth g(x) when k is odd and 0 when k is even, so
//
//	g(x) = mex{ g(x-1), [x even] (k odd ? g(x/2) : 0) }.
//
// Below 6 the table is computed by that mex; above it the values follow the
// pattern the mex settles into (odd x: 0; even x: 1 for even k, and for odd
// k mex{0, g(x/2)}), found by walking the halving chain.
package main

import (
	"bufio"
	"io"
	"os"
)

// small[odd][x] for x < 6, by the mex recurrence itself.
func smallTable(oddK bool) [6]int {
	var g [6]int
	for x := 1; x < 6; x++ {
		var seen [4]bool
		seen[g[x-1]] = true
		if x%2 == 0 {
			if oddK {
				seen[g[x/2]] = true
			} else {
				seen[0] = true
			}
		}
		v := 0
		for seen[v] {
			v++
		}
		g[x] = v
	}
	return g
}

func grundy(x int64, oddK bool, small [6]int) int {
	if x < 6 {
		return small[x]
	}
	if x%2 == 1 {
		return 0
	}
	if !oddK {
		return 1
	}
	h := grundy(x/2, oddK, small)
	if h == 1 {
		return 2
	}
	return 1
}

func main() {
	in := newTokens()
	n := in.int()
	k := in.int64()
	oddK := k%2 == 1
	small := smallTable(oddK)
	total := 0
	for i := 0; i < n; i++ {
		total ^= grundy(in.int64(), oddK, small)
	}
	if total != 0 {
		os.Stdout.WriteString("Kevin\n")
	} else {
		os.Stdout.WriteString("Nicky\n")
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

func (t *tokens) int64() int64 {
	var v int64
	for _, c := range t.next() {
		v = v*10 + int64(c-'0')
	}
	return v
}

func (t *tokens) int() int { return int(t.int64()) }
