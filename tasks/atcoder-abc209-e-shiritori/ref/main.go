// AtCoder ABC209 E Shiritori (https://atcoder.jp/contests/abc209/tasks/abc209_e), Go reference.
// In: N, then N words of 3 to 8 letters. Out: for each word, who wins the
// game Takahashi opens with it: Takahashi, Aoki or Draw.
// A word is an arc from its first three letters to its last three; saying a
// word moves the game along its arc, and the player who has no arc from the
// current vertex loses. Retrograde analysis over the 52^3 vertices: a vertex
// with no arc out is lost for its mover; a lost vertex makes each
// predecessor won; a won one lowers each predecessor's count of arcs not yet
// known to lead to a win, and a count at 0 makes it lost; never reached:
// draw. The answer for word i is the other side of its end vertex: Aoki moves
// there. O(52^3 + N).
package main

import (
	"bufio"
	"os"
)

func code(b byte) int {
	if b >= 'a' {
		return int(b-'a') + 26
	}
	return int(b - 'A')
}

func main() {
	rd := bufio.NewReaderSize(os.Stdin, 1<<16)
	word := func() []byte {
		var w []byte
		c, _ := rd.ReadByte()
		for c == ' ' || c == '\n' || c == '\r' {
			c, _ = rd.ReadByte()
		}
		for c > ' ' {
			w = append(w, c)
			c, _ = rd.ReadByte()
		}
		return w
	}
	n := 0
	for _, c := range word() {
		n = n*10 + int(c-'0')
	}
	const V = 52 * 52 * 52
	key := func(w []byte) int { return (code(w[0])*52+code(w[1]))*52 + code(w[2]) }
	from := make([]int32, n)
	to := make([]int32, n)
	outDeg := make([]int32, V)
	inDeg := make([]int32, V+1)
	for i := 0; i < n; i++ {
		w := word()
		from[i] = int32(key(w))
		to[i] = int32(key(w[len(w)-3:]))
		outDeg[from[i]]++
		inDeg[to[i]+1]++
	}
	// Predecessors of each vertex, in one array (counting sort by head).
	for v := 0; v < V; v++ {
		inDeg[v+1] += inDeg[v]
	}
	pred := make([]int32, n)
	fill := append([]int32(nil), inDeg[:V]...)
	for i := 0; i < n; i++ {
		pred[fill[to[i]]] = from[i]
		fill[to[i]]++
	}
	state := make([]int8, V) // 0 draw (undecided), 1 win, 2 lose
	queue := make([]int32, 0, V)
	for v := 0; v < V; v++ {
		if outDeg[v] == 0 {
			state[v] = 2
			queue = append(queue, int32(v))
		}
	}
	for head := 0; head < len(queue); head++ {
		v := queue[head]
		for _, u := range pred[inDeg[v]:inDeg[v+1]] {
			if state[u] != 0 {
				continue
			}
			if state[v] == 2 {
				state[u] = 1
				queue = append(queue, u)
			} else if outDeg[u]--; outDeg[u] == 0 {
				state[u] = 2
				queue = append(queue, u)
			}
		}
	}
	w := bufio.NewWriterSize(os.Stdout, 1<<16)
	defer w.Flush()
	for i := 0; i < n; i++ {
		switch state[to[i]] {
		case 1:
			w.WriteString("Aoki\n")
		case 2:
			w.WriteString("Takahashi\n")
		default:
			w.WriteString("Draw\n")
		}
	}
}
