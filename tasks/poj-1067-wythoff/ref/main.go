// poj-1067-wythoff, Go reference: POJ 1067 (= HDU 1527) Wythoff's game
// http://poj.org/problem?id=1067
// In: pairs "a b" (0 <= a, b <= 10^9) until the end of the input; no count line.
// Out: one line per pair: 1 if the player to move wins, 0 if not.
// Theory: the losing positions (a <= b) are (floor(k*phi), floor(k*phi) + k),
// k = 0, 1, 2, ..., phi = (1 + sqrt 5) / 2. With a <= b and k = b - a the
// mover loses exactly when a == floor(k*phi) = (k + isqrt(5 k^2)) / 2, in
// exact integers (math/big): floating-point phi is wrong from k = 102334155.
package main

import (
	"bufio"
	"io"
	"math/big"
	"os"
)

// floorKPhi returns floor(k * phi) exactly.
func floorKPhi(k uint64) uint64 {
	kk := new(big.Int).SetUint64(k)
	sq := new(big.Int).Mul(kk, kk)
	sq.Mul(sq, big.NewInt(5))
	sq.Sqrt(sq)
	sq.Add(sq, kk)
	sq.Rsh(sq, 1)
	return sq.Uint64()
}

func main() {
	data, _ := io.ReadAll(bufio.NewReaderSize(os.Stdin, 1<<20))
	out := bufio.NewWriterSize(os.Stdout, 1<<16)
	defer out.Flush()
	var nums []uint64
	for i := 0; i < len(data); {
		if data[i] <= ' ' {
			i++
			continue
		}
		var v uint64
		for i < len(data) && data[i] > ' ' {
			v = v*10 + uint64(data[i]-'0')
			i++
		}
		nums = append(nums, v)
	}
	for i := 0; i+1 < len(nums); i += 2 {
		a, b := nums[i], nums[i+1]
		if a > b {
			a, b = b, a
		}
		if floorKPhi(b-a) == a {
			out.WriteString("0\n")
		} else {
			out.WriteString("1\n")
		}
	}
}
