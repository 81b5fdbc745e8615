// Project Euler 409 Nim Extreme (https://projecteuler.net/problem=409), in our
// own format, Go reference.
// In: n (1 <= n <= 10^7). Out: W(n) mod 1e9+7, the Nim positions of n
// non-empty piles of pairwise different sizes below 2^n (piles in order) that
// the player to move wins.
// With N = 2^n - 1 and f[k] the ordered choices of k distinct values in
// 1..N of XOR 0: pick k-1 distinct values (g[k-1] = N(N-1)...(N-k+2) ways);
// the last must be their XOR y, which fails when y = 0 (f[k-1] ways) or when
// y repeats one of them (the rest then XOR to 0: (k-1)(N-k+2) f[k-2] ways).
// W(n) = g[n] - f[n].
package main

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"
)

const mod = 1000000007

func main() {
	data, _ := io.ReadAll(bufio.NewReader(os.Stdin))
	n, _ := strconv.ParseInt(strings.TrimSpace(string(data)), 10, 64)
	// N = 2^n - 1 mod p.
	pw := int64(1)
	base := int64(2)
	for e := n; e > 0; e >>= 1 {
		if e&1 == 1 {
			pw = pw * base % mod
		}
		base = base * base % mod
	}
	big := (pw - 1 + mod) % mod
	// f2 = f[k-2], f1 = f[k-1], g = g[k-1] at the top of step k.
	f2, f1, g := int64(1), int64(0), big
	for k := int64(2); k <= n; k++ {
		top := ((big-k+2)%mod + mod) % mod
		f := (g - f1 - (k-1)%mod*top%mod*f2%mod) % mod
		if f < 0 {
			f += mod
		}
		f2, f1 = f1, f
		g = g * (((big-k+1)%mod + mod) % mod) % mod
	}
	// Now g = g[n] and f1 = f[n] (for n = 1: g = N, f[1] = 0).
	fmt.Println(((g-f1)%mod + mod) % mod)
}
