// Benchmark B (bench-crossover) reference: monolithic win/loss search vs
// Grundy decomposition on m piles of n, m = 1..mmax.
// In: n, k, the k elements of S, mmax. Flags: --time-budget-ms N (default
// 10000), --mem-budget-mb N (default 1024), --canonical.
// Out: "m states mono_ms decomp_ms mono decomp" (+ " canon_states canon_ms
// canon" with --canonical), one line per m, then the crossover line.
//
// Same algorithms as the Rust binary: a dense table (one byte per state
// here) indexed by the mixed-radix rank, filled bottom-up since every move
// lowers the rank; sorted tuples ranked by the combinatorial number system;
// one Grundy table and an XOR. A search is skipped (and every later one) once
// its predicted time, from the last measured cost per unit of work, or its
// memory passes a budget.
package main

import (
	"bufio"
	"fmt"
	"io"
	"math"
	"math/big"
	"os"
	"sort"
	"strconv"
	"strings"
	"time"
)

const (
	maxN    = 1000000
	maxMmax = 1000
	maxWork = 1000000000
)

type inputError struct{ msg string }

func fail(format string, a ...interface{}) { panic(inputError{fmt.Sprintf(format, a...)}) }

type options struct {
	timeMs, memMb uint64
	canonical     bool
}

func parseArgs(args []string) options {
	o := options{10000, 1024, false}
	for i := 0; i < len(args); i++ {
		a := args[i]
		if a == "--canonical" {
			o.canonical = true
			continue
		}
		if a != "--time-budget-ms" && a != "--mem-budget-mb" {
			fail("option %q: unknown", a)
		}
		if i+1 >= len(args) || !isDigits(args[i+1]) {
			fail("option %s needs a non-negative integer", a)
		}
		v, err := strconv.ParseUint(args[i+1], 10, 64)
		if err != nil {
			fail("option %s needs a non-negative integer", a)
		}
		if a == "--time-budget-ms" {
			o.timeMs = v
		} else {
			o.memMb = v
		}
		i++
	}
	return o
}

func isDigits(s string) bool {
	if s == "" {
		return false
	}
	for _, c := range s {
		if c < '0' || c > '9' {
			return false
		}
	}
	return true
}

func grundyTable(moves []int, n int) []int {
	g := make([]int, n+1)
	stamp := make([]int, len(moves)+2)
	for i := range stamp {
		stamp[i] = -1
	}
	for x := 1; x <= n; x++ {
		for _, s := range moves {
			if s <= x {
				stamp[g[x-s]] = x
			}
		}
		v := 0
		for stamp[v] == x {
			v++
		}
		g[x] = v
	}
	return g
}

func decomposedWins(moves []int, piles []int) bool {
	hi := 0
	for _, p := range piles {
		if p > hi {
			hi = p
		}
	}
	g := grundyTable(moves, hi)
	x := 0
	for _, p := range piles {
		x ^= g[p]
	}
	return x != 0
}

// moves: sorted distinct, each <= max(piles).
func monolithicWins(moves []int, piles []int) bool {
	m := len(piles)
	if m == 0 {
		return false
	}
	first, rest := piles[0], piles[1:]
	block := first + 1
	weights := make([]int, len(rest))
	total := block
	for i, p := range rest {
		weights[i] = total
		total *= p + 1
	}
	win := make([]byte, total)
	digits := make([]int, len(rest))
	far := []int{}
	base := 0
	for {
		far = far[:0]
		for i, d := range digits {
			for _, s := range moves {
				if s > d {
					break
				}
				far = append(far, s*weights[i])
			}
		}
		for d0 := 0; d0 < block; d0++ {
			r := base + d0
			found := false
			for _, s := range moves {
				if s > d0 {
					break
				}
				if win[r-s] == 0 {
					found = true
					break
				}
			}
			if !found {
				for _, off := range far {
					if win[r-off] == 0 {
						found = true
						break
					}
				}
			}
			if found {
				win[r] = 1
			}
		}
		base += block
		i := 0
		for {
			if i == len(digits) {
				return win[total-1] == 1
			}
			if digits[i] < rest[i] {
				digits[i]++
				break
			}
			digits[i] = 0
			i++
		}
	}
}

