// cf-936b-sleepy-game, Go reference: Codeforces 936B Sleepy Game
// https://codeforces.com/problemset/problem/936/B
// In: n m; for each vertex i a line "c_i a_i,1 ... a_i,c_i" (its out-edges);
// then s.
// Out: "Win" and a walk from s to a vertex with no out-edge after an odd
// number of moves (any such walk is accepted); else "Draw" if the chip can
// be kept moving forever (10^6 moves); else "Lose".
// Theory: Petya moves for both, so a win is a path in the graph of states
// (vertex, moves mod 2) from (s, 0) to (t, 1) with t a sink: a breadth-first
// search with parents gives one (at most 2n - 1 moves). Failing that, a
// draw is a cycle reachable from s: an iterative three-colour depth-first
// search from s. This reference scans each vertex's edges from the LAST
// to the first (the other references and the Rust binary scan in input
// order, or search differently: the package's checker judges the walks).
package main

import (
	"bufio"
	"io"
	"os"
	"strconv"
)

func main() {
	in := newTokens()
	out := bufio.NewWriterSize(os.Stdout, 1<<16)
	defer out.Flush()

	n, _ := in.int(), in.int()
	start := make([]int32, n+1)
	adj := make([]int32, 0)
	for v := 0; v < n; v++ {
		c := in.int()
		for j := 0; j < c; j++ {
			adj = append(adj, int32(in.int()-1))
		}
		start[v+1] = int32(len(adj))
	}
	s := in.int() - 1

	// States 2v + p; parent[state] = the state before it, -1 unseen.
	parent := make([]int32, 2*n)
	for i := range parent {
		parent[i] = -1
	}
	queue := make([]int32, 0, 2*n)
	queue = append(queue, int32(2*s))
	parent[2*s] = int32(2 * s)
	goal := int32(-1)
	for i := 0; i < len(queue) && goal < 0; i++ {
		st := queue[i]
		v, p := st/2, st%2
		if start[v] == start[v+1] && p == 1 {
			goal = st
			break
		}
		for e := start[v+1] - 1; e >= start[v]; e-- {
			next := 2*adj[e] + (1 - p)
			if parent[next] < 0 {
				parent[next] = st
				queue = append(queue, next)
			}
		}
	}
	if goal >= 0 {
		walk := []int32{}
		for st := goal; ; st = parent[st] {
			walk = append(walk, st/2)
			if st == int32(2*s) {
				break
			}
		}
		out.WriteString("Win\n")
		for i := len(walk) - 1; i >= 0; i-- {
			out.WriteString(strconv.Itoa(int(walk[i]) + 1))
			if i > 0 {
				out.WriteByte(' ')
			}
		}
		out.WriteByte('\n')
		return
	}

	// Three colours: 0 unvisited, 1 on the stack, 2 done. A grey successor
	// closes a cycle.
	colour := make([]byte, n)
	next := make([]int32, n) // the next edge to try, per vertex
	for v := 0; v < n; v++ {
		next[v] = start[v]
	}
	stack := []int32{int32(s)}
	colour[s] = 1
	for len(stack) > 0 {
		v := stack[len(stack)-1]
		if next[v] == start[v+1] {
			colour[v] = 2
			stack = stack[:len(stack)-1]
			continue
		}
		w := adj[next[v]]
		next[v]++
		switch colour[w] {
		case 1:
			out.WriteString("Draw\n")
			return
		case 0:
			colour[w] = 1
			stack = append(stack, w)
		}
	}
	out.WriteString("Lose\n")
}

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
