// Toph "Game of Tic-Tac-Toe, Again?" (statement quoted in https://codeforces.com/blog/entry/71272), Go reference.
// In: T, then per game n and n boards of three rows of X/. (no board has three
// in a row). Out: "Game #i: Alice" when the first player (Alice) wins, else
// "Game #i: Bob"; whoever completes the last three in a row loses.
//
// By the misere quotient of Notakto's boards (T. E. Plambeck and
// G. Whitehead, "The secrets of Notakto: winning at X-only tic-tac-toe",
// arXiv:1301.1672):
//
//	Q = <a,b,c,d | a^2=1, b^3=b, b^2c=c, c^3=ac^2, b^2d=d, cd=ad, d^2=c^2>,
//	P = {a, b^2, bc, c^2}.
//
// A sum of boards is a P-position (the player to move loses) exactly when
// the product of its boards' elements is in P. Only the presentation comes
// from the paper; which board is which element is found here from the game,
// and proved, at startup, before any answer:
//
//  1. The monoid (presented). Exponent vectors of a, b, c, d are rewritten by
//     the relations, left side to right, until none applies; the elements are
//     the normal forms reached from 1 by multiplying by a, b, c, d, and a
//     product is the normal form of the exponents' sum. Checked: products
//     stay among the elements, the product is associative (commutative by
//     construction), both sides of each relation are one element, 1 is
//     outside P, 18 elements, 4 in P.
//  2. The game. A board is a 9-bit mask (bit 3*row+column for an X); a board
//     and its images under the square's 8 symmetries are one game, kept as
//     the least image. A move adds an X to a board without a line; a board
//     with a line has no move and is the identity. Boards are taken by
//     decreasing number of X, so a board's options come before it, and the
//     boards taken so far are closed under moves at every step.
//  3. The proof (closure). For a sum X of boards write f(X) for the product
//     of its boards' elements, and M(X) for the set of z with f(X')z in P for
//     some option X' of X (X with a move on one board). Claim: if f(X) is in
//     P exactly when 1 is not in M(X) for every sum X with a move, in a
//     family of boards closed under moves, then f(X) is in P exactly when X
//     is a P-position, for every sum of the family. By induction on the
//     moves left: a sum with no move has f = 1, outside P, and its player to
//     move wins (the other made the last move); a sum with a move is a
//     P-position when none of its options is, that is (induction) when no
//     option X' has f(X') in P, when 1 is not in M(X). The options of X + Y
//     are X' + Y and X + Y', so f(X + Y) = f(X)f(Y) and M(X + Y) =
//     {z : f(Y)z in M(X)} u {z : f(X)z in M(Y)}: the pairs (f(X), M(X)) of
//     the sums with a move are the closure of the single boards' pairs under
//     that sum, at most 18 * 2^18 of them, and each is checked. The claim
//     holds for any finite commutative monoid with a subset P: the answers
//     rest on this check, not on the paper.
//  4. The elements (derivation.assign). A board's M is known once its
//     options have elements, so the boards, in step 2's order, are given
//     elements by a depth-first search: an element is kept when every pair
//     it adds to the closure passes (the boards so far are closed under
//     moves, and a pair that fails among them fails in the whole closure),
//     and taken back when a later board finds none. No outcome is computed
//     on the way: the check alone steers the search. The paper is why some
//     assignment passes; if none did, the program would stop, not answer.
//  5. Checks beyond the proof, each fatal: every sum of one or two boards
//     gets the outcome of a plain misere search (a table over pairs, sharing
//     no code with steps 3 and 4); the boards' elements generate Q, and no
//     two elements of Q act alike (xz in P exactly when yz in P for every
//     z), so (Q, P) is the misere quotient of the boards, of order 18, as
//     the paper says (a correct map onto a monoid in which no two elements
//     act alike is the quotient).
//
// Then each game is one product over its boards: O(n) a game.
//
// With -search, each game is instead decided by a plain misere search by
// the definition, without symmetry (for checking, ref/brute_check.py): a
// position is the sorted list of its live boards (a board with a line has
// no moves and is dropped); with no live board the player to move wins.
// Memoized on the list; exponential in the number of boards.
package main

import (
	"bufio"
	"flag"
	"fmt"
	"math/bits"
	"os"
	"sort"
	"strings"
)

// ---- The game: one board.

