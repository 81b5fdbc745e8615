// uva-10561-treblecross, Go reference: UVa 10561 Treblecross
// https://onlinejudge.org/index.php?option=com_onlinejudge&Itemid=8&category=17&page=show_problem&problem=1502
// In: N (N < 100), then N boards over '.' and 'X' (length 3..200, never XXX).
// Out: per board "WINNING" and a line of the winning cells (1-based,
// increasing), or "LOSING" and an empty line.
// Theory: an empty cell that completes XXX wins at once; when one exists,
// those cells are the answer. Else cells within distance 2 of an X are poison;
// the safe cells form runs, a move at offset j of a run of length m leaves runs
// max(0, j-2) and max(0, m-j-3), so g(m) = mex over j of
// g(max(0, j-2)) ^ g(max(0, m-j-3)). XOR over the runs; the winning cells are
// the safe cells whose move leaves XOR 0.
package main

import (
	"bufio"
	"io"
	"os"
	"strconv"
)

const maxLen = 200

func main() {
	in := newTokens()
	out := bufio.NewWriterSize(os.Stdout, 1<<16)
	defer out.Flush()

	g := grundyTable(maxLen)
	n := in.int()
	for k := 0; k < n; k++ {
		cells := winningCells(in.next(), g)
		if len(cells) == 0 {
			out.WriteString("LOSING\n\n")
			continue
		}
		line := []byte("WINNING\n")
		for i, c := range cells {
			if i > 0 {
				line = append(line, ' ')
			}
			line = strconv.AppendInt(line, int64(c+1), 10)
		}
		line = append(line, '\n')
		out.Write(line)
	}
}

// grundyTable returns g[0..n] of a run of safe cells.
func grundyTable(n int) []int {
	g := make([]int, n+1)
	for m := 1; m <= n; m++ {
		seen := make([]bool, m+2) // at most m options, so the mex is <= m
		for j := 0; j < m; j++ {
			if v := g[imax(0, j-2)] ^ g[imax(0, m-j-3)]; v < len(seen) {
				seen[v] = true
			}
		}
		v := 0
		for seen[v] {
			v++
		}
		g[m] = v
	}
	return g
}

// immediateWins returns the 0-based empty cells whose X completes XXX.
func immediateWins(b []byte) []int {
	n := len(b)
	var wins []int
	for i := 0; i < n; i++ {
		if b[i] != '.' {
			continue
		}
		for s := i - 2; s <= i; s++ {
			if s < 0 || s+2 >= n {
				continue
			}
			full := true
			for c := s; c <= s+2; c++ {
				if c != i && b[c] != 'X' {
					full = false
				}
			}
			if full {
				wins = append(wins, i)
				break
			}
		}
	}
	return wins
}

// safeRuns returns [start, length] of the maximal runs of cells at distance
// more than 2 from every X.
func safeRuns(b []byte) [][2]int {
	n := len(b)
	safe := make([]bool, n)
	for i := range safe {
		safe[i] = true
	}
	for i, c := range b {
		if c == 'X' {
			for k := imax(0, i-2); k <= imin(n-1, i+2); k++ {
				safe[k] = false
			}
		}
	}
	var runs [][2]int
	for i := 0; i < n; {
		if !safe[i] {
			i++
			continue
		}
		j := i
		for j < n && safe[j] {
			j++
		}
		runs = append(runs, [2]int{i, j - i})
		i = j
	}
	return runs
}

// winningCells returns the 0-based cells where the player to move wins.
func winningCells(b []byte, g []int) []int {
	if wins := immediateWins(b); len(wins) > 0 {
		return wins
	}
	runs := safeRuns(b)
	total := 0
	for _, r := range runs {
		total ^= g[r[1]]
	}
	var cells []int
	for _, r := range runs {
		start, m := r[0], r[1]
		rest := total ^ g[m]
		for j := 0; j < m; j++ {
			if rest^g[imax(0, j-2)]^g[imax(0, m-j-3)] == 0 {
				cells = append(cells, start+j)
			}
		}
	}
	return cells
}

func imax(a, b int) int {
	if a > b {
		return a
	}
	return b
}

func imin(a, b int) int {
	if a < b {
		return a
	}
	return b
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

// int parses the next token as a non-negative decimal integer.
func (t *tokens) int() int {
	v := 0
	for _, c := range t.next() {
		v = v*10 + int(c-'0')
	}
	return v
}
