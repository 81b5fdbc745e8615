// Codeforces 1310F Bad Cryptography (https://codeforces.com/problemset/problem/1310/F), Go reference.
// In: t, then t pairs a b (below 2^64). Out: per pair the least x >= 1 with
// a^x = b (powers by nim multiplication), or -1.
// Theory: GF(2^64)* is cyclic of square-free order N = 2^64 - 1 =
// 3*5*17*257*641*65537*6700417; per prime p, x mod p solves
// (a^(N/p))^x = b^(N/p) (baby-step giant-step), or nothing is asked when
// a^(N/p) = 1 (then b^(N/p) must be 1); CRT gives x mod ord(a).
package main

import (
	"bufio"
	"math/big"
	"os"
	"strconv"
)

var small [256][256]uint64

// bitMul is the nim product of a, b < 2^bits by the Fermat-power rule down to bits.
func bitMul(a, b uint64, bits uint) uint64 {
	if bits == 1 {
		return a & b
	}
	half := bits / 2
	mask := uint64(1)<<half - 1
	a1, a0, b1, b0 := a>>half, a&mask, b>>half, b&mask
	p0, p1 := bitMul(a0, b0, half), bitMul(a1, b1, half)
	cross := bitMul(a0, b1, half) ^ bitMul(a1, b0, half)
	return (cross^p1)<<half | (p0 ^ bitMul(p1, uint64(1)<<(half-1), half))
}

// mul: the same rule from 64 bits down to the 8-bit table.
func mul(a, b uint64, bits uint) uint64 {
	if bits == 8 {
		return small[a][b]
	}
	half := bits / 2
	mask := uint64(1)<<half - 1
	a1, a0, b1, b0 := a>>half, a&mask, b>>half, b&mask
	p0, p1 := mul(a0, b0, half), mul(a1, b1, half)
	p2 := mul(a0^a1, b0^b1, half)
	return (p2^p0)<<half | (p0 ^ mul(p1, uint64(1)<<(half-1), half))
}

func pow(a, e uint64) uint64 {
	r := uint64(1)
	for e > 0 {
		if e&1 == 1 {
			r = mul(r, a, 64)
		}
		a = mul(a, a, 64)
		e >>= 1
	}
	return r
}

var primes = []uint64{3, 5, 17, 257, 641, 65537, 6700417}

// dlog is the x < p with g^x = h (g of prime order p), or -1.
func dlog(g, h, p uint64) int64 {
	m := uint64(1)
	for m*m < p {
		m++
	}
	baby := make(map[uint64]uint64, m)
	cur := uint64(1)
	for j := uint64(0); j < m; j++ {
		if _, ok := baby[cur]; !ok {
			baby[cur] = j
		}
		cur = mul(cur, g, 64)
	}
	step := pow(g, p-m%p) // g^(-m)
	cur = h
	for i := uint64(0); i < m; i++ {
		if j, ok := baby[cur]; ok {
			return int64((i*m + j) % p)
		}
		cur = mul(cur, step, 64)
	}
	return -1
}

func solve(a, b uint64) string {
	const n = ^uint64(0)
	x, mod := big.NewInt(0), big.NewInt(1)
	for _, p := range primes {
		ap, bp := pow(a, n/p), pow(b, n/p)
		if ap == 1 {
			if bp != 1 {
				return "-1"
			}
			continue
		}
		r := dlog(ap, bp, p)
		if r < 0 {
			return "-1"
		}
		// x = x + mod * ((r - x) * mod^-1 mod p)
		P := new(big.Int).SetUint64(p)
		inv := new(big.Int).ModInverse(new(big.Int).Mod(mod, P), P)
		t := new(big.Int).Sub(big.NewInt(r), x)
		t.Mul(t, inv).Mod(t, P)
		x.Add(x, t.Mul(t, mod))
		mod.Mul(mod, P)
	}
	if x.Sign() == 0 {
		x.Set(mod) // b = 1: the least positive x is ord(a)
	}
	return x.String()
}

func main() {
	for a := uint64(0); a < 256; a++ {
		for b := uint64(0); b < 256; b++ {
			small[a][b] = bitMul(a, b, 8)
		}
	}
	sc := bufio.NewScanner(bufio.NewReader(os.Stdin))
	sc.Split(bufio.ScanWords)
	next := func() uint64 {
		sc.Scan()
		v, err := strconv.ParseUint(sc.Text(), 10, 64)
		if err != nil {
			panic(err)
		}
		return v
	}
	w := bufio.NewWriter(os.Stdout)
	defer w.Flush()
	t := next()
	for ; t > 0; t-- {
		a, b := next(), next()
		w.WriteString(solve(a, b))
		w.WriteByte('\n')
	}
}
