// HDU 3544 Alice's Game (http://acm.hdu.edu.cn/showproblem.php?pid=3544), Go reference.
// In: the number of test cases; each: N, then N lines "X Y".
// Out: per case "Case k: Alice" if Alice (first, cuts across X) wins, else "Case k: Bob".
// Theory: Cutcake; a bar of X x Y is worth, to Alice, X / 2^floor(log2 Y) - 1 when
// that is positive, minus (to Bob) Y / 2^floor(log2 X) - 1 when that is; the bars add,
// and Alice moving first wins exactly when the sum is positive.
package main

import (
	"bufio"
	"fmt"
	"math/bits"
	"os"
)

func value(x, y uint64) int64 {
	i := uint(bits.Len64(y) - 1)
	j := uint(bits.Len64(x) - 1)
	alice := int64(x>>i) - 1
	bob := int64(y>>j) - 1
	if alice < 0 {
		alice = 0
	}
	if bob < 0 {
		bob = 0
	}
	return alice - bob
}

func main() {
	in := bufio.NewReaderSize(os.Stdin, 1<<16)
	out := bufio.NewWriter(os.Stdout)
	defer out.Flush()
	var cases int
	fmt.Fscan(in, &cases)
	for k := 1; k <= cases; k++ {
		var n int
		fmt.Fscan(in, &n)
		var sum int64
		for i := 0; i < n; i++ {
			var x, y uint64
			fmt.Fscan(in, &x, &y)
			sum += value(x, y)
		}
		if sum > 0 {
			fmt.Fprintf(out, "Case %d: Alice\n", k)
		} else {
			fmt.Fprintf(out, "Case %d: Bob\n", k)
		}
	}
}