// Search over sorted tuples ranked by sum C(q_t + t, t + 1).
func canonicalWins(moves []int, piles []int) bool {
	m := len(piles)
	if m == 0 {
		return false
	}
	hi := 0
	for _, p := range piles {
		if p > hi {
			hi = p
		}
	}
	total := int(multisets(uint64(hi), uint64(m)).Int64())
	f := make([]int, (hi+1)*m) // f[v*m+t] = C(v + t, t + 1)
	for v := 1; v <= hi; v++ {
		for t := 0; t < m; t++ {
			left := 1
			if t > 0 {
				left = f[v*m+t-1]
			}
			f[v*m+t] = left + f[(v-1)*m+t]
		}
	}
	win := make([]byte, total)
	q := make([]int, m)
	for rank := 0; rank < total; rank++ {
		found := false
		for j := 0; j < m && !found; j++ {
			if j > 0 && q[j-1] == q[j] {
				continue
			}
			v := q[j]
			for _, s := range moves {
				if s > v {
					break
				}
				w := v - s
				k := j
				dropped := f[v*m+j]
				added := 0
				for k > 0 && q[k-1] > w {
					k--
					dropped += f[q[k]*m+k]
					added += f[q[k]*m+k+1]
				}
				added += f[w*m+k]
				if win[rank-dropped+added] == 0 {
					found = true
					break
				}
			}
		}
		if found {
			win[rank] = 1
		}
		for t := 0; t < m; t++ {
			lim := hi
			if t+1 < m {
				lim = q[t+1]
			}
			if q[t] < lim {
				q[t]++
				for u := 0; u < t; u++ {
					q[u] = 0
				}
				break
			}
		}
	}
	start := append([]int(nil), piles...)
	sort.Ints(start)
	rank := 0
	for t, p := range start {
		rank += f[p*m+t]
	}
	return win[rank] == 1
}

func multisets(n, m uint64) *big.Int {
	c := big.NewInt(1)
	for i := uint64(1); i <= m; i++ {
		c.Mul(c, new(big.Int).SetUint64(n+i))
		c.Div(c, new(big.Int).SetUint64(i))
	}
	return c
}

type budget struct {
	pilePower   float64
	cost        float64
	measured    bool
	skippedFrom uint64
}

func (b *budget) work(states float64, m uint64) float64 {
	return states * math.Pow(float64(m), b.pilePower)
}

// allows reports whether a run with `states` states fits (one byte each plus
// extraBytes); states beyond int never fit.
func (b *budget) allows(o options, m uint64, states *big.Int, extraBytes uint64, fallback float64) bool {
	if b.skippedFrom != 0 {
		return false
	}
	fits := false
	if states.IsInt64() && states.Int64() <= math.MaxInt {
		s := uint64(states.Int64())
		cost := fallback
		if b.measured {
			cost = b.cost
		}
		memOk := new(big.Int).SetUint64(s+extraBytes).Cmp(new(big.Int).Lsh(new(big.Int).SetUint64(o.memMb), 20)) <= 0
		fits = memOk && cost*b.work(float64(s), m) <= float64(o.timeMs)
	}
	if !fits {
		b.skippedFrom = m
	}
	return fits
}

func (b *budget) record(ms float64, states *big.Int, m uint64) {
	b.cost = ms / b.work(float64(states.Int64()), m)
	b.measured = true
}

func winner(w bool) string {
	if w {
		return "FIRST"
	}
	return "SECOND"
}

func millis(d time.Duration) float64 { return float64(d.Nanoseconds()) / 1e6 }

