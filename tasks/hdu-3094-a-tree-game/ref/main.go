// hdu-3094-a-tree-game, Go reference: HDU 3094 A tree game
// https://acm.hdu.edu.cn/showproblem.php?pid=3094
// In: T (T <= 100); per test N (1 <= N <= 10^5) and N-1 undirected edges
// "I J". Vertex 1 is the root. Out: per test "Alice" if the first player
// wins, else "Bob".
// Theory: Green Hackenbush on a rooted tree (colon principle): a vertex is
// worth XOR over its children c of (g(c) + 1); Alice wins iff g(1) != 0.
// Rooted at 1 by a BFS over adjacency lists in arrays; values folded in
// reverse BFS order, so no recursion.
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

	t := in.int()
	for ; t > 0; t-- {
		n := in.int()
		// Adjacency in compressed form: head[v] is the last edge slot of v,
		// next[e] the previous one (-1 ends the list).
		head := make([]int32, n+1)
		for i := range head {
			head[i] = -1
		}
		to := make([]int32, 2*(n-1))
		next := make([]int32, 2*(n-1))
		for e := 0; e < n-1; e++ {
			a, b := in.int(), in.int()
			to[2*e], next[2*e], head[a] = int32(b), head[a], int32(2*e)
			to[2*e+1], next[2*e+1], head[b] = int32(a), head[b], int32(2*e+1)
		}
		parent := make([]int32, n+1)
		seen := make([]bool, n+1)
		order := make([]int32, 0, n)
		order = append(order, 1)
		seen[1] = true
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
		g := make([]uint64, n+1)
		for i := len(order) - 1; i >= 1; i-- {
			v := order[i]
			g[parent[v]] ^= g[v] + 1
		}
		if g[1] != 0 {
			out.WriteString("Alice\n")
		} else {
			out.WriteString("Bob\n")
		}
	}
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
