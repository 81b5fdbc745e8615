// Codeforces 150A Win or Freeze (https://codeforces.com/problemset/problem/150/A), Go reference.
// In: q. Out: "2", or "1" and a winning first move ("0" if there is no move).
// Write a divisor strictly between 1 and the last number; who cannot move
// wins. The player to move loses exactly when q is a product of two primes;
// from q with three or more prime factors, p1*p2 (the two smallest) wins.
package main

import (
	"bufio"
	"fmt"
	"os"
)

func main() {
	var q int64
	fmt.Fscan(bufio.NewReader(os.Stdin), &q)
	var primes []int64
	m := q
	for p := int64(2); p*p <= m && len(primes) < 3; p++ {
		for m%p == 0 && len(primes) < 3 {
			m /= p
			primes = append(primes, p)
		}
	}
	if m > 1 && len(primes) < 3 {
		primes = append(primes, m)
	}
	switch {
	case len(primes) <= 1:
		fmt.Println("1\n0")
	case len(primes) == 2:
		fmt.Println("2")
	default:
		fmt.Printf("1\n%d\n", primes[0]*primes[1])
	}
}
