// Luogu P1971 [NOI2011] Bunny and Egg Game, Go reference.
// In: n m, n rows of X, O and one ., then k and 2k moves x y (Tutu first).
// Out: the number of Tutu's mistakes, then their move numbers.
// The empty cell walks through black cells of its own chessboard colour
// and white cells of the other, never twice: vertex geography. Keep one
// maximum matching of the cells not yet entered (Kuhn); when the empty
// cell leaves v, unmatch v's partner u and try to re-match u without v: if
// that works, v was avoidable and the player to move at v lost.
package main

import (
	"bufio"
	"fmt"
	"os"
)

var n, m int
var alive []bool
var mate []int
var mark []int
var stamp int
var adj [][]int

func try(v int) bool {
	for _, w := range adj[v] {
		if !alive[w] || mark[w] == stamp {
			continue
		}
		mark[w] = stamp
		if mate[w] < 0 || try(mate[w]) {
			mate[w] = v
			mate[v] = w
			return true
		}
	}
	return false
}

// leave reports whether the mover at v wins, then removes v.
func leave(v int) bool {
	alive[v] = false
	u := mate[v]
	if u < 0 {
		return false
	}
	mate[v], mate[u] = -1, -1
	stamp++
	mark[v] = stamp
	return !try(u)
}

func main() {
	in := bufio.NewReader(os.Stdin)
	fmt.Fscan(in, &n, &m)
	rows := make([]string, n)
	for i := range rows {
		fmt.Fscan(in, &rows[i])
	}
	start := 0
	for r := 0; r < n; r++ {
		for c := 0; c < m; c++ {
			if rows[r][c] == '.' {
				start = r*m + c
			}
		}
	}
	parity := (start/m + start%m) % 2
	inGraph := make([]bool, n*m)
	for v := 0; v < n*m; v++ {
		r, c := v/m, v%m
		same := (r+c)%2 == parity
		inGraph[v] = (same && rows[r][c] != 'O') || (!same && rows[r][c] == 'O')
	}
	adj = make([][]int, n*m)
	for v := 0; v < n*m; v++ {
		if !inGraph[v] {
			continue
		}
		r, c := v/m, v%m
		for _, d := range [][2]int{{1, 0}, {-1, 0}, {0, 1}, {0, -1}} {
			rr, cc := r+d[0], c+d[1]
			if rr >= 0 && rr < n && cc >= 0 && cc < m && inGraph[rr*m+cc] {
				adj[v] = append(adj[v], rr*m+cc)
			}
		}
	}
	alive = inGraph
	mate = make([]int, n*m)
	mark = make([]int, n*m)
	for i := range mate {
		mate[i] = -1
	}
	for v := 0; v < n*m; v++ {
		if inGraph[v] && (v/m+v%m)%2 == parity && mate[v] < 0 {
			stamp++
			try(v)
		}
	}
	var k int
	fmt.Fscan(in, &k)
	var mistakes []int
	hole := start
	for turn := 1; turn <= k; turn++ {
		var x, y int
		before := leave(hole)
		fmt.Fscan(in, &x, &y)
		hole = (x-1)*m + y - 1
		after := leave(hole)
		if before && after {
			mistakes = append(mistakes, turn)
		}
		fmt.Fscan(in, &x, &y)
		hole = (x-1)*m + y - 1
	}
	out := bufio.NewWriter(os.Stdout)
	defer out.Flush()
	fmt.Fprintln(out, len(mistakes))
	for _, t := range mistakes {
		fmt.Fprintln(out, t)
	}
}