var lines = [8][3]uint{{0, 1, 2}, {3, 4, 5}, {6, 7, 8}, {0, 3, 6}, {1, 4, 7}, {2, 5, 8}, {0, 4, 8}, {2, 4, 6}}

// dead reports whether board b has three X in a row (it is out of play).
func dead(b int) bool {
	for _, l := range lines {
		if b>>l[0]&1 == 1 && b>>l[1]&1 == 1 && b>>l[2]&1 == 1 {
			return true
		}
	}
	return false
}

// symmetries returns the square's symmetries, each the image cell of every
// cell: the group generated by a quarter turn and a mirror.
func symmetries() [][9]int {
	turn := [9]int{6, 3, 0, 7, 4, 1, 8, 5, 2}
	mirror := [9]int{2, 1, 0, 5, 4, 3, 8, 7, 6}
	group := [][9]int{{0, 1, 2, 3, 4, 5, 6, 7, 8}}
	for i := 0; i < len(group); i++ {
		for _, g := range [][9]int{turn, mirror} {
			var s [9]int
			for c := range s {
				s[c] = g[group[i][c]]
			}
			known := false
			for _, t := range group {
				known = known || t == s
			}
			if !known {
				group = append(group, s)
			}
		}
	}
	return group
}

// image returns board b's image under symmetry s.
func image(b int, s [9]int) int {
	img := 0
	for c := 0; c < 9; c++ {
		img |= (b >> c & 1) << s[c]
	}
	return img
}

// leastImages returns, for every 9-bit board, the least of its images
// under the symmetries; an error unless they are 8 and map lines to lines
// (so that a board's images are the same game).
func leastImages() ([512]int, error) {
	syms := symmetries()
	var least [512]int
	if len(syms) != 8 {
		return least, fmt.Errorf("the square has %d symmetries, not 8", len(syms))
	}
	for _, s := range syms {
		for _, l := range lines {
			if !dead(image(1<<l[0]|1<<l[1]|1<<l[2], s)) {
				return least, fmt.Errorf("symmetry %v maps line %v to no line", s, l)
			}
		}
	}
	for b := range least {
		least[b] = 1 << 9
		for _, s := range syms {
			if v := image(b, s); v < least[b] {
				least[b] = v
			}
		}
	}
	return least, nil
}

// ---- The monoid: Plambeck and Whitehead's presentation.

// exps is an element written a^e[0] b^e[1] c^e[2] d^e[3].
type exps [4]int

var relations = []struct{ from, to exps }{
	{exps{2, 0, 0, 0}, exps{0, 0, 0, 0}}, // a^2 = 1
	{exps{0, 3, 0, 0}, exps{0, 1, 0, 0}}, // b^3 = b
	{exps{0, 2, 1, 0}, exps{0, 0, 1, 0}}, // b^2 c = c
	{exps{0, 0, 3, 0}, exps{1, 0, 2, 0}}, // c^3 = a c^2
	{exps{0, 2, 0, 1}, exps{0, 0, 0, 1}}, // b^2 d = d
	{exps{0, 0, 1, 1}, exps{1, 0, 0, 1}}, // c d = a d
	{exps{0, 0, 0, 2}, exps{0, 0, 2, 0}}, // d^2 = c^2
}

// pForms is P: a, b^2, bc, c^2.
var pForms = []exps{{1, 0, 0, 0}, {0, 2, 0, 0}, {0, 1, 1, 0}, {0, 0, 2, 0}}

// monoid is a finite commutative monoid with a marked subset P; element 0
// is the identity.
type monoid struct {
	mul [][]int
	inP []bool
}

func (q *monoid) order() int { return len(q.inP) }

// normal rewrites e by the relations until none applies.
func normal(e exps) (exps, error) {
	for steps := 0; steps < 100; steps++ {
		applied := false
		for _, r := range relations {
			fits := true
			for g := range e {
				fits = fits && e[g] >= r.from[g]
			}
			if fits {
				for g := range e {
					e[g] += r.to[g] - r.from[g]
				}
				applied = true
				break
			}
		}
		if !applied {
			return e, nil
		}
	}
	return e, fmt.Errorf("rewriting %v does not end", e)
}

