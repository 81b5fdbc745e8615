// Library Checker nim_product_64 Nim Product (F_{2^64}) (https://judge.yosupo.jp/problem/nim_product_64), Go reference.
// In: T, then T pairs A B (0 <= A, B < 2^64). Out: A (x) B per pair.
// Theory: the nim product is bilinear over XOR, so A (x) B is the XOR of
// 2^i (x) 2^j over the set bits i of A and j of B; 2^i is the ordinary
// product of the Fermat powers 2^(2^k) for the bits k of i, distinct Fermat
// powers multiply as integers, and F (x) F = F XOR F/2.
package main

import (
	"bufio"
	"os"
	"strconv"
)

var pow2 [64][64]uint64
var known [64][64]bool

// mulPow2 is 2^x (x) 2^y.
func mulPow2(x, y uint) uint64 {
	if known[x][y] {
		return pow2[x][y]
	}
	var r uint64
	common := x & y
	if common == 0 {
		r = uint64(1) << (x | y)
	} else {
		// The highest shared Fermat power F = 2^(2^k): 2^x (x) 2^y =
		// (F (x) F) (x) (2^x' (x) 2^y') with x', y' the rest.
		k := uint(0)
		for common>>(k+1) != 0 {
			k++
		}
		f := uint(1) << k // F = 2^f
		rest := mulPow2(x^f, y^f)
		r = mul(uint64(1)<<f, rest) ^ mul(uint64(1)<<(f-1), rest)
	}
	pow2[x][y], known[x][y] = r, true
	return r
}

func mul(a, b uint64) uint64 {
	var r uint64
	for i := uint(0); i < 64; i++ {
		if a>>i&1 == 0 {
			continue
		}
		for j := uint(0); j < 64; j++ {
			if b>>j&1 == 1 {
				r ^= mulPow2(i, j)
			}
		}
	}
	return r
}

func main() {
	sc := bufio.NewScanner(bufio.NewReaderSize(os.Stdin, 1<<20))
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	sc.Split(bufio.ScanWords)
	next := func() uint64 {
		sc.Scan()
		v, err := strconv.ParseUint(sc.Text(), 10, 64)
		if err != nil {
			panic(err)
		}
		return v
	}
	w := bufio.NewWriterSize(os.Stdout, 1<<20)
	defer w.Flush()
	t := next()
	for ; t > 0; t-- {
		a, b := next(), next()
		w.WriteString(strconv.FormatUint(mul(a, b), 10))
		w.WriteByte('\n')
	}
}
