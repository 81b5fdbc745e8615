// AtCoder ARC 091 F Strange Nim (https://atcoder.jp/contests/arc091/tasks/arc091_d), Go reference.
// In: N, then N lines "A K": a pile of A stones, a move takes 1 to floor(x/K) of its x.
// Out: "Takahashi" if the first player wins, else "Aoki".
// Theory: g(x) = 0 for x < K, x/K when K divides x, else g(x - floor(x/K) - 1);
// the steps with one quotient q all subtract q + 1: jump over them at once.
package main

import (
	"bufio"
	"fmt"
	"os"
)

func grundy(x, k uint64) uint64 {
	for {
		q := x / k
		if q == 0 {
			return 0
		}
		if x%k == 0 {
			return q
		}
		// The first pile at or below q*k that the single steps reach.
		over := x - q*k
		steps := (over + q) / (q + 1)
		x -= steps * (q + 1)
	}
}

func main() {
	in := bufio.NewReaderSize(os.Stdin, 1<<16)
	var n int
	fmt.Fscan(in, &n)
	var x uint64
	for i := 0; i < n; i++ {
		var a, k uint64
		fmt.Fscan(in, &a, &k)
		x ^= grundy(a, k)
	}
	if x != 0 {
		fmt.Println("Takahashi")
	} else {
		fmt.Println("Aoki")
	}
}
