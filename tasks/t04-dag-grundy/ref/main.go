// Task 4 (t04-dag-grundy), Go reference: the Grundy value of every vertex of
// a DAG. In: V E, then E edges u v (a move u -> v; parallel edges allowed).
// Out: line 1, the V Grundy values in vertex order; line 2, the vertices with
// Grundy value 0, ascending (an empty line when there are none).
// Reverse topological order (Kahn on out-degrees), iterative, O(V + E).
package main

import (
	"bufio"
	"io"
	"os"
	"strconv"
)

func main() {
	in := newTokens()
	out := bufio.NewWriterSize(os.Stdout, 1<<16)
	defer out.Flush()

	nv := in.int()
	ne := in.int()
	from := make([]int32, ne)
	to := make([]int32, ne)
	outStart := make([]int32, nv+1) // CSR of successors
	inStart := make([]int32, nv+1)  // CSR of predecessors
	for i := 0; i < ne; i++ {
		from[i] = int32(in.int())
		to[i] = int32(in.int())
		outStart[from[i]+1]++
		inStart[to[i]+1]++
	}
	for v := 0; v < nv; v++ {
		outStart[v+1] += outStart[v]
		inStart[v+1] += inStart[v]
	}
	succ := make([]int32, ne)
	pred := make([]int32, ne)
	outFill := append([]int32(nil), outStart[:nv]...)
	inFill := append([]int32(nil), inStart[:nv]...)
	for i := 0; i < ne; i++ {
		succ[outFill[from[i]]] = to[i]
		outFill[from[i]]++
		pred[inFill[to[i]]] = from[i]
		inFill[to[i]]++
	}

	// A vertex is ready once all its successors have a value.
	left := make([]int32, nv)
	queue := make([]int32, 0, nv)
	for v := 0; v < nv; v++ {
		left[v] = outStart[v+1] - outStart[v]
		if left[v] == 0 {
			queue = append(queue, int32(v))
		}
	}
	g := make([]int32, nv)
	stamp := make([]int32, nv+2) // stamp[val] == v+1 marks val as seen for v
	for head := 0; head < len(queue); head++ {
		v := queue[head]
		deg := outStart[v+1] - outStart[v]
		for _, w := range succ[outStart[v]:outStart[v+1]] {
			if gw := g[w]; gw <= deg {
				stamp[gw] = v + 1
			}
		}
		m := int32(0)
		for stamp[m] == v+1 {
			m++
		}
		g[v] = m
		for _, u := range pred[inStart[v]:inStart[v+1]] {
			left[u]--
			if left[u] == 0 {
				queue = append(queue, u)
			}
		}
	}
	if len(queue) != nv {
		os.Stderr.WriteString("error: the graph has a cycle\n")
		os.Exit(1)
	}

	line := make([]byte, 0, 16)
	for v := 0; v < nv; v++ {
		line = line[:0]
		if v > 0 {
			line = append(line, ' ')
		}
		line = strconv.AppendInt(line, int64(g[v]), 10)
		out.Write(line)
	}
	out.WriteString("\n")
	first := true
	for v := 0; v < nv; v++ {
		if g[v] == 0 {
			line = line[:0]
			if !first {
				line = append(line, ' ')
			}
			first = false
			line = strconv.AppendInt(line, int64(v), 10)
			out.Write(line)
		}
	}
	out.WriteString("\n")
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

// next returns the next token, or nil at the end of the input.
func (t *tokens) next() []byte {
	for t.pos < len(t.buf) && t.buf[t.pos] <= ' ' {
		t.pos++
	}
	start := t.pos
	for t.pos < len(t.buf) && t.buf[t.pos] > ' ' {
		t.pos++
	}
	if start == t.pos {
		return nil
	}
	return t.buf[start:t.pos]
}

// int64 parses the next token as a non-negative decimal integer.
func (t *tokens) int64() int64 {
	var v int64
	for _, c := range t.next() {
		v = v*10 + int64(c-'0')
	}
	return v
}

func (t *tokens) int() int { return int(t.int64()) }
