// cf-1149e-election-promises, Go reference: Codeforces 1149E Election Promises
// https://codeforces.com/problemset/problem/1149/E
// In: n m; h_1..h_n (taxes, 0..10^9); m one-way roads "u v" forming a DAG.
// Out: "LOSE" if the first party cannot force a win; else "WIN" and the n
// taxes after one winning convention (any winning convention is accepted).
// Theory: level(v) = mex of the out-neighbours' levels; X(t) = XOR of the
// taxes on level t; the mover loses iff every X(t) is 0. The winning
// convention: the highest t with X(t) != 0, a city v on level t whose tax
// has X(t)'s top bit, h_v ^= X(t), and for each lower level l with
// X(l) != 0 an out-neighbour of v on level l (one exists by the mex) gets
// h ^= X(l). Of the cities that fit, this reference takes the one with the
// SMALLEST tax (the first of those), and of its out-neighbours on a level the
// LAST in input order (the other references, and the Rust binary, take other
// ones: the package's checker judges the answers, not a byte comparison).
package main

import (
	"bufio"
	"io"
	"math/bits"
	"os"
	"strconv"
)

func main() {
	in := newTokens()
	out := bufio.NewWriterSize(os.Stdout, 1<<16)
	defer out.Flush()

	n, m := in.int(), in.int()
	h := make([]uint64, n)
	for i := range h {
		h[i] = uint64(in.int())
	}
	from := make([]int32, m)
	to := make([]int32, m)
	start := make([]int32, n+1)
	for e := 0; e < m; e++ {
		from[e], to[e] = int32(in.int()-1), int32(in.int()-1)
		start[from[e]+1]++
	}
	for v := 0; v < n; v++ {
		start[v+1] += start[v]
	}
	adj := make([]int32, m)
	fill := append([]int32(nil), start...)
	indeg := make([]int32, n)
	for e := 0; e < m; e++ { // edges of each city kept in input order
		adj[fill[from[e]]] = to[e]
		fill[from[e]]++
		indeg[to[e]]++
	}
	order := make([]int32, 0, n)
	for v := 0; v < n; v++ {
		if indeg[v] == 0 {
			order = append(order, int32(v))
		}
	}
	for i := 0; i < len(order); i++ {
		v := order[i]
		for _, w := range adj[start[v]:start[v+1]] {
			indeg[w]--
			if indeg[w] == 0 {
				order = append(order, w)
			}
		}
	}
	level := make([]int32, n)
	mark := make([]int32, n+2) // mark[x] == v+1: some neighbour of v has level x
	top := int32(0)
	for i := n - 1; i >= 0; i-- {
		v := order[i]
		for _, w := range adj[start[v]:start[v+1]] {
			mark[level[w]] = v + 1
		}
		x := int32(0)
		for mark[x] == v+1 {
			x++
		}
		level[v] = x
		if x > top {
			top = x
		}
	}
	xor := make([]uint64, top+1)
	for v := 0; v < n; v++ {
		xor[level[v]] ^= h[v]
	}
	t := int32(-1)
	for l := top; l >= 0; l-- {
		if xor[l] != 0 {
			t = l
			break
		}
	}
	if t < 0 {
		out.WriteString("LOSE\n")
		return
	}
	bit := uint64(1) << (63 - bits.LeadingZeros64(xor[t]))
	v := -1
	for u := 0; u < n; u++ {
		if level[u] == t && h[u]&bit != 0 && (v < 0 || h[u] < h[v]) {
			v = u
		}
	}
	h[v] ^= xor[t]
	pick := make([]int32, t)
	for _, w := range adj[start[v]:start[v+1]] {
		if l := level[w]; l < t {
			pick[l] = w // the last neighbour on each level wins
		}
	}
	for l := int32(0); l < t; l++ {
		if xor[l] != 0 {
			h[pick[l]] ^= xor[l]
		}
	}
	line := []byte("WIN\n")
	for i, x := range h {
		if i > 0 {
			line = append(line, ' ')
		}
		line = strconv.AppendUint(line, x, 10)
	}
	line = append(line, '\n')
	out.Write(line)
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

// int parses the next token as a non-negative decimal integer.
func (t *tokens) int() int {
	for t.pos < len(t.buf) && t.buf[t.pos] <= ' ' {
		t.pos++
	}
	v := 0
	for t.pos < len(t.buf) && t.buf[t.pos] > ' ' {
		v = v*10 + int(t.buf[t.pos]-'0')
		t.pos++
	}
	return v
}
