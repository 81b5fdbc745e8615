// POJ 3710 Christmas Game (http://poj.org/problem?id=3710), Go reference.
// In: test cases until EOF; each N, then N trees "m k" and k edges "a b"
// (vertex 1 the root). Out: "Sally" if the first player wins, else "Harry".
// An edge is a bridge iff deleting it disconnects its ends (tested directly,
// one search per edge). Fusing the ends of every other edge (union-find)
// leaves a tree of bridges whose vertices carry loops worth their count
// mod 2; the colon principle values it: g(v) = loops(v) ^ XOR (g(c) + 1).
package main

import (
	"bufio"
	"io"
	"os"
)

func find(p []int, x int) int {
	for p[x] != x {
		p[x] = p[p[x]]
		x = p[x]
	}
	return x
}

func treeValue(m int, ea, eb []int) uint64 {
	k := len(ea)
	adj := make([][]int, m) // edge ids
	for e := 0; e < k; e++ {
		adj[ea[e]] = append(adj[ea[e]], e)
		if eb[e] != ea[e] {
			adj[eb[e]] = append(adj[eb[e]], e)
		}
	}
	bridge := make([]bool, k)
	seen := make([]bool, m)
	for e := 0; e < k; e++ {
		if ea[e] == eb[e] {
			continue
		}
		for i := range seen {
			seen[i] = false
		}
		stack := []int{ea[e]}
		seen[ea[e]] = true
		for len(stack) > 0 {
			v := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			for _, f := range adj[v] {
				if f == e {
					continue
				}
				w := ea[f] + eb[f] - v
				if !seen[w] {
					seen[w] = true
					stack = append(stack, w)
				}
			}
		}
		bridge[e] = !seen[eb[e]]
	}
	parent := make([]int, m)
	for i := range parent {
		parent[i] = i
	}
	for e := 0; e < k; e++ {
		if !bridge[e] {
			parent[find(parent, ea[e])] = find(parent, eb[e])
		}
	}
	loops := make([]uint64, m)
	tree := make([][]int, m)
	for e := 0; e < k; e++ {
		a, b := find(parent, ea[e]), find(parent, eb[e])
		if bridge[e] {
			tree[a] = append(tree[a], b)
			tree[b] = append(tree[b], a)
		} else {
			loops[a] ^= 1
		}
	}
	var value func(v, from int) uint64
	value = func(v, from int) uint64 {
		g := loops[v]
		for _, c := range tree[v] {
			if c != from {
				g ^= value(c, v) + 1
			}
		}
		return g
	}
	return value(find(parent, 0), -1)
}

func main() {
	data, _ := io.ReadAll(bufio.NewReaderSize(os.Stdin, 1<<20))
	pos := 0
	next := func() int {
		for pos < len(data) && data[pos] <= ' ' {
			pos++
		}
		if pos == len(data) {
			return -1
		}
		v := 0
		for pos < len(data) && data[pos] > ' ' {
			v = v*10 + int(data[pos]-'0')
			pos++
		}
		return v
	}
	out := bufio.NewWriter(os.Stdout)
	defer out.Flush()
	for {
		n := next()
		if n < 0 {
			break
		}
		var x uint64
		for t := 0; t < n; t++ {
			m, k := next(), next()
			ea, eb := make([]int, k), make([]int, k)
			for e := 0; e < k; e++ {
				ea[e], eb[e] = next()-1, next()-1
			}
			x ^= treeValue(m, ea, eb)
		}
		if x != 0 {
			out.WriteString("Sally\n")
		} else {
			out.WriteString("Harry\n")
		}
	}
}
