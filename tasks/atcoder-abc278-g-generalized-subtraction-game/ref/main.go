// AtCoder ABC278 G Generalized Subtraction Game, Go player.
// In: N L R from the judge, then its moves "a b" (0 0: it cannot move, we
// won). Out: First or Second, then our moves "x y".
// When a block size y in L..R has the parity of N, take the middle y cards
// first and answer every judge's move with the same move in the other of
// the two equal rows (Tweedledum and Tweedledee). Otherwise L = R with
// N - L odd, and the rows are heaps of "remove exactly L adjacent cards":
// their Grundy values by the mex, and each move keeps the XOR at 0.
package main

import (
	"bufio"
	"fmt"
	"os"
)

var in = bufio.NewReader(os.Stdin)
var out = bufio.NewWriter(os.Stdout)

func read() int {
	var v int
	if _, err := fmt.Fscan(in, &v); err != nil {
		os.Exit(0)
	}
	return v
}

func say(format string, args ...interface{}) {
	fmt.Fprintf(out, format+"\n", args...)
	out.Flush()
}

func main() {
	n, l, r := read(), read(), read()
	for y := l; y <= r && y <= n; y++ {
		if (n-y)%2 != 0 {
			continue
		}
		half := (n - y) / 2
		say("First")
		say("%d %d", half+1, y)
		for {
			a, b := read(), read()
			if a <= 0 {
				return
			}
			if a <= half {
				say("%d %d", a+half+y, b)
			} else {
				say("%d %d", a-half-y, b)
			}
		}
	}
	g := make([]int, n+1)
	mark := make([]int, 2*n+2)
	for m := l; m <= n; m++ {
		for a := 0; a <= m-l; a++ {
			mark[g[a]^g[m-l-a]] = m
		}
		v := 0
		for mark[v] == m {
			v++
		}
		g[m] = v
	}
	present := make([]bool, n+2)
	for c := 1; c <= n; c++ {
		present[c] = true
	}
	ours := g[n] != 0
	if ours {
		say("First")
	} else {
		say("Second")
	}
	for {
		if ours {
			type row struct{ start, length int }
			var rows []row
			total := 0
			for c := 1; c <= n; {
				if !present[c] {
					c++
					continue
				}
				s := c
				for c <= n && present[c] {
					c++
				}
				rows = append(rows, row{s, c - s})
				total ^= g[c-s]
			}
			x := 0
		search:
			for _, rw := range rows {
				for a := 0; a+l <= rw.length; a++ {
					if total^g[rw.length]^g[a]^g[rw.length-l-a] == 0 {
						x = rw.start + a
						break search
					}
				}
			}
			if x == 0 { // lost: never from the side chosen
				say("0 0")
				return
			}
			say("%d %d", x, l)
			for c := x; c < x+l; c++ {
				present[c] = false
			}
		} else {
			a, b := read(), read()
			if a <= 0 {
				return
			}
			for c := a; c < a+b; c++ {
				present[c] = false
			}
		}
		ours = !ours
	}
}
