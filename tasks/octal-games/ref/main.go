// octal-games reference (Go). In: an octal code d0.d1d2... (or the word
// grundy), Q, then Q heaps. Out: "n0 p" (least preperiod and period,
// Guy-Smith certified) or "uncertified N", then g(heap) per line.
// Naive nim-sequence: removing j tokens may leave nothing (bit 1 of dj,
// x == j), one heap (bit 2, x > j) or two non-empty heaps (bit 4, split
// x - j into a + b); grundy: split x into two unequal non-empty heaps. For
// an octal code the table grows 128, 256, ... up to its target
// T = min(2^25, max(largest heap + 1, 8192)) values, stopping at the first
// certificate (whether one fits in T values does not depend on how the table
// grows); "uncertified T" if none. Grundy's game, never certified, is
// computed to the largest heap + 1. Certificate (octal codes
// only): g(n+p) == g(n) for max(n0,1) <= n < L-p in a table of
// L >= 2*max(n0,1) + 2p + t values (t = largest j with dj != 0).
package main

import (
	"bufio"
	"io"
	"os"
	"strconv"
)

const maxTerms = 1 << 25

// certifyFloor: the table of an octal code grows to at least this many values.
const certifyFloor = 8192

type rule struct {
	takeAll, takeOne, split []int
	unequal                 bool
	t                       int // -1: not an octal game (no certificate)
}

func parse(code string) rule {
	if code == "grundy" {
		return rule{split: []int{0}, unequal: true, t: -1}
	}
	digits := []int{int(code[0] - '0')}
	for _, c := range code[2:] {
		digits = append(digits, int(c-'0'))
	}
	r := rule{t: 0}
	for j, d := range digits {
		if d&1 != 0 && j > 0 {
			r.takeAll = append(r.takeAll, j)
		}
		if d&2 != 0 && j > 0 {
			r.takeOne = append(r.takeOne, j)
		}
		if d&4 != 0 {
			r.split = append(r.split, j)
		}
		if d != 0 {
			r.t = j
		}
	}
	return r
}

func extend(g []int, length int, r rule) []int {
	// The mex is at most the number of moves: 1 + len(takeOne) + len(split)*length.
	stamp := make([]int, 2+len(r.takeOne)+len(r.split)*length)
	for x := len(g); x < length; x++ {
		mark := func(v int) {
			if v < len(stamp) {
				stamp[v] = x + 1
			}
		}
		for _, j := range r.takeAll {
			if x == j {
				mark(0)
			}
		}
		for _, j := range r.takeOne {
			if x > j {
				mark(g[x-j])
			}
		}
		for _, j := range r.split {
			m := x - j
			if m < 2 {
				continue
			}
			top := m / 2
			if r.unequal {
				top = (m - 1) / 2
			}
			for a := 1; a <= top; a++ {
				mark(g[a] ^ g[m-a])
			}
		}
		v := 0
		for stamp[v] == x+1 {
			v++
		}
		g = append(g, v)
	}
	return g
}

func certify(g []int, t int) (int, int, bool) {
	L := len(g)
	for p := 1; 2*p+t+2 <= L; p++ {
		h := (L - 2*p - t) / 2
		ok := true
		for n := h; n < L-p; n++ {
			if g[n+p] != g[n] {
				ok = false
				break
			}
		}
		if ok {
			n0 := h
			for n0 > 0 && g[n0-1+p] == g[n0-1] {
				n0--
			}
			return n0, p, true
		}
	}
	return 0, 0, false
}

func main() {
	data, _ := io.ReadAll(bufio.NewReaderSize(os.Stdin, 1<<20))
	var tokens []string
	start := -1
	for i := 0; i <= len(data); i++ {
		if i == len(data) || data[i] <= ' ' {
			if start >= 0 {
				tokens = append(tokens, string(data[start:i]))
				start = -1
			}
		} else if start < 0 {
			start = i
		}
	}
	r := parse(tokens[0])
	q, _ := strconv.Atoi(tokens[1])
	heaps := make([]uint64, q)
	for i := range heaps {
		heaps[i], _ = strconv.ParseUint(tokens[2+i], 10, 64)
	}
	var g []int
	if r.t < 0 { // Grundy's game: never certified, computed to the largest heap
		most := 0
		for _, h := range heaps {
			if int(h)+1 > most {
				most = int(h) + 1
			}
		}
		g = extend(g, most, r)
	}
	target := uint64(certifyFloor)
	for _, h := range heaps {
		if h+1 > target {
			target = h + 1
		}
	}
	if target > maxTerms {
		target = maxTerms
	}
	length := 128
	n0, p, found := 0, 0, false
	for r.t >= 0 {
		g = extend(g, length, r)
		n0, p, found = certify(g, r.t)
		if found || length >= int(target) {
			break
		}
		length *= 2
		if length > int(target) {
			length = int(target)
		}
	}
	out := bufio.NewWriterSize(os.Stdout, 1<<16)
	defer out.Flush()
	if found {
		out.WriteString(strconv.Itoa(n0) + " " + strconv.Itoa(p) + "\n")
		for _, h := range heaps {
			i := h
			if h >= uint64(n0) {
				i = uint64(n0) + (h-uint64(n0))%uint64(p)
			}
			out.WriteString(strconv.Itoa(g[i]) + "\n")
		}
	} else {
		out.WriteString("uncertified " + strconv.Itoa(len(g)) + "\n")
		for _, h := range heaps {
			out.WriteString(strconv.Itoa(g[h]) + "\n")
		}
	}
}
