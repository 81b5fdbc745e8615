// Codeforces 662A Gambling Nim (https://codeforces.com/contest/662/problem/A), Go reference.
// In: n, then n lines "a b". Out: Petya's winning probability "p/q", irreducible.
// Nim is lost iff the heaps XOR to 0; flipping card i XORs d_i = a_i ^ b_i
// into S = XOR a_i. With r the rank of the d_i (Gaussian elimination), the
// loss probability is 1/2^r if S is in their span, else 0.
package main

import (
	"bufio"
	"fmt"
	"io"
	"math/big"
	"os"
)

func main() {
	data, _ := io.ReadAll(bufio.NewReaderSize(os.Stdin, 1<<22))
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
	n := int(next())
	var s uint64
	// pivot[b]: a reduced vector whose lowest set bit is b (0 if none).
	var pivot [64]uint64
	for i := 0; i < n; i++ {
		a, b := next(), next()
		s ^= a
		d := a ^ b
		for bit := 0; bit < 64 && d != 0; bit++ {
			if d>>uint(bit)&1 == 0 {
				continue
			}
			if pivot[bit] == 0 {
				pivot[bit] = d
				break
			}
			d ^= pivot[bit]
		}
	}
	r := 0
	for bit := 0; bit < 64; bit++ {
		if pivot[bit] != 0 {
			r++
		}
		if s>>uint(bit)&1 == 1 {
			s ^= pivot[bit]
		}
	}
	if s != 0 {
		fmt.Println("1/1")
		return
	}
	den := new(big.Int).Lsh(big.NewInt(1), uint(r))
	num := new(big.Int).Sub(den, big.NewInt(1))
	if r == 0 {
		fmt.Println("0/1")
		return
	}
	fmt.Printf("%s/%s\n", num.String(), den.String())
}
