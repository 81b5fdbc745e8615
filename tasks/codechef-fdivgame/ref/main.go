// CodeChef FDIVGAME Floor Division Game (https://www.codechef.com/problems/FDIVGAME), Go reference.
// In: T; per test N, then A_1 .. A_N. Out: per test Henry if the first player
// wins, else Derek.
// Each integer is a game of its own: g(0) = 0, g(n) = mex of g(n/k) for
// k = 2..6 (floor division), memoized; the first player wins iff the XOR of
// the g(A_i) is not 0.
package main

import (
	"bufio"
	"io"
	"os"
)

var memo = map[uint64]int{}

func grundy(n uint64) int {
	if n == 0 {
		return 0
	}
	if g, ok := memo[n]; ok {
		return g
	}
	seen := [8]bool{}
	for k := uint64(2); k <= 6; k++ {
		seen[grundy(n/k)] = true
	}
	g := 0
	for seen[g] {
		g++
	}
	memo[n] = g
	return g
}

func main() {
	data, _ := io.ReadAll(bufio.NewReader(os.Stdin))
	pos := 0
	next := func() uint64 {
		for pos < len(data) && data[pos] <= ' ' {
			pos++
		}
		var v uint64
		for pos < len(data) && data[pos] > ' ' {
			v = v*10 + uint64(data[pos]-'0')
			pos++
		}
		return v
	}
	w := bufio.NewWriter(os.Stdout)
	defer w.Flush()
	for t := next(); t > 0; t-- {
		x := 0
		for n := next(); n > 0; n-- {
			x ^= grundy(next())
		}
		if x != 0 {
			w.WriteString("Henry\n")
		} else {
			w.WriteString("Derek\n")
		}
	}
}