func main() {
	var out strings.Builder
	func() {
		defer func() {
			if r := recover(); r != nil {
				if e, ok := r.(inputError); ok {
					fmt.Fprintln(os.Stderr, "error: "+e.msg)
					os.Exit(1)
				}
				panic(r)
			}
		}()
		opts := parseArgs(os.Args[1:])
		data, err := io.ReadAll(bufio.NewReader(os.Stdin))
		if err != nil {
			fail("stdin cannot be read")
		}
		toks := strings.Fields(string(data))
		pos := 0
		num := func(what string, limit uint64) uint64 {
			if pos >= len(toks) {
				fail("token %d (%s): missing: the input ended", pos+1, what)
			}
			t := toks[pos]
			pos++
			v, err := strconv.ParseUint(t, 10, 64)
			if !isDigits(t) || err != nil || v > limit {
				fail("token %d (%s): expected an integer in 0..=%d, found %q", pos, what, limit, t)
			}
			return v
		}
		n := num("n", maxN)
		k := num("k", math.MaxUint64)
		if k > uint64(len(toks)-pos) {
			fail("token %d (k): more elements than the input holds", pos)
		}
		var raw []uint64
		for i := uint64(0); i < k; i++ {
			s := num("element of S", math.MaxUint64)
			if s == 0 {
				fail("token %d (element of S): is 0: a pass makes the game loopy", pos)
			}
			raw = append(raw, s)
		}
		mmax := num("mmax", maxMmax)
		if pos != len(toks) {
			fail("token %d (end of input): unexpected extra token", pos+1)
		}
		set := map[int]bool{}
		moves := []int{}
		for _, s := range raw {
			if s <= n && !set[int(s)] {
				set[int(s)] = true
				moves = append(moves, int(s))
			}
		}
		sort.Ints(moves)
		if mmax*(n+1)*uint64(len(moves)) > maxWork {
			fail("n, S and mmax: above the work limit %d", maxWork)
		}

		out.WriteString("m states mono_ms decomp_ms mono decomp")
		if opts.canonical {
			out.WriteString(" canon_states canon_ms canon")
		}
		out.WriteString("\n")
		mono := &budget{pilePower: 1}
		canon := &budget{pilePower: 2}
		states := big.NewInt(1)
		for m := uint64(1); m <= mmax; m++ {
			states.Mul(states, new(big.Int).SetUint64(n+1))
			piles := make([]int, m)
			for i := range piles {
				piles[i] = int(n)
			}
			t0 := time.Now()
			decomp := decomposedWins(moves, piles)
			decompMs := millis(time.Since(t0))
			fallback := decompMs / float64(n+1)
			monoMs, monoW := "-", "-"
			if mono.allows(opts, m, states, 0, fallback) {
				t0 = time.Now()
				w := monolithicWins(moves, piles)
				ms := millis(time.Since(t0))
				mono.record(ms, states, m)
				monoMs, monoW = fmt.Sprintf("%.3f", ms), winner(w)
			}
			fmt.Fprintf(&out, "%d %s %s %.3f %s %s", m, states.String(), monoMs, decompMs, monoW, winner(decomp))
			if opts.canonical {
				cstates := multisets(n, m)
				if canon.allows(opts, m, cstates, (n+1)*m*8, fallback) {
					t0 = time.Now()
					w := canonicalWins(moves, piles)
					ms := millis(time.Since(t0))
					canon.record(ms, cstates, m)
					fmt.Fprintf(&out, " %s %.3f %s", cstates.String(), ms, winner(w))
				} else {
					fmt.Fprintf(&out, " %s - -", cstates.String())
				}
			}
			out.WriteString("\n")
		}
		if mono.skippedFrom != 0 {
			fmt.Fprintf(&out, "crossover: monolithic impractical from m=%d\n", mono.skippedFrom)
		} else {
			fmt.Fprintf(&out, "crossover: none up to m=%d\n", mmax)
		}
	}()
	w := bufio.NewWriter(os.Stdout)
	w.WriteString(out.String())
	w.Flush()
}
