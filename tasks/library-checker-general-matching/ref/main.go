// Library Checker general_matching, Matching on General Graph
// (https://judge.yosupo.jp/problem/general_matching), Go reference.
// In: N M, then M edges "u v" of a simple undirected graph (from 0).
// Out: X, the size of a maximum matching, then its X edges "u v".
// Edmonds' blossom algorithm: a BFS alternating tree from each free vertex,
// odd cycles contracted through a base array, the path flipped on success.
package main

import (
	"bufio"
	"io"
	"os"
	"strconv"
)

func main() {
	data, _ := io.ReadAll(os.Stdin)
	pos := 0
	next := func() int {
		for data[pos] < '0' {
			pos++
		}
		x := 0
		for pos < len(data) && data[pos] >= '0' {
			x = x*10 + int(data[pos]-'0')
			pos++
		}
		return x
	}
	n, m := next(), next()
	adj := make([][]int, n)
	for i := 0; i < m; i++ {
		u, v := next(), next()
		adj[u] = append(adj[u], v)
		adj[v] = append(adj[v], u)
	}
	match := make([]int, n)
	p := make([]int, n)
	base := make([]int, n)
	used := make([]bool, n)
	blossom := make([]bool, n)
	mark := make([]bool, n)
	for i := range match {
		match[i] = -1
	}
	lca := func(a, b int) int {
		for i := range mark {
			mark[i] = false
		}
		for {
			a = base[a]
			mark[a] = true
			if match[a] == -1 {
				break
			}
			a = p[match[a]]
		}
		for {
			b = base[b]
			if mark[b] {
				return b
			}
			b = p[match[b]]
		}
	}
	markPath := func(v, b, child int) {
		for base[v] != b {
			blossom[base[v]] = true
			blossom[base[match[v]]] = true
			p[v] = child
			child = match[v]
			v = p[match[v]]
		}
	}
	findPath := func(root int) int {
		for i := 0; i < n; i++ {
			used[i] = false
			p[i] = -1
			base[i] = i
		}
		used[root] = true
		queue := []int{root}
		for qh := 0; qh < len(queue); qh++ {
			v := queue[qh]
			for _, to := range adj[v] {
				if base[v] == base[to] || match[v] == to {
					continue
				}
				if to == root || (match[to] != -1 && p[match[to]] != -1) {
					cur := lca(v, to)
					for i := range blossom {
						blossom[i] = false
					}
					markPath(v, cur, to)
					markPath(to, cur, v)
					for i := 0; i < n; i++ {
						if blossom[base[i]] {
							base[i] = cur
							if !used[i] {
								used[i] = true
								queue = append(queue, i)
							}
						}
					}
				} else if p[to] == -1 {
					p[to] = v
					if match[to] == -1 {
						return to
					}
					used[match[to]] = true
					queue = append(queue, match[to])
				}
			}
		}
		return -1
	}
	size := 0
	for root := 0; root < n; root++ {
		if match[root] != -1 {
			continue
		}
		v := findPath(root)
		if v == -1 {
			continue
		}
		size++
		for v != -1 {
			pv := p[v]
			ppv := match[pv]
			match[v] = pv
			match[pv] = v
			v = ppv
		}
	}
	w := bufio.NewWriter(os.Stdout)
	defer w.Flush()
	w.WriteString(strconv.Itoa(size) + "\n")
	for u := 0; u < n; u++ {
		if match[u] > u {
			w.WriteString(strconv.Itoa(u) + " " + strconv.Itoa(match[u]) + "\n")
		}
	}
}
