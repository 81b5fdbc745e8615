// hdu-3404-switch-lights, Go reference: HDU 3404 Switch lights
// http://acm.hdu.edu.cn/showproblem.php?pid=3404
// In: T, then per test case n and n lines "x y" (1 <= x, y <= 10000), the
// lights that are on, all distinct.
// Out: per test case "Have a try, lxhgww." if the first player wins, else
// "Don't waste your time.".
// Theory: Turning Corners with degenerate rectangles is Turning Turtles
// times itself; by the Tartan theorem a light on (x, y) is worth x (*) y.
// The nim product is distributive over XOR, so x (*) y is the XOR of
// 2^i (*) 2^j over the bits i of x and j of y, and a power of two is a
// product of distinct Fermat 2-powers F_k = 2^(2^k) (k the bits of i),
// which multiply as ordinary numbers, while F (*) F = 3F/2. So
// 2^i (*) 2^j = 2^(i xor j) (*) (product over the common bits k of 3F_k/2).
package main

import (
	"bufio"
	"os"
	"strconv"
)

var powMemo = map[[2]uint]uint64{}

// powMul returns 2^i (*) 2^j.
func powMul(i, j uint) uint64 {
	if i&j == 0 {
		return 1 << (i | j)
	}
	key := [2]uint{i, j}
	if v, ok := powMemo[key]; ok {
		return v
	}
	// The highest common bit k: F = 2^(2^k) appears in both.
	k := uint(0)
	for c := i & j; c > 1; c >>= 1 {
		k++
	}
	e := uint(1) << k // F = 2^e
	// 2^i (*) 2^j = (F (*) F) (*) (2^(i-e) (*) 2^(j-e)), F (*) F = 2^e xor 2^(e-1).
	rest := powMul(i^e, j^e)
	v := mul(uint64(1)<<e|uint64(1)<<(e-1), rest)
	powMemo[key] = v
	return v
}

// mul returns a (*) b, bit by bit.
func mul(a, b uint64) uint64 {
	var r uint64
	for i := uint(0); a>>i != 0; i++ {
		if a>>i&1 == 0 {
			continue
		}
		for j := uint(0); b>>j != 0; j++ {
			if b>>j&1 == 1 {
				r ^= powMul(i, j)
			}
		}
	}
	return r
}

func main() {
	sc := bufio.NewScanner(bufio.NewReaderSize(os.Stdin, 1<<16))
	sc.Split(bufio.ScanWords)
	next := func() uint64 {
		sc.Scan()
		v, _ := strconv.ParseUint(sc.Text(), 10, 64)
		return v
	}
	w := bufio.NewWriter(os.Stdout)
	defer w.Flush()
	t := next()
	table := map[[2]uint64]uint64{}
	for ; t > 0; t-- {
		n := next()
		var x uint64
		for ; n > 0; n-- {
			r, c := next(), next()
			key := [2]uint64{r, c}
			v, ok := table[key]
			if !ok {
				v = mul(r, c)
				table[key] = v
			}
			x ^= v
		}
		if x != 0 {
			w.WriteString("Have a try, lxhgww.\n")
		} else {
			w.WriteString("Don't waste your time.\n")
		}
	}
}
