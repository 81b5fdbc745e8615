// AtCoder tkppc6-1 P Game on Colored Tree (https://atcoder.jp/contests/tkppc6-1/tasks/tkppc6_1_p), Go reference.
// In: T, then per test N and N - 1 edges "A B C" (C = B or R) of a tree rooted at 1.
// Out: per test "First" if Blue, moving first, wins the Blue-Red Hackenbush game, else "Second".
// Theory: every position is a number; a vertex is worth the sum of its edges, a Blue
// edge over a subtree worth x is worth (x + n) / 2^(n-1) for the least n >= 1 with
// x + n > 1, a Red one the negative of that for -x; Blue first wins iff the root > 0.
// Exact rationals (math/big.Rat), children before parents in BFS order reversed.
package main

import (
	"bufio"
	"math/big"
	"os"
	"strconv"
)

func blueEdge(x *big.Rat) *big.Rat {
	one := big.NewRat(1, 1)
	n := int64(1)
	for new(big.Rat).Add(x, big.NewRat(n, 1)).Cmp(one) <= 0 {
		n++
	}
	num := new(big.Rat).Add(x, big.NewRat(n, 1))
	den := new(big.Rat).SetInt(new(big.Int).Lsh(big.NewInt(1), uint(n-1)))
	return num.Quo(num, den)
}

func main() {
	in := bufio.NewScanner(os.Stdin)
	in.Buffer(make([]byte, 1<<20), 1<<20)
	in.Split(bufio.ScanWords)
	word := func() string { in.Scan(); return in.Text() }
	num := func() int { v, _ := strconv.Atoi(word()); return v }
	out := bufio.NewWriter(os.Stdout)
	defer out.Flush()
	t := num()
	for ; t > 0; t-- {
		n := num()
		type arc struct {
			to   int
			blue bool
		}
		adj := make([][]arc, n)
		for i := 0; i < n-1; i++ {
			a, b := num()-1, num()-1
			blue := word() == "B"
			adj[a] = append(adj[a], arc{b, blue})
			adj[b] = append(adj[b], arc{a, blue})
		}
		parent := make([]int, n)
		blue := make([]bool, n)
		seen := make([]bool, n)
		order := []int{0}
		seen[0] = true
		for i := 0; i < len(order); i++ {
			v := order[i]
			for _, e := range adj[v] {
				if !seen[e.to] {
					seen[e.to] = true
					parent[e.to], blue[e.to] = v, e.blue
					order = append(order, e.to)
				}
			}
		}
		value := make([]*big.Rat, n)
		for i := range value {
			value[i] = new(big.Rat)
		}
		for i := len(order) - 1; i > 0; i-- {
			v := order[i]
			var e *big.Rat
			if blue[v] {
				e = blueEdge(value[v])
			} else {
				e = new(big.Rat).Neg(blueEdge(new(big.Rat).Neg(value[v])))
			}
			value[parent[v]].Add(value[parent[v]], e)
		}
		if value[0].Sign() > 0 {
			out.WriteString("First\n")
		} else {
			out.WriteString("Second\n")
		}
	}
}
