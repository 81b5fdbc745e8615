// AOJ 1377 Black and White Boxes (https://judge.u-aizu.ac.jp/onlinejudge/description.jsp?id=1377), Go reference.
// In: n (<= 40), then n piles, strings of B and W from the bottom up.
// Out: the most boxes in a choice of piles that is fair (the sum of the piles' values is 0).
// Theory: a pile is a Blue-Red Hackenbush stalk (B is Alice's, Left): by Berlekamp's rule
// the first run of one colour counts +-1 a box, the i-th box after it +-1/2^i; a sum of
// numbers is fair (the player to move loses, so both can win) exactly when it is 0.
// Values in units of 2^-40 (a pile of at most 40 boxes needs at most 2^-39), in int64;
// the subsets by meeting in the middle (a map of sums per half).
package main

import (
	"bufio"
	"fmt"
	"os"
)

const unit = int64(1) << 40

func stalk(s string) int64 {
	sign := func(c byte) int64 {
		if c == 'B' {
			return 1
		}
		return -1
	}
	i, v := 0, int64(0)
	for i < len(s) && s[i] == s[0] {
		v += sign(s[i]) * unit
		i++
	}
	for k := 1; i < len(s); i, k = i+1, k+1 {
		v += sign(s[i]) * (unit >> k)
	}
	return v
}

func sums(values, weights []int64) map[int64]int64 {
	best := map[int64]int64{0: 0}
	type pair struct{ s, w int64 }
	for i := range values {
		var add []pair
		for s, w := range best {
			add = append(add, pair{s + values[i], w + weights[i]})
		}
		for _, p := range add {
			if old, ok := best[p.s]; !ok || old < p.w {
				best[p.s] = p.w
			}
		}
	}
	return best
}

func main() {
	in := bufio.NewReader(os.Stdin)
	var n int
	fmt.Fscan(in, &n)
	values, weights := make([]int64, n), make([]int64, n)
	for i := range values {
		var s string
		fmt.Fscan(in, &s)
		values[i], weights[i] = stalk(s), int64(len(s))
	}
	low, high := sums(values[:n/2], weights[:n/2]), sums(values[n/2:], weights[n/2:])
	best := int64(0)
	for s, w := range high {
		if l, ok := low[-s]; ok && l+w > best {
			best = l + w
		}
	}
	fmt.Println(best)
}
