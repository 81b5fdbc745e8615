// AtCoder CADDi 2018 D Harlequin (https://atcoder.jp/contests/caddi2018/tasks/caddi2018_b), Go reference.
// In: N; then a_1 .. a_N. Out: "first" or "second".
// Eat one apple of each of some colors; the last to eat wins: the player to
// move loses exactly when every count is even.
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
	anyOdd := false
	for _, a := range nums[1 : 1+n] {
		if a%2 == 1 {
			anyOdd = true
		}
	}
	if anyOdd {
		os.Stdout.WriteString("first\n")
	} else {
		os.Stdout.WriteString("second\n")
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
