// Codeforces 850C Arpa and a game with Mojtaba
// (https://codeforces.com/problemset/problem/850/C), Go reference.
// In: n, then a_1 .. a_n (1 <= n <= 100, 1 <= a_i <= 10^9).
// Out: "Mojtaba" if the first player wins, else "Arpa".
// Theory: the game is the sum over primes p (XOR of Grundy values); for one
// prime only the set of exponents matters, a bitmask with bit e for exponent
// e. Choosing p^k maps every e >= k to e - k (0 vanishes) and keeps e < k.
// Grundy values by memoised mex; each move lowers the top exponent, so the
// recursion is at most 30 deep.
package main

import (
	"bufio"
	"io"
	"os"
)

var memo = map[uint32]int{0: 0}

// grundy is the Grundy value of one prime's exponent set.
func grundy(mask uint32) int {
	if g, ok := memo[mask]; ok {
		return g
	}
	top := 31
	for mask>>uint(top)&1 == 0 {
		top--
	}
	var seen [64]bool
	for k := 1; k <= top; k++ {
		low := mask & (1<<uint(k) - 1)
		next := (mask>>uint(k) | low) &^ 1
		seen[grundy(next)] = true
	}
	g := 0
	for seen[g] {
		g++
	}
	memo[mask] = g
	return g
}

// sieve returns the primes up to n.
func sieve(n int) []int {
	composite := make([]bool, n+1)
	var ps []int
	for i := 2; i <= n; i++ {
		if !composite[i] {
			ps = append(ps, i)
			for j := i * i; j <= n; j += i {
				composite[j] = true
			}
		}
	}
	return ps
}

func main() {
	in := newTokens()
	n := in.int()
	masks := map[int64]uint32{}
	primes := sieve(31623)
	for i := 0; i < n; i++ {
		x := in.int64()
		for _, p := range primes {
			pp := int64(p)
			if pp*pp > x {
				break
			}
			e := 0
			for x%pp == 0 {
				x /= pp
				e++
			}
			if e > 0 {
				masks[pp] |= 1 << uint(e)
			}
		}
		if x > 1 {
			masks[x] |= 2
		}
	}
	total := 0
	for _, m := range masks {
		total ^= grundy(m)
	}
	if total != 0 {
		os.Stdout.WriteString("Mojtaba\n")
	} else {
		os.Stdout.WriteString("Arpa\n")
	}
}

// tokens reads the whole of stdin and hands out whitespace-separated tokens.
type tokens struct {
	buf []byte
	pos int
}

func newTokens() *tokens {
	b, _ := io.ReadAll(bufio.NewReaderSize(os.Stdin, 1<<20))
	return &tokens{buf: b}
}

func (t *tokens) next() []byte {
	for t.pos < len(t.buf) && t.buf[t.pos] <= ' ' {
		t.pos++
	}
	start := t.pos
	for t.pos < len(t.buf) && t.buf[t.pos] > ' ' {
		t.pos++
	}
	return t.buf[start:t.pos]
}

func (t *tokens) int64() int64 {
	var v int64
	for _, c := range t.next() {
		v = v*10 + int64(c-'0')
	}
	return v
}

func (t *tokens) int() int { return int(t.int64()) }
