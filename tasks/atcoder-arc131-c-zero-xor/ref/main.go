// AtCoder ARC 131 C Zero XOR (https://atcoder.jp/contests/arc131/tasks/arc131_c), Go reference.
// In: N; then A_1 .. A_N, distinct. Out: "Win" or "Lose".
// Eat one cookie a turn; leaving XOR 0 wins. An odd N wins; an even N wins
// only by a first move that leaves XOR 0 (some A_i equals the XOR of all).
package main

import (
	"bufio"
	"io"
	"os"
)

func main() {
	b, _ := io.ReadAll(bufio.NewReaderSize(os.Stdin, 1<<20))
	nums := parse(b)
	n := int(nums[0])
	a := nums[1 : 1+n]
	var x int64
	for _, v := range a {
		x ^= v
	}
	win := n%2 == 1
	for _, v := range a {
		if v == x {
			win = true
		}
	}
	if win {
		os.Stdout.WriteString("Win\n")
	} else {
		os.Stdout.WriteString("Lose\n")
	}
}

// parse returns every whitespace-separated non-negative integer of b.
func parse(b []byte) []int64 {
	var out []int64
	var v int64
	in := false
	for _, c := range b {
		if c > ' ' {
			v = v*10 + int64(c-'0')
			in = true
		} else if in {
			out = append(out, v)
			v, in = 0, false
		}
	}
	if in {
		out = append(out, v)
	}
	return out
}
