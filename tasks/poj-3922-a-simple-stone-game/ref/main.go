// POJ 3922 A simple stone game (http://poj.org/problem?id=3922), Go reference.
// In: t, then t lines "n k". Out: "Case i: lose" if the first player loses,
// else "Case i: m", m the smallest winning first take.
// Theory (WC2009, the k-multiple dynamic subtraction game): the losing piles
// are a[0] = 1, a[i] = b[i-1] + 1, where b[i] = a[i] + b[j] for the largest j
// with a[j] * k < a[i] (b[i] = a[i] if none) is the largest sum of earlier
// terms each more than k times the next. A pile that is no term is such a
// sum, taken greedily, and its smallest part is the smallest winning take.
package main

import (
	"bufio"
	"fmt"
	"os"
)

func main() {
	in := bufio.NewReaderSize(os.Stdin, 1<<16)
	w := bufio.NewWriter(os.Stdout)
	defer w.Flush()
	var t int
	fmt.Fscan(in, &t)
	for c := 1; c <= t; c++ {
		var n, k int64
		fmt.Fscan(in, &n, &k)
		a := []int64{1}
		b := []int64{1}
		j := 0
		for a[len(a)-1] < n {
			i := len(a)
			next := b[i-1] + 1
			for j+1 < i && a[j+1]*k < next {
				j++
			}
			a = append(a, next)
			if a[j]*k < next {
				b = append(b, b[j]+next)
			} else {
				b = append(b, next)
			}
		}
		fmt.Fprintf(w, "Case %d: ", c)
		if n <= 1 || a[len(a)-1] == n {
			fmt.Fprintln(w, "lose")
			continue
		}
		rest, take := n, int64(0)
		for i := len(a) - 1; rest > 0; i-- {
			if a[i] <= rest {
				rest -= a[i]
				take = a[i]
			}
		}
		fmt.Fprintln(w, take)
	}
}
