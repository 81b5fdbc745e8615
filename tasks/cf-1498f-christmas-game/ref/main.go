// cf-1498f-christmas-game, Go reference: Codeforces 1498F Christmas Game
// https://codeforces.com/problemset/problem/1498/F
// In: n k; n-1 undirected edges "x y"; a_1..a_n (presents per node).
// Out: n values separated by spaces: the i-th is 1 if Alice (who moves
// first) wins when the tree is rooted at node i, else 0.
// Theory: a move keeps depth mod k and lowers floor(depth / k) by one, so
// each residue is a staircase Nim in which only odd steps count: Alice wins
// for root r iff XOR{a_i : depth_r(i) mod 2k in [k, 2k)} != 0.
// All roots by rerooting: down[v][j] = XOR of a over v's subtree at distance
// = j (mod 2k); up[v][j] = XOR of a over the nodes outside v's subtree at
// distance = j (mod 2k) from v, with up[c][j] = up[p][j-1] ^ down[p][j-1] ^
// down[c][j-2] for a child c of p. O(n k), BFS order, no recursion.
package main

import (
	"bufio"
	"io"
	"os"
)

func main() {
	in := newTokens()
	out := bufio.NewWriterSize(os.Stdout, 1<<16)
	defer out.Flush()

	n, k := in.int(), in.int()
	m := 2 * k
	head := make([]int32, n)
	for i := range head {
		head[i] = -1
	}
	to := make([]int32, 2*(n-1))
	next := make([]int32, 2*(n-1))
	for e := 0; e < n-1; e++ {
		x, y := int32(in.int()-1), int32(in.int()-1)
		to[2*e], next[2*e], head[x] = y, head[x], int32(2*e)
		to[2*e+1], next[2*e+1], head[y] = x, head[y], int32(2*e+1)
	}
	a := make([]uint32, n)
	for i := range a {
		a[i] = uint32(in.int())
	}
	parent := make([]int32, n)
	parent[0] = -1
	order := make([]int32, 0, n)
	order = append(order, 0)
	seen := make([]bool, n)
	seen[0] = true
	for i := 0; i < len(order); i++ {
		v := order[i]
		for e := head[v]; e >= 0; e = next[e] {
			if w := to[e]; !seen[w] {
				seen[w] = true
				parent[w] = v
				order = append(order, w)
			}
		}
	}
	// Row v of a flat n x m table holds node v's vector.
	down := make([]uint32, n*m)
	for i := n - 1; i >= 0; i-- {
		v := int(order[i])
		down[v*m] ^= a[v]
		if p := int(parent[v]); p >= 0 {
			for j := 0; j < m; j++ {
				down[p*m+(j+1)%m] ^= down[v*m+j]
			}
		}
	}
	up := make([]uint32, n*m)
	for i := 1; i < n; i++ {
		c, p := int(order[i]), int(parent[order[i]])
		for j := 0; j < m; j++ {
			j1, j2 := (j+m-1)%m, (j+m-2)%m
			up[c*m+j] = up[p*m+j1] ^ down[p*m+j1] ^ down[c*m+j2]
		}
	}
	line := make([]byte, 0, 2*n)
	for v := 0; v < n; v++ {
		x := uint32(0)
		for j := k; j < m; j++ {
			x ^= down[v*m+j] ^ up[v*m+j]
		}
		if v > 0 {
			line = append(line, ' ')
		}
		if x != 0 {
			line = append(line, '1')
		} else {
			line = append(line, '0')
		}
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
