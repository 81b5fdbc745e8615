// AtCoder ABC265 Ex No-capture Lance Game (https://atcoder.jp/contests/abc265/tasks/abc265_h), Go reference.
// In: H W. Out: how many of the (W(W-1))^H placements are first-player wins, mod 998244353.
// Theory: a row whose pieces face away is the integer (first's free squares) - (second's);
// one whose pieces face each other is the nimber *gap; a board is x + *m, a first-player
// win iff x > 0 or (x = 0 and m != 0). Counting: x > 0 and x < 0 are equally many, and
// with the middle coefficients of powers of the integer rows' polynomial A and the XOR
// counts by the Walsh-Hadamard transform Bh of the gaps, the answer is
// 2^(H-1) T^H + [x^0](A + T)^H / 2 - sum_s [x^0](A + Bh_s)^H / M, T = W(W-1)/2;
// [x^0] of a power from the recurrence of P F' = H P' F, F = P^H.
package main

import "fmt"

const mod = 998244353

func power(b, e int64) int64 {
	b %= mod
	r := int64(1)
	for ; e > 0; e >>= 1 {
		if e&1 == 1 {
			r = r * b % mod
		}
		b = b * b % mod
	}
	return r
}

// central is [x^0] (A + beta)^h, a[j] the coefficient of x^(j - d).
func central(a []int64, d int, beta, h int64, inv []int64) int64 {
	p := append([]int64{}, a...)
	p[d] = (p[d] + beta) % mod
	if d == 0 {
		return power(p[0], h)
	}
	n := d * int(h)
	f := make([]int64, n+1)
	f[0] = 1
	for i := 1; i <= n; i++ {
		var s1, s2 int64
		for j := 1; j <= 2*d && j <= i; j++ {
			s1 = (s1 + (h+1)%mod*int64(j)%mod*p[j]%mod*f[i-j]) % mod
			s2 = (s2 + p[j]*f[i-j]) % mod
		}
		f[i] = ((s1-int64(i)*s2%mod)%mod + mod) % mod * inv[i] % mod
	}
	return f[n]
}

func main() {
	var h int64
	var w int
	fmt.Scan(&h, &w)
	d := w - 2
	a := make([]int64, 2*d+1)
	m := 1
	for m < w-1 {
		m *= 2
	}
	gaps := make([]int64, m)
	for first := 0; first < w; first++ {
		for second := 0; second < w; second++ {
			if first < second {
				a[first-(w-1-second)+d]++
			} else if first > second {
				gaps[first-second-1]++
			}
		}
	}
	t := int64(w * (w - 1) / 2)
	inv := make([]int64, d*int(h)+2)
	inv[1] = 1
	for i := 2; i < len(inv); i++ {
		inv[i] = (mod - mod/int64(i)*inv[mod%int64(i)]%mod) % mod
	}
	times := map[int64]int64{}
	for s := 0; s < m; s++ {
		v := int64(0)
		for g := 0; g < m; g++ {
			bits := 0
			for x := g & s; x > 0; x &= x - 1 {
				bits++
			}
			if bits%2 == 0 {
				v += gaps[g]
			} else {
				v -= gaps[g]
			}
		}
		times[v]++
	}
	ans := power(2, h-1) * power(t, h) % mod
	ans = (ans + power(2, mod-2)*central(a, d, t, h, inv)) % mod
	invM := power(int64(m), mod-2)
	for beta, k := range times {
		part := central(a, d, (beta%mod+mod)%mod, h, inv) * k % mod * invM % mod
		ans = (ans - part + mod) % mod
	}
	fmt.Println(ans)
}
