// HDU 3980 Paint Chain, Go reference.
// In: T; per test N M. Out: "Case #i: aekdycoin" when the first player wins
// the ring of N beads where a move paints M consecutive unpainted beads,
// else "Case #i: abcdxyzk".
// The game is played out directly on segments: a segment of length L is
// worth mex over every placement p (0 <= p <= L - M) of the XOR of the
// segments left, p and L - M - p. The ring: no move if N < M, one move that
// ends it if N = M, otherwise every first move leaves the segment N - M.
// Values are memoized per M as they are asked for (tests in any order).
package main

import (
	"bufio"
	"io"
	"os"
	"strconv"
)

type table struct {
	m    int
	vals []int  // vals[L] for every L computed so far
	seen []bool // scratch: the values reached from the segment in hand
}

func (t *table) value(l int) int {
	for len(t.vals) <= l {
		cur := len(t.vals)
		for i := range t.seen {
			t.seen[i] = false
		}
		for p := 0; p+t.m <= cur; p++ {
			v := t.vals[p] ^ t.vals[cur-t.m-p]
			for v >= len(t.seen) {
				t.seen = append(t.seen, false)
			}
			t.seen[v] = true
		}
		v := 0
		for v < len(t.seen) && t.seen[v] {
			v++
		}
		t.vals = append(t.vals, v)
	}
	return t.vals[l]
}

func main() {
	data, _ := io.ReadAll(bufio.NewReaderSize(os.Stdin, 1<<20))
	pos := 0
	next := func() int {
		for pos < len(data) && data[pos] <= ' ' {
			pos++
		}
		v := 0
		for pos < len(data) && data[pos] > ' ' {
			v = v*10 + int(data[pos]-'0')
			pos++
		}
		return v
	}
	out := bufio.NewWriterSize(os.Stdout, 1<<16)
	defer out.Flush()
	tables := map[int]*table{}
	t := next()
	for i := 1; i <= t; i++ {
		n, m := next(), next()
		var first bool
		switch {
		case n < m:
			first = false
		case n == m:
			first = true
		default:
			tb, ok := tables[m]
			if !ok {
				tb = &table{m: m}
				tables[m] = tb
			}
			first = tb.value(n-m) == 0
		}
		out.WriteString("Case #" + strconv.Itoa(i) + ": ")
		if first {
			out.WriteString("aekdycoin\n")
		} else {
			out.WriteString("abcdxyzk\n")
		}
	}
}
