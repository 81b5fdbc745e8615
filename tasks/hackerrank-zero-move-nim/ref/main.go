// HackerRank Zero-Move Nim (https://www.hackerrank.com/challenges/zero-move-nim/problem), Go reference.
// In: g, then g games, each a line n and a line of n piles p_i.
// Out: per game "W" if John (first) wins, else "L".
// Theory: with its zero-move left, a pile p is worth p+1 (odd p), p-1 (even p > 0), 0 (p = 0),
// the pairs 1<->2, 3<->4, ... swapped; the game is the XOR of the values.
package main

import (
	"bufio"
	"fmt"
	"os"
)

func main() {
	in := bufio.NewReaderSize(os.Stdin, 1<<16)
	out := bufio.NewWriter(os.Stdout)
	defer out.Flush()
	var games int
	fmt.Fscan(in, &games)
	for ; games > 0; games-- {
		var n int
		fmt.Fscan(in, &n)
		var x uint64
		for i := 0; i < n; i++ {
			var p uint64
			fmt.Fscan(in, &p)
			switch {
			case p == 0:
			case p%2 == 1:
				x ^= p + 1
			default:
				x ^= p - 1
			}
		}
		if x != 0 {
			fmt.Fprintln(out, "W")
		} else {
			fmt.Fprintln(out, "L")
		}
	}
}
