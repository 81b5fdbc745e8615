// HDU 3595 GG and MM (http://acm.hdu.edu.cn/showproblem.php?pid=3595), Go reference.
// In: tests until EOF, each N and N lines "p q". Out: "MM" if the first
// player wins, else "GG".
// Theory (every-SG): with every unfinished game moved each turn, the match
// is decided by the game that ends last. Its winner stretches it, its loser
// shortens it: steps(finished) = 0, steps(won) = 1 + max steps of a lost
// option, steps(lost) = 1 + min steps of any option; MM wins iff the largest
// is odd. For Euclid's game the chain of quotients is walked bottom-up: the
// last division (exact) is a win in 1; a quotient 1 above it forces one more
// move; a quotient >= 2 wins in 1 more move if the pair below is lost, else
// in 2 (through the pair whose only move leads there).
package main

import (
	"bufio"
	"os"
	"strconv"
)

func steps(a, b uint64) uint64 {
	if a < b {
		a, b = b, a
	}
	if b == 0 {
		return 0
	}
	var ones []bool
	for a%b != 0 {
		ones = append(ones, a/b == 1)
		a, b = b, a%b
	}
	s := uint64(1)
	for i := len(ones) - 1; i >= 0; i-- {
		if ones[i] || s%2 == 0 {
			s++
		} else {
			s += 2
		}
	}
	return s
}

func main() {
	sc := bufio.NewScanner(bufio.NewReaderSize(os.Stdin, 1<<16))
	sc.Buffer(make([]byte, 1<<16), 1<<20)
	sc.Split(bufio.ScanWords)
	next := func() (uint64, bool) {
		if !sc.Scan() {
			return 0, false
		}
		v, _ := strconv.ParseUint(sc.Text(), 10, 64)
		return v, true
	}
	w := bufio.NewWriter(os.Stdout)
	defer w.Flush()
	for {
		n, ok := next()
		if !ok {
			return
		}
		best := uint64(0)
		for i := uint64(0); i < n; i++ {
			p, _ := next()
			q, _ := next()
			if s := steps(p, q); s > best {
				best = s
			}
		}
		if best%2 == 1 {
			w.WriteString("MM\n")
		} else {
			w.WriteString("GG\n")
		}
	}
}
