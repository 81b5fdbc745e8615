// cf-1404b-tree-tag, Go reference: Codeforces 1404B Tree Tag
// https://codeforces.com/problemset/problem/1404/B
// In: t; per test "n a b da db" and n-1 edges "u v" of a tree.
// Out: per test "Alice" if Alice (moving first, jumps of at most da) can
// land on Bob's vertex (his jumps at most db), else "Bob".
// Theory (the round's editorial): Alice wins iff dist(a, b) <= da (one
// jump), or 2*da >= the diameter (from a centre she reaches everything),
// or db <= 2*da (Bob can never jump over her, and she corners him).
// Distances by BFS; the diameter by two BFS passes. No recursion.
package main

import (
	"bufio"
	"os"
)

func main() {
	in := bufio.NewReaderSize(os.Stdin, 1<<16)
	out := bufio.NewWriterSize(os.Stdout, 1<<16)
	defer out.Flush()
	t := readInt(in)
	for ; t > 0; t-- {
		n, a, b := readInt(in), readInt(in)-1, readInt(in)-1
		da, db := readInt(in), readInt(in)
		head := make([]int32, n)
		for i := range head {
			head[i] = -1
		}
		to := make([]int32, 2*(n-1))
		next := make([]int32, 2*(n-1))
		for e := 0; e < n-1; e++ {
			u, v := int32(readInt(in)-1), int32(readInt(in)-1)
			to[2*e], next[2*e], head[u] = v, head[u], int32(2*e)
			to[2*e+1], next[2*e+1], head[v] = u, head[v], int32(2*e+1)
		}
		dist := make([]int32, n)
		queue := make([]int32, 0, n)
		bfs := func(s int) int {
			for i := range dist {
				dist[i] = -1
			}
			queue = queue[:0]
			queue = append(queue, int32(s))
			dist[s] = 0
			far := s
			for i := 0; i < len(queue); i++ {
				v := queue[i]
				if dist[v] > dist[far] {
					far = int(v)
				}
				for e := head[v]; e >= 0; e = next[e] {
					if w := to[e]; dist[w] < 0 {
						dist[w] = dist[v] + 1
						queue = append(queue, w)
					}
				}
			}
			return far
		}
		far := bfs(a)
		ab := int(dist[b])
		other := bfs(far)
		diameter := int(dist[other])
		if ab <= da || 2*da >= diameter || db <= 2*da {
			out.WriteString("Alice\n")
		} else {
			out.WriteString("Bob\n")
		}
	}
}

func readInt(r *bufio.Reader) int {
	c, _ := r.ReadByte()
	for c == ' ' || c == '\n' || c == '\r' || c == '\t' {
		c, _ = r.ReadByte()
	}
	v := 0
	for c >= '0' && c <= '9' {
		v = v*10 + int(c-'0')
		c, _ = r.ReadByte()
	}
	return v
}
