// COCI 2017/18 contest 5, Planinarenje, Go reference.
// In: N M, then M trails v d (peak v, valley d). Out: N lines, Slavko when
// every maximum matching covers peak i (he moves first), else Mirko.
// A maximum matching by Kuhn's augmenting paths; then peak i, matched to
// valley d, is avoidable exactly when, with i taken out, an alternating
// path from the freed valley d reaches an unmatched peak (the matching of
// G - i is then as large as G's). One search per peak: O(N (N + M)).
package main

import (
	"bufio"
	"os"
)

func main() {
	in := bufio.NewReaderSize(os.Stdin, 1<<20)
	readInt := func() int {
		n, c := 0, byte(' ')
		for c == ' ' || c == '\n' || c == '\r' || c == '\t' {
			c, _ = in.ReadByte()
		}
		for c >= '0' && c <= '9' {
			n = n*10 + int(c-'0')
			c, _ = in.ReadByte()
		}
		return n
	}
	n, m := readInt(), readInt()
	down := make([][]int, n+1) // peak -> valleys
	up := make([][]int, n+1)   // valley -> peaks
	for i := 0; i < m; i++ {
		v, d := readInt(), readInt()
		down[v] = append(down[v], d)
		up[d] = append(up[d], v)
	}
	valleyOf := make([]int, n+1)
	peakOf := make([]int, n+1)
	mark := make([]int, n+1)
	stamp := 0
	// try: an augmenting path from peak p, recursion kept to depth n by
	// visiting each valley once per root.
	var try func(p int) bool
	try = func(p int) bool {
		for _, d := range down[p] {
			if mark[d] == stamp {
				continue
			}
			mark[d] = stamp
			if peakOf[d] == 0 || try(peakOf[d]) {
				peakOf[d] = p
				valleyOf[p] = d
				return true
			}
		}
		return false
	}
	for p := 1; p <= n; p++ {
		stamp++
		try(p)
	}
	out := bufio.NewWriterSize(os.Stdout, 1<<16)
	defer out.Flush()
	seenValley := make([]int, n+1)
	round := 0
	queue := make([]int, 0, n)
	for i := 1; i <= n; i++ {
		avoidable := valleyOf[i] == 0
		if !avoidable {
			round++
			queue = append(queue[:0], valleyOf[i])
			seenValley[valleyOf[i]] = round
			for head := 0; head < len(queue) && !avoidable; head++ {
				d := queue[head]
				for _, p := range up[d] {
					if p == i || (peakOf[d] == p) {
						continue
					}
					if valleyOf[p] == 0 {
						avoidable = true
						break
					}
					next := valleyOf[p]
					if seenValley[next] != round {
						seenValley[next] = round
						queue = append(queue, next)
					}
				}
			}
		}
		if avoidable {
			out.WriteString("Mirko\n")
		} else {
			out.WriteString("Slavko\n")
		}
	}
}
