// AtCoder ARC038 D: the number the piece ends on under best play (the first
// player maximizing, the second minimizing; a turn moves the piece along an
// arc or ends the game). Binary search on the answer: for a threshold d the
// game is won or lost, and a backward pass over the positions (vertex, who
// moves) settles it; positions never settled are endless play, which the
// first player does not want.
package main

import (
	"bufio"
	"fmt"
	"os"
	"sort"
)

func main() {
	in := bufio.NewReaderSize(os.Stdin, 1<<20)
	readInt := func() int {
		n, c, neg := 0, byte(0), false
		for {
			c, _ = in.ReadByte()
			if c == '-' || (c >= '0' && c <= '9') {
				break
			}
		}
		if c == '-' {
			neg = true
			c, _ = in.ReadByte()
		}
		for c >= '0' && c <= '9' {
			n = n*10 + int(c-'0')
			c, _ = in.ReadByte()
		}
		if neg {
			return -n
		}
		return n
	}
	n, m := readInt(), readInt()
	x := make([]int, n)
	for i := range x {
		x[i] = readInt()
	}
	// Reverse adjacency in compressed rows.
	from := make([]int, m)
	to := make([]int, m)
	start := make([]int, n+1)
	deg := make([]int, n)
	for i := 0; i < m; i++ {
		from[i], to[i] = readInt()-1, readInt()-1
		start[to[i]+1]++
		deg[from[i]]++
	}
	for i := 0; i < n; i++ {
		start[i+1] += start[i]
	}
	pred := make([]int, m)
	fill := append([]int(nil), start[:n]...)
	for i := 0; i < m; i++ {
		pred[fill[to[i]]] = from[i]
		fill[to[i]]++
	}
	state := make([]int8, 2*n)
	left := make([]int, 2*n)
	queue := make([]int, 0, 2*n)
	reaches := func(d int) bool {
		queue = queue[:0]
		for s := 0; s < 2*n; s++ {
			state[s] = -1
			left[s] = deg[s%n]
		}
		set := func(s int, w int8) {
			state[s] = w
			queue = append(queue, s)
		}
		for v := 0; v < n; v++ {
			if x[v] >= d {
				set(v, 1)
				if deg[v] == 0 {
					set(n+v, 0)
				}
			} else {
				set(n+v, 1)
				if deg[v] == 0 {
					set(v, 0)
				}
			}
		}
		for head := 0; head < len(queue); head++ {
			s := queue[head]
			v, other := s%n, n
			if s >= n {
				other = 0
			}
			for _, u := range pred[start[v]:start[v+1]] {
				p := other + u
				if state[p] != -1 {
					continue
				}
				if state[s] == 0 {
					set(p, 1)
				} else {
					left[p]--
					if left[p] == 0 {
						set(p, 0)
					}
				}
			}
		}
		return state[0] == 1
	}
	cand := append([]int(nil), x...)
	sort.Ints(cand)
	lo, hi := 0, n-1
	for lo < hi {
		mid := (lo + hi + 1) / 2
		if reaches(cand[mid]) {
			lo = mid
		} else {
			hi = mid - 1
		}
	}
	fmt.Println(cand[lo])
}