// presented builds the monoid of the presentation and checks it (step 1).
func presented() (*monoid, error) {
	index := map[exps]int{{}: 0}
	forms := []exps{{}}
	for i := 0; i < len(forms); i++ {
		for g := range forms[i] {
			e := forms[i]
			e[g]++
			e, err := normal(e)
			if err != nil {
				return nil, err
			}
			if _, ok := index[e]; !ok {
				index[e] = len(forms)
				forms = append(forms, e)
			}
		}
	}
	elementOf := func(e exps) (int, error) {
		e, err := normal(e)
		if err != nil {
			return 0, err
		}
		x, ok := index[e]
		if !ok {
			return 0, fmt.Errorf("%v is no element", e)
		}
		return x, nil
	}
	n := len(forms)
	q := &monoid{mul: make([][]int, n), inP: make([]bool, n)}
	for x := range forms {
		q.mul[x] = make([]int, n)
		for y := range forms {
			var e exps
			for g := range e {
				e[g] = forms[x][g] + forms[y][g]
			}
			p, err := elementOf(e)
			if err != nil {
				return nil, err
			}
			q.mul[x][y] = p
		}
	}
	for x := 0; x < n; x++ {
		for y := 0; y < n; y++ {
			for z := 0; z < n; z++ {
				if q.mul[q.mul[x][y]][z] != q.mul[x][q.mul[y][z]] {
					return nil, fmt.Errorf("the product is not associative")
				}
			}
		}
	}
	for _, r := range relations {
		from, err1 := elementOf(r.from)
		to, err2 := elementOf(r.to)
		if err1 != nil || err2 != nil || from != to {
			return nil, fmt.Errorf("the relation %v = %v does not hold", r.from, r.to)
		}
	}
	for _, f := range pForms {
		x, err := elementOf(f)
		if err != nil || q.inP[x] {
			return nil, fmt.Errorf("P is not four elements")
		}
		q.inP[x] = true
	}
	if n != 18 || q.inP[0] {
		return nil, fmt.Errorf("not the paper's quotient: %d elements, 1 in P: %v", n, q.inP[0])
	}
	return q, nil
}

// ---- The proof: the closure of the pairs (f(X), M(X)) (step 3).

// pair is (f(X), M(X)) for a sum X: an element and a set of elements (bit z
// for element z).
type pair struct {
	x int
	m uint32
}

// over returns {z : yz in m}.
func (q *monoid) over(y int, m uint32) uint32 {
	var r uint32
	for z, yz := range q.mul[y] {
		r |= (m >> yz & 1) << z
	}
	return r
}

// plus returns the pair of X + Y from those of X and Y.
func (q *monoid) plus(p, h pair) pair {
	return pair{q.mul[p.x][h.x], q.over(h.x, p.m) | q.over(p.x, h.m)}
}

// sound reports whether f(X) is in P exactly when 1 is not in M(X).
func (q *monoid) sound(p pair) bool {
	return q.inP[p.x] == (p.m&1 == 0)
}

// closure is the set of pairs of the sums of its generators (the boards'
// pairs), every one of them sound.
type closure struct {
	q     *monoid
	gens  []pair
	pairs []pair
	seen  []uint64 // bit x << order | m, for each pair in pairs
	marks []struct{ gens, pairs int }
}

func newClosure(q *monoid) *closure {
	return &closure{q: q, seen: make([]uint64, (q.order()<<q.order())/64+1)}
}

// visit adds p unless seen; false if p is not sound.
func (c *closure) visit(p pair) bool {
	k := p.x<<c.q.order() | int(p.m)
	if c.seen[k/64]>>(k%64)&1 == 1 {
		return true
	}
	c.seen[k/64] |= 1 << (k % 64)
	c.pairs = append(c.pairs, p)
	return c.q.sound(p)
}

// extend adds generator g and every pair of a sum that holds it; if one of
// them is not sound it undoes that and returns false. Every extend that
// returns true is undone by one retract.
func (c *closure) extend(g pair) bool {
	c.marks = append(c.marks, struct{ gens, pairs int }{len(c.gens), len(c.pairs)})
	for _, h := range c.gens {
		if h == g {
			return true
		}
	}
	old := len(c.pairs)
	c.gens = append(c.gens, g)
	// The sums with g: g alone or beside a sum of old generators, then
	// anything added to those.
	ok := c.visit(g)
	for i := 0; i < old && ok; i++ {
		ok = c.visit(c.q.plus(c.pairs[i], g))
	}
	for i := old; i < len(c.pairs) && ok; i++ {
		for _, h := range c.gens {
			if ok = c.visit(c.q.plus(c.pairs[i], h)); !ok {
				break
			}
		}
	}
	if !ok {
		c.retract()
	}
	return ok
}

