// atcoder-abc148-f-playing-tag-on-tree, Go reference: AtCoder ABC148 F
// Playing Tag on Tree, https://atcoder.jp/contests/abc148/tasks/abc148_f
// In: "N u v", then N-1 edges "A B" of a tree.
// Out: the number of moves Aoki (at v) makes before the game ends, when
// Takahashi (at u) moves first, each move is a step to a neighbour, the game
// ends when both stand on one vertex, Takahashi delays it and Aoki hurries.
// Theory: Takahashi can reach w safely iff dist(u, w) < dist(v, w); he runs
// to the such w farthest from Aoki (a leaf) and steps back and forth, and
// Aoki needs dist(v, w) - 1 moves before Takahashi's forced step into him.
// Two BFS passes. No recursion.
package main

import (
	"bufio"
	"os"
	"strconv"
)

func main() {
	in := bufio.NewReaderSize(os.Stdin, 1<<16)
	out := bufio.NewWriter(os.Stdout)
	defer out.Flush()
	n, u, v := readInt(in), readInt(in)-1, readInt(in)-1
	head := make([]int32, n)
	for i := range head {
		head[i] = -1
	}
	to := make([]int32, 2*(n-1))
	next := make([]int32, 2*(n-1))
	for e := 0; e < n-1; e++ {
		a, b := int32(readInt(in)-1), int32(readInt(in)-1)
		to[2*e], next[2*e], head[a] = b, head[a], int32(2*e)
		to[2*e+1], next[2*e+1], head[b] = a, head[b], int32(2*e+1)
	}
	bfs := func(s int) []int32 {
		dist := make([]int32, n)
		for i := range dist {
			dist[i] = -1
		}
		dist[s] = 0
		queue := make([]int32, 1, n)
		queue[0] = int32(s)
		for i := 0; i < len(queue); i++ {
			x := queue[i]
			for e := head[x]; e >= 0; e = next[e] {
				if w := to[e]; dist[w] < 0 {
					dist[w] = dist[x] + 1
					queue = append(queue, w)
				}
			}
		}
		return dist
	}
	du, dv := bfs(u), bfs(v)
	best := int32(0)
	for w := 0; w < n; w++ {
		if du[w] < dv[w] && dv[w]-1 > best {
			best = dv[w] - 1
		}
	}
	out.WriteString(strconv.Itoa(int(best)) + "\n")
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
