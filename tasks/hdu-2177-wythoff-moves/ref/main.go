// hdu-2177-wythoff-moves, Go reference: HDU 2177 Wythoff's game with the winning moves
// http://acm.hdu.edu.cn/showproblem.php?pid=2177
// In: lines "a b" (0 <= a <= b <= 10^6); the line "0 0" ends the input.
// Out: per line "0" if the player to move loses; else "1" and one line "x y"
// (x <= y, the piles left) per winning first move: first the move taking the
// same number from both piles, then the one taking from pile a, then the one
// taking from pile b (not listed when a == b: it is the move on pile a again).
// Theory: the losing positions (x <= y) are (A_k, B_k) = (floor(k phi),
// floor(k phi) + k); every positive integer is in exactly one of them, as
// A_j for j = floor(x / phi) + 1 or else as B_j for j = floor(x / phi^2) + 1.
// floor(k phi) = (k + isqrt(5 k^2)) / 2 in exact integers (math/big above 2^30).
package main

import (
	"bufio"
	"io"
	"math"
	"math/big"
	"os"
	"strconv"
)

var five = big.NewInt(5)

// lower returns A_k = floor(k * phi) exactly.
func lower(k uint64) uint64 {
	if k <= 1<<30 {
		// 5 k^2 < 2^63: a float64 guess, corrected in exact integers.
		n := 5 * k * k
		r := uint64(math.Sqrt(float64(n)))
		for r*r > n {
			r--
		}
		for (r+1)*(r+1) <= n {
			r++
		}
		return (k + r) / 2
	}
	kk := new(big.Int).SetUint64(k)
	sq := new(big.Int).Mul(kk, kk)
	sq.Mul(sq, five)
	sq.Sqrt(sq)
	sq.Add(sq, kk)
	sq.Rsh(sq, 1)
	return sq.Uint64()
}

// partner returns the other pile of the losing pair holding x.
func partner(x uint64) uint64 {
	if x == 0 {
		return 0
	}
	ax := lower(x)
	// floor(x / phi) = floor(x phi) - x, since 1/phi = phi - 1.
	if j := ax - x + 1; lower(j) == x {
		return x + j
	}
	// floor(x / phi^2) = 2x - ceil(x phi) = 2x - floor(x phi) - 1, since 1/phi^2 = 2 - phi.
	j := 2*x - ax
	return x - j
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
	pair := func(x, y uint64) {
		if x > y {
			x, y = y, x
		}
		line := strconv.AppendUint(nil, x, 10)
		line = append(line, ' ')
		line = strconv.AppendUint(line, y, 10)
		line = append(line, '\n')
		out.Write(line)
	}
	for i := 0; i+1 < len(nums); i += 2 {
		a, b := nums[i], nums[i+1]
		if a == 0 && b == 0 {
			break
		}
		k := b - a
		ak := lower(k)
		if ak == a {
			out.WriteString("0\n")
			continue
		}
		out.WriteString("1\n")
		if ak < a {
			pair(ak, ak+k)
		}
		if p := partner(b); p < a {
			pair(p, b)
		}
		if a < b {
			if q := partner(a); q < b {
				pair(a, q)
			}
		}
	}
}
