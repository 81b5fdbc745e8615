// Luogu P4055 [JSOI2009] Game, Go reference.
// In: N M, then N rows of M cells . or #. Out: WIN and the cells "r c" (row
// by row) from which AA, who places the token, wins, or LOSE.
// YY moves first, so AA wins from a cell v exactly when the grid without v
// has a matching as large as the grid's. A maximum matching by Kuhn's
// augmenting paths; then, per matched cell v, an alternating search from
// its freed partner for an unmatched cell other than v.
package main

import (
	"bufio"
	"fmt"
	"os"
)

func main() {
	in := bufio.NewReaderSize(os.Stdin, 1<<20)
	out := bufio.NewWriterSize(os.Stdout, 1<<16)
	defer out.Flush()
	var n, m int
	fmt.Fscan(in, &n, &m)
	free := make([]bool, n*m)
	for r := 0; r < n; r++ {
		var row string
		fmt.Fscan(in, &row)
		for c := 0; c < m; c++ {
			free[r*m+c] = row[c] == '.'
		}
	}
	adj := make([][]int, n*m)
	for v := range free {
		if !free[v] {
			continue
		}
		r, c := v/m, v%m
		if r > 0 && free[v-m] {
			adj[v] = append(adj[v], v-m)
		}
		if r+1 < n && free[v+m] {
			adj[v] = append(adj[v], v+m)
		}
		if c > 0 && free[v-1] {
			adj[v] = append(adj[v], v-1)
		}
		if c+1 < m && free[v+1] {
			adj[v] = append(adj[v], v+1)
		}
	}
	mate := make([]int, n*m)
	for i := range mate {
		mate[i] = -1
	}
	mark := make([]int, n*m)
	stamp := 0
	var try func(v int) bool
	try = func(v int) bool {
		for _, w := range adj[v] {
			if mark[w] == stamp {
				continue
			}
			mark[w] = stamp
			if mate[w] < 0 || try(mate[w]) {
				mate[w], mate[v] = v, w
				return true
			}
		}
		return false
	}
	for v := range free {
		if free[v] && (v/m+v%m)%2 == 0 && mate[v] < 0 {
			stamp++
			try(v)
		}
	}
	seen := make([]int, n*m)
	round := 0
	var wins []int
	queue := make([]int, 0, n*m)
	for v := range free {
		if !free[v] {
			continue
		}
		avoidable := mate[v] < 0
		if !avoidable {
			round++
			u := mate[v]
			queue = append(queue[:0], u)
			seen[u] = round
			for head := 0; head < len(queue) && !avoidable; head++ {
				x := queue[head]
				for _, y := range adj[x] {
					if y == v || mate[x] == y {
						continue
					}
					if mate[y] < 0 {
						avoidable = true
						break
					}
					z := mate[y]
					if seen[z] != round {
						seen[z] = round
						queue = append(queue, z)
					}
				}
			}
		}
		if avoidable {
			wins = append(wins, v)
		}
	}
	if len(wins) == 0 {
		fmt.Fprintln(out, "LOSE")
		return
	}
	fmt.Fprintln(out, "WIN")
	for _, v := range wins {
		fmt.Fprintln(out, v/m+1, v%m+1)
	}
}
