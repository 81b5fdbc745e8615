// Task 15 (t15-classify), Go reference: which tool fits a game.
// In: Q, then Q queries; each is a count c and c tokens key=value (0 or 1).
// Absent keys take their defaults. Out: one line per query, from the first
// rule of the table in docs/formats.md#t15-classify that applies.
package main

import (
	"bufio"
	"io"
	"os"
	"strings"
)

var defaults = map[string]bool{
	"impartial": true, "normal_play": true, "decomposable": false,
	"huge_n": false, "has_closed_form": false, "coupled_move": false,
	"acyclic": true, "scored": false, "chance": false,
}

func classify(f map[string]bool) string {
	switch {
	case !f["impartial"]:
		return "NOT_APPLICABLE: partizan - the players have different moves, so positions have no Grundy number; use Conway values for a sum, minimax for one small game"
	case !f["acyclic"]:
		return "NOT_APPLICABLE: loopy - positions can repeat, so the game graph is not a DAG; use retrograde analysis"
	case f["scored"]:
		return "NOT_APPLICABLE: scored - the result is a score, not who moves last; use minimax"
	case f["chance"]:
		return "NOT_APPLICABLE: chance - moves depend on randomness, outside the theory"
	case !f["normal_play"]:
		return "MISERE_SPECIAL: misere play flips the endgame; use the misere rule, not the plain XOR"
	case f["decomposable"] && !f["coupled_move"]:
		return "GRUNDY_XOR: independent components; XOR their Grundy values, O(V+E) per component"
	case f["has_closed_form"]:
		return "CLOSED_FORM: a formula such as n mod (k+1) answers each query in O(1)"
	case f["huge_n"]:
		return "PERIODICITY: certify the period with a full window of max(S) values, then O(1) per query after O(period) work"
	default:
		return "GRUNDY_TABLE: one game, small n; tabulate g by mex in O(n*k) for k moves"
	}
}

func main() {
	in := newTokens()
	out := bufio.NewWriterSize(os.Stdout, 1<<16)
	defer out.Flush()

	q := in.int()
	for i := 0; i < q; i++ {
		f := make(map[string]bool, len(defaults))
		for key, v := range defaults {
			f[key] = v
		}
		c := in.int()
		for j := 0; j < c; j++ {
			key, value, _ := strings.Cut(string(in.next()), "=")
			f[key] = value == "1"
		}
		out.WriteString(classify(f) + "\n")
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