// retract undoes the last extend.
func (c *closure) retract() {
	mark := c.marks[len(c.marks)-1]
	c.marks = c.marks[:len(c.marks)-1]
	for _, p := range c.pairs[mark.pairs:] {
		k := p.x<<c.q.order() | int(p.m)
		c.seen[k/64] &^= 1 << (k % 64)
	}
	c.pairs = c.pairs[:mark.pairs]
	c.gens = c.gens[:mark.gens]
}

// ---- The elements (step 4) and the checks (step 5).

// derivation holds the live boards (least images, by decreasing number of
// X), their options (indices; -1 for a board with a line) and elements.
type derivation struct {
	q       *monoid
	boards  []int
	options [][]int
	element []int
	proof   *closure
}

// mset is M of board i alone: z such that some option's element times z
// is in P.
func (d *derivation) mset(i int) uint32 {
	var m uint32
	for _, o := range d.options[i] {
		y := 0
		if o >= 0 {
			y = d.element[o]
		}
		for z, yz := range d.q.mul[y] {
			if d.q.inP[yz] {
				m |= 1 << z
			}
		}
	}
	return m
}

// assign gives boards i, i+1, ... elements that keep the proof sound.
func (d *derivation) assign(i int) bool {
	if i == len(d.boards) {
		return true
	}
	m := d.mset(i)
	for x := 0; x < d.q.order(); x++ {
		if !d.proof.extend(pair{x, m}) {
			continue
		}
		d.element[i] = x
		if d.assign(i + 1) {
			return true
		}
		d.proof.retract()
	}
	return false
}

// elements derives the element of every 9-bit board (the identity for a
// board with a line), with its proof and checks; an error if any fails.
func elements() (*monoid, [512]int, error) {
	var of [512]int
	q, err := presented()
	if err != nil {
		return nil, of, err
	}
	least, err := leastImages()
	if err != nil {
		return nil, of, err
	}
	d := &derivation{q: q, proof: newClosure(q)}
	index := map[int]int{}
	for x := 9; x >= 0; x-- {
		for b := 0; b < 512; b++ {
			if bits.OnesCount(uint(b)) == x && least[b] == b && !dead(b) {
				index[b] = len(d.boards)
				d.boards = append(d.boards, b)
			}
		}
	}
	for i, b := range d.boards {
		opts := []int{}
		for c := 0; c < 9; c++ {
			if b>>c&1 == 1 {
				continue
			}
			o := -1
			if nb := b | 1<<c; !dead(nb) {
				o = index[least[nb]]
			}
			if o >= i {
				return nil, of, fmt.Errorf("an option after its board")
			}
			opts = append(opts, o)
		}
		d.options = append(d.options, opts)
	}
	d.element = make([]int, len(d.boards))
	if !d.assign(0) {
		return nil, of, fmt.Errorf("no element for each board passes the proof")
	}
	if err := d.pairsAgree(); err != nil {
		return nil, of, err
	}
	if err := d.isQuotient(); err != nil {
		return nil, of, err
	}
	for b := range of {
		if !dead(b) {
			of[b] = d.element[index[least[b]]]
		}
	}
	return q, of, nil
}

// pairsAgree checks the elements against a plain misere search of every
// sum of one or two boards: win[i][j] for boards i-1 and j-1, 0 for none.
func (d *derivation) pairsAgree() error {
	k := len(d.boards) + 1
	win := make([][]bool, k)
	elem := make([]int, k)
	opts := make([][]int, k)
	for i := 1; i < k; i++ {
		elem[i] = d.element[i-1]
		for _, o := range d.options[i-1] {
			opts[i] = append(opts[i], o+1)
		}
	}
	for i := 0; i < k; i++ {
		win[i] = make([]bool, k)
		for j := 0; j < k; j++ {
			w := i == 0 && j == 0
			for _, o := range opts[i] {
				w = w || !win[o][j]
			}
			for _, o := range opts[j] {
				w = w || !win[i][o]
			}
			win[i][j] = w
			if w == d.q.inP[d.q.mul[elem[i]][elem[j]]] {
				return fmt.Errorf("boards %s and %s: the search and the product disagree", d.name(i), d.name(j))
			}
		}
	}
	return nil
}

// name is how pairsAgree's index i reads in an error.
func (d *derivation) name(i int) string {
	if i == 0 {
		return "none"
	}
	return fmt.Sprintf("%09b", d.boards[i-1])
}

