// AtCoder ABC229 H Advance or Eat (https://atcoder.jp/contests/abc229/tasks/abc229_h), Go reference.
// In: N, then N rows of N cells W (Takahashi's), B (Snuke's) or '.', row 1 on top.
// Out: "Takahashi" if he, moving first, wins, else "Snuke".
// Theory: a move changes one column, so the board is the sum of its columns; every column
// is a number, the simplest number strictly between its best Left option (Takahashi: a W
// up into an empty cell, or eat a B) and its best Right option (Snuke: a B up, or eat a W).
// Takahashi moving first wins iff the sum is > 0. Numbers in units of 2^-40 (int64),
// columns memoized by their string.
package main

import (
	"bufio"
	"fmt"
	"os"
)

const scale = 40
const one = int64(1) << scale

// floorDiv is floor(a / 2^k) for k <= scale.
func floorDiv(a int64, k uint) int64 { return a >> k }

// simplest is the simplest number x with lo < x < hi (hasLo/hasHi: the bound exists).
func simplest(lo int64, hasLo bool, hi int64, hasHi bool) int64 {
	if (!hasLo || lo < 0) && (!hasHi || hi > 0) {
		return 0
	}
	if hasHi && hi <= 0 {
		return -simplest(-hi, hasHi, -lo, hasLo)
	}
	n := (floorDiv(lo, scale) + 1) * one
	if !hasHi || n < hi {
		return n
	}
	for j := uint(1); j <= scale; j++ {
		unit := one >> j
		m := (floorDiv(lo, scale-j) + 1) * unit
		if m < hi {
			return m
		}
	}
	panic("finer than 2^-40")
}

var memo = map[string]int64{}

func moves(col []byte, mine, theirs byte) []string {
	var out []string
	for i, c := range col {
		if c == theirs {
			next := append([]byte{}, col...)
			next[i] = '.'
			out = append(out, string(next))
		}
		if c == mine && i > 0 && col[i-1] == '.' {
			next := append([]byte{}, col...)
			next[i-1], next[i] = mine, '.'
			out = append(out, string(next))
		}
	}
	return out
}

func value(col string) int64 {
	if v, ok := memo[col]; ok {
		return v
	}
	var lo, hi int64
	hasLo, hasHi := false, false
	for _, m := range moves([]byte(col), 'W', 'B') {
		if v := value(m); !hasLo || v > lo {
			lo, hasLo = v, true
		}
	}
	for _, m := range moves([]byte(col), 'B', 'W') {
		if v := value(m); !hasHi || v < hi {
			hi, hasHi = v, true
		}
	}
	if hasLo && hasHi && lo >= hi {
		panic("not a number: " + col)
	}
	v := simplest(lo, hasLo, hi, hasHi)
	memo[col] = v
	return v
}

func main() {
	in := bufio.NewReader(os.Stdin)
	var n int
	fmt.Fscan(in, &n)
	rows := make([]string, n)
	for i := range rows {
		fmt.Fscan(in, &rows[i])
	}
	total := int64(0)
	for j := 0; j < n; j++ {
		col := make([]byte, n)
		for i := range rows {
			col[i] = rows[i][j]
		}
		total += value(string(col))
	}
	if total > 0 {
		fmt.Println("Takahashi")
	} else {
		fmt.Println("Snuke")
	}
}
