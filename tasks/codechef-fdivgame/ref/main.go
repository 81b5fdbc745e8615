// CodeChef FDIVGAME Floor Division Game (https://www.codechef.com/problems/FDIVGAME), Go reference.
// In: T; per test N, then A_1 .. A_N. Out: per test Henry if the first player
// wins, else Derek.
// Each integer is a game of its own, g(0) = 0, g(n) = mex of g(n/k) for
// k = 2..6 (floor division); Henry wins iff the XOR of the g(A_i) is not 0.
// g is tabulated as intervals of equal value up to 10^18: with g known on
// [0, x), g(x) is the mex of the g(x/k), and the same options (so the same
// value) hold for every n < min_k k*e_k, e_k the end of the known interval
// holding x/k (x itself for the last one, which is still growing).
package main

import (
	"bufio"
	"io"
	"os"
	"sort"
)

const limit = uint64(1000000000000000000)

var starts = []uint64{0}
var values = []int{0}

// find returns the index of the interval holding n (n below the known end).
func find(n uint64) int {
	return sort.Search(len(starts), func(i int) bool { return starts[i] > n }) - 1
}

func build() {
	x := uint64(1)
	for x <= limit {
		seen := [8]bool{}
		next := ^uint64(0)
		for k := uint64(2); k <= 6; k++ {
			j := find(x / k)
			seen[values[j]] = true
			end := x
			if j+1 < len(starts) {
				end = starts[j+1]
			}
			if k*end < next {
				next = k * end
			}
		}
		g := 0
		for seen[g] {
			g++
		}
		if g != values[len(values)-1] {
			starts = append(starts, x)
			values = append(values, g)
		}
		x = next
	}
}

func main() {
	build()
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
			x ^= values[find(next())]
		}
		if x != 0 {
			w.WriteString("Henry\n")
		} else {
			w.WriteString("Derek\n")
		}
	}
}
