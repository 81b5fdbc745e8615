// loopy-token-sum: tokens on a digraph with cycles (our own problem; its statement is the package README), Go reference.
// In: n m, m arcs u v, then q positions k t_1..t_k. Out: each vertex's
// generalized Sprague-Grundy value (g, or inf and the finite values of its
// followers), then WIN, LOSE or DRAW for each position.
// Smith's algorithm, round i = 0, 1, ...: (1) while some unlabelled vertex u
// has no follower labelled i, and every follower of u that is unlabelled or
// labelled inf has a follower labelled i, label u with i; (2) label inf
// every unlabelled vertex with no follower labelled i; (3) repeat while
// vertices are unlabelled. Step (1) keeps a counter per vertex of the
// followers it still waits for, lowered when such a follower gains a
// follower labelled i. A sum: all finite, LOSE exactly when the XOR is 0;
// one inf(K), WIN exactly when the XOR a of the rest lies in K, else DRAW;
// two or more inf, DRAW. O((V + E) (1 + largest value)).
package main

import (
	"bufio"
	"os"
	"sort"
	"strconv"
)

const (
	unlabelled = -1
	inf        = -2
)

func main() {
	rd := bufio.NewReaderSize(os.Stdin, 1<<16)
	next := func() int {
		n, c := 0, byte(0)
		for c, _ = rd.ReadByte(); c == ' ' || c == '\n' || c == '\r'; c, _ = rd.ReadByte() {
		}
		for ; c >= '0' && c <= '9'; c, _ = rd.ReadByte() {
			n = n*10 + int(c-'0')
		}
		return n
	}
	n, m := next(), next()
	tail := make([]int32, m)
	head := make([]int32, m)
	outStart := make([]int32, n+1)
	inStart := make([]int32, n+1)
	for i := 0; i < m; i++ {
		tail[i], head[i] = int32(next()-1), int32(next()-1)
		outStart[tail[i]+1]++
		inStart[head[i]+1]++
	}
	for v := 0; v < n; v++ {
		outStart[v+1] += outStart[v]
		inStart[v+1] += inStart[v]
	}
	succ := make([]int32, m)
	pred := make([]int32, m)
	po := append([]int32(nil), outStart[:n]...)
	pi := append([]int32(nil), inStart[:n]...)
	for i := 0; i < m; i++ {
		succ[po[tail[i]]] = head[i]
		po[tail[i]]++
		pred[pi[head[i]]] = tail[i]
		pi[head[i]]++
	}
	label := make([]int32, n)
	for v := range label {
		label[v] = unlabelled
	}
	open := make([]int32, n)  // followers still waited for, this round
	seen := make([]int32, n)  // round+1 when the vertex has a follower labelled round
	left := make([]int32, 0, n)
	for v := 0; v < n; v++ {
		left = append(left, int32(v))
	}
	waits := func(v int32) bool { return label[v] == unlabelled || label[v] == inf }
	for round := int32(0); len(left) > 0; round++ {
		var queue []int32
		for _, u := range left {
			open[u] = 0
			for _, f := range succ[outStart[u]:outStart[u+1]] {
				if waits(f) {
					open[u]++
				}
			}
			if open[u] == 0 {
				queue = append(queue, u)
			}
		}
		for len(queue) > 0 {
			u := queue[len(queue)-1]
			queue = queue[:len(queue)-1]
			if label[u] != unlabelled || seen[u] == round+1 || open[u] != 0 {
				continue
			}
			label[u] = round
			for _, p := range pred[inStart[u]:inStart[u+1]] {
				if seen[p] == round+1 || !waits(p) {
					continue
				}
				seen[p] = round + 1
				for _, r := range pred[inStart[p]:inStart[p+1]] {
					if label[r] == unlabelled {
						open[r]--
						if open[r] == 0 && seen[r] != round+1 {
							queue = append(queue, r)
						}
					}
				}
			}
		}
		still := left[:0]
		for _, u := range left {
			if label[u] != unlabelled {
				continue
			}
			if seen[u] != round+1 {
				label[u] = inf
			} else {
				still = append(still, u)
			}
		}
		left = still
	}
	w := bufio.NewWriterSize(os.Stdout, 1<<16)
	defer w.Flush()
	reach := make([]map[int32]bool, n)
	for v := 0; v < n; v++ {
		if label[v] != inf {
			w.WriteString(strconv.Itoa(int(label[v])))
			w.WriteByte('\n')
			continue
		}
		reach[v] = map[int32]bool{}
		var ks []int
		for _, f := range succ[outStart[v]:outStart[v+1]] {
			if label[f] >= 0 && !reach[v][label[f]] {
				reach[v][label[f]] = true
				ks = append(ks, int(label[f]))
			}
		}
		sort.Ints(ks)
		w.WriteString("inf")
		for _, k := range ks {
			w.WriteByte(' ')
			w.WriteString(strconv.Itoa(k))
		}
		w.WriteByte('\n')
	}
	q := next()
	for ; q > 0; q-- {
		k := next()
		x, infs, at := int32(0), 0, -1
		for ; k > 0; k-- {
			t := next() - 1
			if label[t] == inf {
				infs++
				at = t
			} else {
				x ^= label[t]
			}
		}
		switch {
		case infs == 0 && x == 0:
			w.WriteString("LOSE\n")
		case infs == 0, infs == 1 && reach[at][x]:
			w.WriteString("WIN\n")
		default:
			w.WriteString("DRAW\n")
		}
	}
}
