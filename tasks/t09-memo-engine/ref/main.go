// Task 9 (t09-memo-engine), Go reference: a generic memoized Grundy engine.
// In: Q, then Q queries, each `sub n` (subtraction game S = {1,3,4}, one pile
// of n) or `nim a b` (two-pile Nim). Out: one line per query, the Grundy
// value computed by the engine. One cache per game lives across all queries;
// Nim states are canonical (pair sorted). The engine is iterative.
package main

import (
	"bufio"
	"io"
	"os"
	"strconv"
)

// Game is a finite acyclic impartial game with hashable positions.
type Game[P comparable] interface {
	// Canon returns the canonical form of a position (equal games, equal keys).
	Canon(p P) P
	// Moves returns the positions reachable in one move.
	Moves(p P) []P
}

// Engine memoizes Grundy values by canonical position.
type Engine[P comparable] struct {
	game Game[P]
	memo map[P]int
}

func NewEngine[P comparable](game Game[P]) *Engine[P] {
	return &Engine[P]{game: game, memo: make(map[P]int)}
}

type frame[P comparable] struct {
	pos   P
	moves []P
	next  int
}

// Grundy returns g(start) = mex{ g(q) : q a move from start }, with an
// explicit stack instead of recursion.
func (e *Engine[P]) Grundy(start P) int {
	start = e.game.Canon(start)
	if v, ok := e.memo[start]; ok {
		return v
	}
	stack := []frame[P]{{pos: start, moves: e.canonMoves(start)}}
	for len(stack) > 0 {
		top := &stack[len(stack)-1]
		if top.next < len(top.moves) {
			q := top.moves[top.next]
			top.next++
			if _, ok := e.memo[q]; !ok {
				stack = append(stack, frame[P]{pos: q, moves: e.canonMoves(q)})
			}
			continue
		}
		seen := make([]bool, len(top.moves)+1)
		for _, q := range top.moves {
			if v := e.memo[q]; v < len(seen) {
				seen[v] = true
			}
		}
		m := 0
		for seen[m] {
			m++
		}
		e.memo[top.pos] = m
		stack = stack[:len(stack)-1]
	}
	return e.memo[start]
}

func (e *Engine[P]) canonMoves(p P) []P {
	ms := e.game.Moves(p)
	for i := range ms {
		ms[i] = e.game.Canon(ms[i])
	}
	return ms
}

// Subtraction is the subtraction game with removal set S on one pile.
type Subtraction struct{ S []int64 }

func (Subtraction) Canon(n int64) int64 { return n }

func (g Subtraction) Moves(n int64) []int64 {
	var ms []int64
	for _, s := range g.S {
		if s <= n {
			ms = append(ms, n-s)
		}
	}
	return ms
}

// Pair is a two-pile Nim position.
type Pair struct{ A, B int64 }

// Nim is two-pile Nim: reduce either pile by any positive amount.
type Nim struct{}

func (Nim) Canon(p Pair) Pair {
	if p.A > p.B {
		return Pair{p.B, p.A}
	}
	return p
}

func (Nim) Moves(p Pair) []Pair {
	ms := make([]Pair, 0, p.A+p.B)
	for a := int64(0); a < p.A; a++ {
		ms = append(ms, Pair{a, p.B})
	}
	for b := int64(0); b < p.B; b++ {
		ms = append(ms, Pair{p.A, b})
	}
	return ms
}

func main() {
	in := newTokens()
	out := bufio.NewWriterSize(os.Stdout, 1<<16)
	defer out.Flush()

	sub := NewEngine[int64](Subtraction{S: []int64{1, 3, 4}})
	nim := NewEngine[Pair](Nim{})
	q := in.int()
	for i := 0; i < q; i++ {
		var v int
		switch string(in.next()) {
		case "sub":
			v = sub.Grundy(in.int64())
		case "nim":
			a := in.int64()
			b := in.int64()
			v = nim.Grundy(Pair{a, b})
		default:
			os.Stderr.WriteString("error: unknown query kind\n")
			os.Exit(1)
		}
		out.WriteString(strconv.Itoa(v) + "\n")
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
