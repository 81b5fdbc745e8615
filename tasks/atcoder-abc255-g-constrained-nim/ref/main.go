// AtCoder ABC 255 G Constrained Nim
// (https://atcoder.jp/contests/abc255/tasks/abc255_g), Go reference.
// In: N M, A_1 .. A_N, then M banned moves X_i Y_i. Out: "Takahashi" if the
// first player wins, else "Aoki".
// Theory: with h(n) = max g(0..n), every value 0..h(n-1) occurs among
// g(0..n-1), so a size with no banned move gets g(n) = h(n-1) + 1; after the
// largest banned size b below n, g(n) = h(b) + (n - b). The banned sizes are
// done in increasing order: a value v <= h(x-1) occurs 1 + extra[v] times
// below x (extra[v]: earlier banned sizes whose g went back to v), and it is
// missing from x's options when all those occurrences are banned targets.
// g(x) is the least missing value, else h(x-1) + 1.
package main

import (
	"bufio"
	"io"
	"os"
	"sort"
)

type pair struct{ x, y int64 }

func main() {
	in := newTokens()
	n := in.int()
	m := in.int()
	piles := make([]int64, n)
	for i := range piles {
		piles[i] = in.int64()
	}
	pairs := make([]pair, m)
	for i := range pairs {
		pairs[i] = pair{in.int64(), in.int64()}
	}
	sort.Slice(pairs, func(i, j int) bool {
		if pairs[i].x != pairs[j].x {
			return pairs[i].x < pairs[j].x
		}
		return pairs[i].y < pairs[j].y
	})
	var sizes, gs, hs []int64
	// g of any size, from the banned sizes done so far (all below it or it).
	g := func(v int64) int64 {
		i := sort.Search(len(sizes), func(j int) bool { return sizes[j] > v }) - 1
		if i < 0 {
			return v
		}
		if sizes[i] == v {
			return gs[i]
		}
		return hs[i] + v - sizes[i]
	}
	extra := map[int64]int{}
	for i := 0; i < m; {
		x := pairs[i].x
		top := x - 1 // h(x - 1)
		if len(sizes) > 0 {
			last := len(sizes) - 1
			top = hs[last] + (x - 1 - sizes[last])
		}
		hits := map[int64]int{}
		for ; i < m && pairs[i].x == x; i++ {
			if i > 0 && pairs[i] == pairs[i-1] {
				continue // a repeated pair bans nothing new
			}
			hits[g(x-pairs[i].y)]++
		}
		gx, found := int64(0), false
		for v, c := range hits {
			if c == 1+extra[v] && (!found || v < gx) {
				gx, found = v, true
			}
		}
		hx := top
		if found {
			extra[gx]++
		} else {
			gx = top + 1
			hx = top + 1
		}
		sizes = append(sizes, x)
		gs = append(gs, gx)
		hs = append(hs, hx)
	}
	var total int64
	for _, a := range piles {
		total ^= g(a)
	}
	if total != 0 {
		os.Stdout.WriteString("Takahashi\n")
	} else {
		os.Stdout.WriteString("Aoki\n")
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
