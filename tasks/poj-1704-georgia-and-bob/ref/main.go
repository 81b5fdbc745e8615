// POJ 1704 Georgia and Bob, Go reference.
// In: T; per test N, then N distinct cells P_i (not sorted). Out: "Georgia
// will win" if the first player wins, else "Bob will win", one line per test.
// Sort the cells and pair the chessmen from the right: (p[n-2], p[n-1]),
// (p[n-4], p[n-3]), ...; with N odd the leftmost pairs with a wall at cell 0.
// Each pair is a Nim heap of the empty cells between its two chessmen;
// Georgia wins iff the XOR of the heaps is not 0.
package main

import (
	"bufio"
	"io"
	"os"
	"sort"
)

func main() {
	data, _ := io.ReadAll(bufio.NewReaderSize(os.Stdin, 1<<20))
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
	out := bufio.NewWriterSize(os.Stdout, 1<<16)
	defer out.Flush()
	for t := next(); t > 0; t-- {
		n := int(next())
		p := make([]uint64, n)
		for i := range p {
			p[i] = next()
		}
		sort.Slice(p, func(i, j int) bool { return p[i] < p[j] })
		var x uint64
		for r := n - 1; r >= 0; r -= 2 {
			var left uint64 // the wall
			if r >= 1 {
				left = p[r-1]
			}
			x ^= p[r] - left - 1
		}
		if x != 0 {
			out.WriteString("Georgia will win\n")
		} else {
			out.WriteString("Bob will win\n")
		}
	}
}
