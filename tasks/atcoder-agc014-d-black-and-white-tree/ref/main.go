// AtCoder AGC 014 D Black and White Tree (https://atcoder.jp/contests/agc014/tasks/agc014_d), Go reference.
// In: N, then N - 1 edges a b. Out: First, or Second when the tree has a
// perfect matching. Leaf peeling: a leaf must be matched to its one
// remaining neighbour; both leave the tree, and the neighbour's other
// neighbours lose a degree. A leaf with no neighbour left (an isolated
// vertex) means no perfect matching.
package main

import (
	"bufio"
	"fmt"
	"os"
)

func main() {
	in := bufio.NewReaderSize(os.Stdin, 1<<20)
	readInt := func() int {
		n, c := 0, byte(' ')
		for c == ' ' || c == '\n' || c == '\r' || c == '\t' {
			c, _ = in.ReadByte()
		}
		for c >= '0' && c <= '9' {
			n = n*10 + int(c-'0')
			c, _ = in.ReadByte()
		}
		return n
	}
	n := readInt()
	head := make([]int, n+1)
	for i := range head {
		head[i] = -1
	}
	next := make([]int, 2*(n-1))
	to := make([]int, 2*(n-1))
	deg := make([]int, n+1)
	for i := 0; i < n-1; i++ {
		a, b := readInt(), readInt()
		to[2*i], next[2*i], head[a] = b, head[a], 2*i
		to[2*i+1], next[2*i+1], head[b] = a, head[b], 2*i+1
		deg[a]++
		deg[b]++
	}
	gone := make([]bool, n+1)
	queue := []int{}
	for v := 1; v <= n; v++ {
		if deg[v] <= 1 {
			queue = append(queue, v)
		}
	}
	perfect := true
	for len(queue) > 0 && perfect {
		v := queue[0]
		queue = queue[1:]
		if gone[v] {
			continue
		}
		partner := 0
		for e := head[v]; e >= 0; e = next[e] {
			if !gone[to[e]] {
				partner = to[e]
			}
		}
		if partner == 0 {
			perfect = false
			break
		}
		gone[v], gone[partner] = true, true
		for e := head[partner]; e >= 0; e = next[e] {
			w := to[e]
			if !gone[w] {
				deg[w]--
				if deg[w] <= 1 {
					queue = append(queue, w)
				}
			}
		}
	}
	if perfect {
		fmt.Println("Second")
	} else {
		fmt.Println("First")
	}
}
