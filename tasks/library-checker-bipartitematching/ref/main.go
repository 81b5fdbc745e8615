// Library Checker bipartitematching, Matching on Bipartite Graph
// (https://judge.yosupo.jp/problem/bipartitematching), Go reference.
// In: L R M, then M edges "a b" (left a, right b, from 0).
// Out: K, the size of a maximum matching, then its K edges "left right".
// Hopcroft–Karp: BFS layers from the free left vertices, then disjoint
// shortest augmenting paths by a DFS kept on an explicit stack.
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
	l, r, m := next(), next(), next()
	ea, eb := make([]int, m), make([]int, m)
	head := make([]int, l+1)
	for i := 0; i < m; i++ {
		ea[i], eb[i] = next(), next()
		head[ea[i]+1]++
	}
	for i := 0; i < l; i++ {
		head[i+1] += head[i]
	}
	adj := make([]int, m)
	fill := append([]int(nil), head...)
	for i := 0; i < m; i++ {
		adj[fill[ea[i]]] = eb[i]
		fill[ea[i]]++
	}
	matchL := make([]int, l)
	matchR := make([]int, r)
	for i := range matchL {
		matchL[i] = -1
	}
	for i := range matchR {
		matchR[i] = -1
	}
	const inf = 1 << 30
	dist := make([]int, l)
	it := make([]int, l)
	queue := make([]int, 0, l)
	stack := make([]int, 0)
	size := 0
	for {
		queue = queue[:0]
		for a := 0; a < l; a++ {
			if matchL[a] < 0 {
				dist[a] = 0
				queue = append(queue, a)
			} else {
				dist[a] = inf
			}
		}
		found := false
		for q := 0; q < len(queue); q++ {
			a := queue[q]
			for e := head[a]; e < head[a+1]; e++ {
				a2 := matchR[adj[e]]
				if a2 < 0 {
					found = true
				} else if dist[a2] == inf {
					dist[a2] = dist[a] + 1
					queue = append(queue, a2)
				}
			}
		}
		if !found {
			break
		}
		copy(it, head[:l])
		for root := 0; root < l; root++ {
			if matchL[root] >= 0 {
				continue
			}
			stack = append(stack[:0], root)
			for len(stack) > 0 {
				a := stack[len(stack)-1]
				moved := false
				for ; it[a] < head[a+1]; it[a]++ {
					b := adj[it[a]]
					a2 := matchR[b]
					if a2 < 0 {
						// Augment along the stack.
						for _, x := range stack {
							y := adj[it[x]]
							matchL[x] = y
							matchR[y] = x
							dist[x] = inf
						}
						size++
						stack = stack[:0]
						moved = true
						break
					}
					if dist[a2] == dist[a]+1 {
						stack = append(stack, a2)
						moved = true
						break
					}
				}
				if !moved {
					dist[a] = inf
					stack = stack[:len(stack)-1]
					if len(stack) > 0 {
						it[stack[len(stack)-1]]++
					}
				}
			}
		}
	}
	w := bufio.NewWriterSize(os.Stdout, 1<<16)
	defer w.Flush()
	w.WriteString(strconv.Itoa(size))
	w.WriteByte('\n')
	for a := 0; a < l; a++ {
		if matchL[a] >= 0 {
			w.WriteString(strconv.Itoa(a))
			w.WriteByte(' ')
			w.WriteString(strconv.Itoa(matchL[a]))
			w.WriteByte('\n')
		}
	}
}
