// Task 3 (t03-subtraction-sum), Go reference: the winner of a sum of
// subtraction-game piles. In: k, the k elements of S, m, then m pile sizes.
// Out: FIRST or SECOND (XOR of g[pile], table built to the largest pile).
// Piles above tableLimit (up to 10^18) are first reduced with the certified
// period of g (first repeated window of max(S) values, as in t11), S cut to
// the elements that can apply; if none applies, every pile has g = 0.
package main

import (
	"bufio"
	"io"
	"os"
	"sort"
)

const tableLimit = 10000000 // 10^7

func main() {
	in := newTokens()
	out := bufio.NewWriterSize(os.Stdout, 1<<16)
	defer out.Flush()

	k := in.int()
	s := make([]int64, k)
	for i := range s {
		s[i] = in.int64()
	}
	m := in.int()
	piles := make([]int64, m)
	maxPile := int64(0)
	for i := range piles {
		piles[i] = in.int64()
		if piles[i] > maxPile {
			maxPile = piles[i]
		}
	}
	if maxPile > tableLimit {
		// Elements above the largest pile never apply: leave them out.
		var moves []int64
		for _, e := range s {
			if e <= maxPile {
				moves = append(moves, e)
			}
		}
		if len(moves) == 0 {
			for i := range piles {
				piles[i] = 0 // no move applies anywhere: g is 0
			}
		} else {
			n0, p := certifiedPeriod(moves)
			for i, x := range piles {
				if x >= n0 {
					piles[i] = n0 + (x-n0)%p
				}
			}
		}
		maxPile = 0
		for _, x := range piles {
			if x > maxPile {
				maxPile = x
			}
		}
	}
	g := subtractionTable(maxPile, s)
	x := int32(0)
	for _, p := range piles {
		x ^= g[p]
	}
	if x != 0 {
		out.WriteString("FIRST\n")
	} else {
		out.WriteString("SECOND\n")
	}
}

// subtractionTable returns g[0..n], g[x] = mex{ g[x-s] : s in S, s <= x }.
// A mex over at most k values is at most k, so larger values are ignored.
func subtractionTable(n int64, s []int64) []int32 {
	k := len(s)
	g := make([]int32, n+1)
	stamp := make([]int64, k+2)
	for x := int64(1); x <= n; x++ {
		for _, e := range s {
			if e <= x {
				if v := g[x-e]; int(v) <= k {
					stamp[v] = x
				}
			}
		}
		m := int32(0)
		for stamp[m] == x {
			m++
		}
		g[x] = m
	}
	return g
}

// growTo extends g, the subtraction-game table for moves, to length n.
func growTo(g []int32, n int, moves []int64) []int32 {
	k := len(moves)
	stamp := make([]int, k+2)
	for x := len(g); x < n; x++ {
		for _, e := range moves {
			if e <= int64(x) {
				if v := g[int64(x)-e]; int(v) <= k {
					stamp[v] = x + 1
				}
			}
		}
		m := int32(0)
		for stamp[m] == x+1 {
			m++
		}
		g = append(g, m)
	}
	return g
}

// certifiedPeriod returns the least preperiod n0 and least period p of the
// subtraction game on moves (each >= 1), as in t11's reference. For x >= M =
// max(moves), g[x] depends only on the window g[x-M..x), so the first window
// of M values that repeats (at j and i > j) certifies the period i - j from
// j on. The least period is the least divisor of i - j that holds over one
// full period from j; n0 is then scanned down from j. The table grows by
// doubling until a certificate is found.
func certifiedPeriod(raw []int64) (int64, int64) {
	moves := append([]int64(nil), raw...)
	sort.Slice(moves, func(a, b int) bool { return moves[a] < moves[b] })
	u := moves[:0]
	for i, e := range moves {
		if i == 0 || e != moves[i-1] {
			u = append(u, e)
		}
	}
	moves = u
	w := int(moves[len(moves)-1])

	// Find the first repeated window of w values (rolling hash, verified).
	const base = 1000003
	pow := uint64(1) // base^(w-1)
	for i := 1; i < w; i++ {
		pow *= base
	}
	seen := make(map[uint64][]int)
	length := 4*w + 16
	g := growTo(nil, length, moves)
	var h uint64
	for i := 0; i < w; i++ {
		h = h*base + uint64(g[i]) + 1
	}
	n0, p := -1, -1
	for start := 0; n0 < 0; start++ {
		if start+w > len(g) {
			length *= 2
			g = growTo(g, length, moves)
		}
		if start > 0 {
			h = (h-(uint64(g[start-1])+1)*pow)*base + uint64(g[start+w-1]) + 1
		}
		for _, j := range seen[h] {
			if sameWindow(g, j, start, w) {
				n0, p = j, start-j
				break
			}
		}
		seen[h] = append(seen[h], start)
	}
	if need := n0 + 2*p + w; need > len(g) {
		g = growTo(g, need, moves)
	}

	// The least period is the least divisor d of p with g[i+d] == g[i] on
	// one full period from n0.
	least := p
	for d := 1; d < p; d++ {
		if p%d != 0 {
			continue
		}
		ok := true
		for i := n0; i < n0+p; i++ {
			if g[i+d] != g[i] {
				ok = false
				break
			}
		}
		if ok {
			least = d
			break
		}
	}
	p = least
	for n0 > 0 && g[n0-1+p] == g[n0-1] {
		n0--
	}
	return int64(n0), int64(p)
}

func sameWindow(g []int32, a, b, w int) bool {
	for i := 0; i < w; i++ {
		if g[a+i] != g[b+i] {
			return false
		}
	}
	return true
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

// int64 parses the next token as a non-negative decimal integer.
func (t *tokens) int64() int64 {
	var v int64
	for _, c := range t.next() {
		v = v*10 + int64(c-'0')
	}
	return v
}

func (t *tokens) int() int { return int(t.int64()) }