// isQuotient checks that the boards' elements generate Q and that no two
// elements of Q act alike.
func (d *derivation) isQuotient() error {
	q, n := d.q, d.q.order()
	reached := make([]bool, n)
	reached[0] = true
	todo := []int{0}
	for len(todo) > 0 {
		x := todo[len(todo)-1]
		todo = todo[:len(todo)-1]
		for _, e := range d.element {
			if y := q.mul[x][e]; !reached[y] {
				reached[y] = true
				todo = append(todo, y)
			}
		}
	}
	for x := range reached {
		if !reached[x] {
			return fmt.Errorf("element %d is no product of boards", x)
		}
		for y := 0; y < x; y++ {
			alike := true
			for z := 0; z < n && alike; z++ {
				alike = q.inP[q.mul[x][z]] == q.inP[q.mul[y][z]]
			}
			if alike {
				return fmt.Errorf("elements %d and %d act alike", y, x)
			}
		}
	}
	return nil
}

// ---- The plain search (-search).

var memo = map[string]bool{}

func key(pos []int) string {
	var sb strings.Builder
	for _, b := range pos {
		sb.WriteByte(byte(b >> 8))
		sb.WriteByte(byte(b))
	}
	return sb.String()
}

// moverWins: pos is sorted and holds live boards only.
func moverWins(pos []int) bool {
	if len(pos) == 0 {
		return true
	}
	k := key(pos)
	if w, ok := memo[k]; ok {
		return w
	}
	win := false
	for i := 0; i < len(pos) && !win; i++ {
		if i > 0 && pos[i-1] == pos[i] {
			continue
		}
		for c := uint(0); c < 9 && !win; c++ {
			if pos[i]>>c&1 == 1 {
				continue
			}
			nb := pos[i] | 1<<c
			next := make([]int, 0, len(pos))
			next = append(next, pos[:i]...)
			next = append(next, pos[i+1:]...)
			if !dead(nb) {
				next = append(next, nb)
				sort.Ints(next)
			}
			if !moverWins(next) {
				win = true
			}
		}
	}
	memo[k] = win
	return win
}

// ---- Input and output.

// reader reads whitespace-separated tokens.
type reader struct {
	r   *bufio.Reader
	tok []byte
}

func (rd *reader) token() []byte {
	rd.tok = rd.tok[:0]
	for {
		c, err := rd.r.ReadByte()
		if err != nil {
			return rd.tok
		}
		if c > ' ' {
			rd.tok = append(rd.tok, c)
		} else if len(rd.tok) > 0 {
			return rd.tok
		}
	}
}

func (rd *reader) int() int {
	v := 0
	for _, c := range rd.token() {
		v = v*10 + int(c-'0')
	}
	return v
}

// board reads three rows: bit 3*row+column set for an X (or x).
func (rd *reader) board() int {
	b := 0
	for r := 0; r < 3; r++ {
		for c, ch := range rd.token()[:3] {
			if ch == 'X' || ch == 'x' {
				b |= 1 << (3*r + c)
			}
		}
	}
	return b
}

func main() {
	search := flag.Bool("search", false, "decide each game by a plain misere search (exponential; for checking)")
	flag.Parse()
	var decide func(boards []int) bool
	if *search {
		decide = func(boards []int) bool {
			pos := []int{}
			for _, b := range boards {
				if !dead(b) {
					pos = append(pos, b)
				}
			}
			sort.Ints(pos)
			return moverWins(pos)
		}
	} else {
		q, element, err := elements()
		if err != nil {
			fmt.Fprintln(os.Stderr, "bug: the derivation of the boards' elements failed:", err)
			os.Exit(2)
		}
		decide = func(boards []int) bool {
			x := 0
			for _, b := range boards {
				x = q.mul[x][element[b]]
			}
			return !q.inP[x]
		}
	}
	rd := &reader{r: bufio.NewReaderSize(os.Stdin, 1<<16)}
	w := bufio.NewWriter(os.Stdout)
	defer w.Flush()
	t := rd.int()
	boards := []int{}
	for g := 1; g <= t; g++ {
		n := rd.int()
		boards = boards[:0]
		for i := 0; i < n; i++ {
			boards = append(boards, rd.board())
		}
		who := "Bob"
		if decide(boards) {
			who = "Alice"
		}
		fmt.Fprintf(w, "Game #%d: %s\n", g, who)
	}
}
