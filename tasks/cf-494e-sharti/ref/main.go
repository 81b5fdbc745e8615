// cf-494e-sharti, Go reference: Codeforces 494E Sharti
// https://codeforces.com/problemset/problem/494/E
// In: "n m k", then m lines "a b c d": rectangles from (a, b) to (c, d)
// whose union is the white cells of the n x n board.
// Out: "Hamed" if the first player wins, else "Malek".
// Theory: a coin-turning game; a white cell (i, j) alone is worth
// min(lowbit i, lowbit j, K), K = 2^T the largest power of two <= k. The
// values are powers of two, so the XOR is 0 iff for every t <= T the
// number c_t of white cells with 2^t dividing both coordinates is even
// (bit t of the XOR is c_t - c_(t+1) for t < T, c_T at T). c_t is the
// union area of the rectangles shrunk to the multiples of 2^t, found by a
// sweep over rows with a segment tree of covered column lengths.
package main

import (
	"bufio"
	"fmt"
	"os"
	"sort"
)

type rect struct{ a, b, c, d int64 }

type tree struct {
	xs    []int64
	cover []int
	len   []int64
}

func (t *tree) update(node, l, r, lo, hi, delta int) {
	if hi <= l || r <= lo {
		return
	}
	if lo <= l && r <= hi {
		t.cover[node] += delta
	} else {
		mid := (l + r) / 2
		t.update(2*node, l, mid, lo, hi, delta)
		t.update(2*node+1, mid, r, lo, hi, delta)
	}
	if t.cover[node] > 0 {
		t.len[node] = t.xs[r] - t.xs[l]
	} else if r-l == 1 {
		t.len[node] = 0
	} else {
		t.len[node] = t.len[2*node] + t.len[2*node+1]
	}
}

type event struct {
	row    int64
	delta  int
	lo, hi int64
}

// unionArea returns the number of cells in the union of the rectangles.
func unionArea(rs []rect) int64 {
	if len(rs) == 0 {
		return 0
	}
	var xs []int64
	var evs []event
	for _, r := range rs {
		xs = append(xs, r.b, r.d+1)
		evs = append(evs, event{r.a, 1, r.b, r.d + 1}, event{r.c + 1, -1, r.b, r.d + 1})
	}
	sort.Slice(xs, func(i, j int) bool { return xs[i] < xs[j] })
	u := xs[:1]
	for _, x := range xs[1:] {
		if x != u[len(u)-1] {
			u = append(u, x)
		}
	}
	sort.Slice(evs, func(i, j int) bool { return evs[i].row < evs[j].row })
	idx := func(x int64) int { return sort.Search(len(u), func(i int) bool { return u[i] >= x }) }
	t := &tree{u, make([]int, 4*len(u)), make([]int64, 4*len(u))}
	var area int64
	prev := evs[0].row
	for _, e := range evs {
		area += t.len[1] * (e.row - prev)
		prev = e.row
		if len(u) > 1 {
			t.update(1, 0, len(u)-1, idx(e.lo), idx(e.hi), e.delta)
		}
	}
	return area
}

func main() {
	rd := bufio.NewReaderSize(os.Stdin, 1<<16)
	var n, k int64
	var m int
	fmt.Fscan(rd, &n, &m, &k)
	rs := make([]rect, m)
	for i := range rs {
		fmt.Fscan(rd, &rs[i].a, &rs[i].b, &rs[i].c, &rs[i].d)
	}
	hamed := false
	for t := uint(0); int64(1)<<t <= k; t++ {
		p := int64(1) << t
		var shrunk []rect
		for _, r := range rs {
			// The multiples of p in a..c are p*ceil(a/p) .. p*floor(c/p).
			a, c := (r.a+p-1)/p, r.c/p
			b, d := (r.b+p-1)/p, r.d/p
			if a <= c && b <= d {
				shrunk = append(shrunk, rect{a, b, c, d})
			}
		}
		if unionArea(shrunk)%2 == 1 {
			hamed = true
		}
	}
	if hamed {
		fmt.Println("Hamed")
	} else {
		fmt.Println("Malek")
	}
}
