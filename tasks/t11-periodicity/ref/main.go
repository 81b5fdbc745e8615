// Task 11 (t11-periodicity), Go reference: certified period of a subtraction
// game, then g(n) for huge n. In: k, the k elements of S (each >= 1), Q, then
// Q values n (0 <= n <= 10^18). Out: line 1, `n0 p` (least preperiod, least
// period); then Q lines, g(n).
//
// For x >= max(S) = M, g[x] depends only on the window g[x-M..x), so the
// first window of M values that repeats (at j and i > j) certifies the
// period i - j from j on. The least period divides it; the least preperiod is
// found by scanning down. The table grows by doubling up to a memory cap.
package main

import (
	"bufio"
	"io"
	"os"
	"strconv"
)

const maxTable = 1 << 24 // entries of g; no certificate below this is an error

type table struct {
	s []int64
	g []int32
	k int
}

// growTo extends g to length n: g[x] = mex{ g[x-s] : s in S, s <= x }.
func (t *table) growTo(n int) {
	stamp := make([]int, t.k+2)
	for x := len(t.g); x < n; x++ {
		for _, e := range t.s {
			if e <= int64(x) {
				if v := t.g[int64(x)-e]; int(v) <= t.k {
					stamp[v] = x + 1
				}
			}
		}
		m := int32(0)
		for stamp[m] == x+1 {
			m++
		}
		t.g = append(t.g, m)
	}
}

func main() {
	in := newTokens()
	out := bufio.NewWriterSize(os.Stdout, 1<<16)
	defer out.Flush()

	k := in.int()
	s := make([]int64, k)
	maxS := int64(0)
	for i := range s {
		s[i] = in.int64()
		if s[i] > maxS {
			maxS = s[i]
		}
	}
	if maxS > maxTable {
		fail()
	}
	w := int(maxS)
	t := &table{s: s, k: k}

	// Find the first repeated window of w values (rolling hash, verified).
	const base = 1000003
	pow := uint64(1) // base^(w-1)
	for i := 1; i < w; i++ {
		pow *= base
	}
	seen := make(map[uint64][]int)
	length := 4*w + 16
	t.growTo(length)
	var h uint64
	for i := 0; i < w; i++ {
		h = h*base + uint64(t.g[i]) + 1
	}
	n0, p := -1, -1
	for start := 0; n0 < 0; start++ {
		if start+w > len(t.g) {
			length *= 2
			if length > maxTable {
				fail()
			}
			t.growTo(length)
		}
		if start > 0 {
			h = (h-(uint64(t.g[start-1])+1)*pow)*base + uint64(t.g[start+w-1]) + 1
			if w == 0 {
				h = 0
			}
		}
		for _, j := range seen[h] {
			if sameWindow(t.g, j, start, w) {
				n0, p = j, start-j
				break
			}
		}
		seen[h] = append(seen[h], start)
	}
	if need := n0 + 2*p + w; need > len(t.g) {
		if need > maxTable {
			fail()
		}
		t.growTo(need)
	}
	g := t.g

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

	out.WriteString(strconv.Itoa(n0) + " " + strconv.Itoa(p) + "\n")
	q := in.int()
	for i := 0; i < q; i++ {
		n := in.int64()
		var v int32
		if n < int64(n0) {
			v = g[n]
		} else {
			v = g[int64(n0)+(n-int64(n0))%int64(p)]
		}
		out.WriteString(strconv.Itoa(int(v)) + "\n")
	}
}

func sameWindow(g []int32, a, b, w int) bool {
	for i := 0; i < w; i++ {
		if g[a+i] != g[b+i] {
			return false
		}
	}
	return true
}

func fail() {
	os.Stderr.WriteString("error: no certified period within the table cap of " + strconv.Itoa(maxTable) + " entries\n")
	os.Exit(1)
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
