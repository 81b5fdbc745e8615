// hdu-3537-daizhenyangs-coin, Go reference: HDU 3537 Daizhenyang's Coin
// http://acm.hdu.edu.cn/showproblem.php?pid=3537
// In: test cases to the end of the input, each "n" then n positions of heads
// (coins numbered from 0; a position listed more than once is one head).
// Out: per test case "Yes" if the first player loses, else "No".
// Theory: Mock Turtles; the value of a head on coin x is the (x+1)-th odious
// number (a number with an odd count of 1 bits): 1, 2, 4, 7, 8, 11, ...
// Among 2x and 2x+1 exactly one is odious (they differ in the last bit
// only), and it is the (x+1)-th, so take whichever of the two is odious.
package main

import (
	"bufio"
	"math/bits"
	"os"
	"strconv"
)

func odious(v uint64) bool { return bits.OnesCount64(v)%2 == 1 }

func main() {
	sc := bufio.NewScanner(bufio.NewReaderSize(os.Stdin, 1<<16))
	sc.Buffer(make([]byte, 1<<16), 1<<20)
	sc.Split(bufio.ScanWords)
	w := bufio.NewWriter(os.Stdout)
	defer w.Flush()
	next := func() (uint64, bool) {
		if !sc.Scan() {
			return 0, false
		}
		v, err := strconv.ParseUint(sc.Text(), 10, 64)
		if err != nil {
			os.Stderr.WriteString("error: bad token\n")
			os.Exit(1)
		}
		return v, true
	}
	for {
		n, ok := next()
		if !ok {
			break
		}
		seen := map[uint64]bool{}
		var x uint64
		for i := uint64(0); i < n; i++ {
			h, _ := next()
			if seen[h] {
				continue
			}
			seen[h] = true
			if odious(2 * h) {
				x ^= 2 * h
			} else {
				x ^= 2*h + 1
			}
		}
		if x == 0 {
			w.WriteString("Yes\n")
		} else {
			w.WriteString("No\n")
		}
	}
}
