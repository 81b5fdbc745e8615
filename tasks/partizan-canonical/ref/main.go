// partizan-canonical (this project's own problem: ../shared/judges/partizan_canonical),
// Go reference.
// In: k, then k components (`hackenbush S`, `domineering R C` + R board rows,
// `cutcake A B`, `game E`), read as whitespace tokens. Out: the canonical form
// of each component, of the sum, and the sum's outcome class (L, R, N, P).
//
// Games live in an arena, one entry per (sorted Left ids, sorted Right ids) of
// canonical options, so a value has exactly one id (canonical forms are unique).
// Numbers carry an exact value: an int64 scaled by 2^48 (every number here has
// a denominator at most 2^40 and size well under 2^14).
// Comparison by the definition: G <= H unless some G^L >= H or some H^R <= G.
// Canonical form of {L | R}: bypass each reversible option (a Left option whose
// Right option is <= G gives way to that option's Left options; symmetric on
// the Right), then keep only the maximal Left and minimal Right options;
// repeated until stable. Sum by the definition, numbers added exactly, and a
// number x plus a non-number G as {G^L + x | G^R + x} (number translation).
// Printing: a number from its value; a game whose two stops equal x is tested
// as x + n.^ + *m: with H = G - x, the multiples k.^ below H satisfy H > k.^
// exactly for k <= n-2 and possibly k = n-1, so n is one or two above the
// largest such k, confirmed by H - n.^ being a nimber (same options on both
// sides, exactly *0..*(m-1)). Otherwise braces, options sorted bytewise.
// Stalks by Berlekamp's sign-expansion rule; Domineering by the whole board as
// a bitmask, memoised; Cutcake by its definition memoised by size.
package main

import (
	"bufio"
	"io"
	"os"
	"sort"
	"strconv"
	"strings"
)

const shift = 48
const one int64 = 1 << shift

type engine struct {
	left, right [][]int32
	isNum       []bool
	num         []int64
	index       map[string]int32
	leMemo      map[uint64]bool
	addMemo     map[uint64]int32
	negMemo     map[int32]int32
	numMemo     map[int64]int32
	nimMemo     map[int32]int
	stopMemo    map[int32][2]int64
	show        map[int32]string
	ups         map[int]int32
	zero, star  int32
}

func newEngine() *engine {
	e := &engine{index: map[string]int32{}, leMemo: map[uint64]bool{}, addMemo: map[uint64]int32{},
		negMemo: map[int32]int32{}, numMemo: map[int64]int32{}, nimMemo: map[int32]int{},
		stopMemo: map[int32][2]int64{}, show: map[int32]string{}, ups: map[int]int32{}}
	e.zero = e.make(nil, nil)
	e.star = e.make([]int32{e.zero}, []int32{e.zero})
	return e
}

func floorDiv(a, b int64) int64 {
	q := a / b
	if (a%b != 0) && ((a < 0) != (b < 0)) {
		q--
	}
	return q
}

// simplest returns the simplest number strictly between lo and hi (scaled).
func simplest(lo int64, hasLo bool, hi int64, hasHi bool) int64 {
	switch {
	case !hasLo && !hasHi:
		return 0
	case !hasLo:
		if hi > 0 {
			return 0
		}
		return (-floorDiv(-hi, one) - 1) * one // ceil(hi) - 1
	case !hasHi:
		if lo < 0 {
			return 0
		}
		return (floorDiv(lo, one) + 1) * one
	}
	if lo < 0 && hi > 0 {
		return 0
	}
	if lo >= 0 {
		if c := (floorDiv(lo, one) + 1) * one; c < hi {
			return c
		}
	} else {
		if c := (-floorDiv(-hi, one) - 1) * one; c > lo {
			return c
		}
	}
	for step := one / 2; ; step /= 2 {
		c := (floorDiv(lo, step) + 1) * step
		if c < hi {
			return c
		}
	}
}

func key(l, r []int32) string {
	var b strings.Builder
	for _, x := range l {
		b.WriteString(strconv.Itoa(int(x)))
		b.WriteByte(',')
	}
	b.WriteByte('|')
	for _, x := range r {
		b.WriteString(strconv.Itoa(int(x)))
		b.WriteByte(',')
	}
	return b.String()
}

// make interns a game whose (sorted, deduplicated) options are canonical and
// which is itself canonical.
func (e *engine) make(l, r []int32) int32 {
	k := key(l, r)
	if g, ok := e.index[k]; ok {
		return g
	}
	g := int32(len(e.left))
	e.left = append(e.left, l)
	e.right = append(e.right, r)
	isNum := len(l) <= 1 && len(r) <= 1
	for _, o := range l {
		isNum = isNum && e.isNum[o]
	}
	for _, o := range r {
		isNum = isNum && e.isNum[o]
	}
	var v int64
	if isNum {
		var lo, hi int64
		if len(l) == 1 {
			lo = e.num[l[0]]
		}
		if len(r) == 1 {
			hi = e.num[r[0]]
		}
		if len(l) == 1 && len(r) == 1 && lo >= hi {
			isNum = false
		} else {
			v = simplest(lo, len(l) == 1, hi, len(r) == 1)
		}
	}
	e.isNum = append(e.isNum, isNum)
	e.num = append(e.num, v)
	e.index[k] = g
	return g
}

func (e *engine) number(x int64) int32 {
	if g, ok := e.numMemo[x]; ok {
		return g
	}
	var g int32
	switch {
	case x == 0:
		g = e.zero
	case x%one == 0 && x > 0:
		g = e.make([]int32{e.number(x - one)}, nil)
	case x%one == 0:
		g = e.make(nil, []int32{e.number(x + one)})
	default:
		step := x & -x // the lowest set bit: 1/denominator
		g = e.make([]int32{e.number(x - step)}, []int32{e.number(x + step)})
	}
	e.numMemo[x] = g
	return g
}

func (e *engine) le(a, b int32) bool {
	if a == b {
		return true
	}
	if e.isNum[a] && e.isNum[b] {
		return e.num[a] <= e.num[b]
	}
	k := uint64(a)<<32 | uint64(b)
	if r, ok := e.leMemo[k]; ok {
		return r
	}
	r := true
	for _, al := range e.left[a] {
		if e.le(b, al) {
			r = false
			break
		}
	}
	if r {
		for _, br := range e.right[b] {
			if e.le(br, a) {
				r = false
				break
			}
		}
	}
	e.leMemo[k] = r
	return r
}

// raw compares a game form {L | R} (canonical options) with arena games.
type raw struct {
	e      *engine
	l, r   []int32
	geMemo map[int32]bool // x <= G
	leMemo map[int32]bool // G <= x
}

func (g *raw) leX(x int32) bool { // G <= x
	if v, ok := g.leMemo[x]; ok {
		return v
	}
	v := true
	for _, gl := range g.l {
		if g.e.le(x, gl) {
			v = false
			break
		}
	}
	if v {
		for _, xr := range g.e.right[x] {
			if g.xLe(xr) {
				v = false
				break
			}
		}
	}
	g.leMemo[x] = v
	return v
}

func (g *raw) xLe(x int32) bool { // x <= G
	if v, ok := g.geMemo[x]; ok {
		return v
	}
	v := true
	for _, gr := range g.r {
		if g.e.le(gr, x) {
			v = false
			break
		}
	}
	if v {
		for _, xl := range g.e.left[x] {
			if g.leX(xl) {
				v = false
				break
			}
		}
	}
	g.geMemo[x] = v
	return v
}

func dedup(s []int32) []int32 {
	sort.Slice(s, func(i, j int) bool { return s[i] < s[j] })
	out := s[:0]
	for i, x := range s {
		if i == 0 || x != s[i-1] {
			out = append(out, x)
		}
	}
	return out
}

func (e *engine) canon(l, r []int32) int32 {
	l = dedup(append([]int32(nil), l...))
	r = dedup(append([]int32(nil), r...))
	for {
		changed := false
		g := &raw{e: e, l: l, r: r, geMemo: map[int32]bool{}, leMemo: map[int32]bool{}}
		var nl, nr []int32
		for _, x := range l {
			bypassed := false
			for _, xr := range e.right[x] {
				if g.xLe(xr) {
					nl = append(nl, e.left[xr]...)
					bypassed = true
					break
				}
			}
			if !bypassed {
				nl = append(nl, x)
			} else {
				changed = true
			}
		}
		for _, x := range r {
			bypassed := false
			for _, xl := range e.left[x] {
				if g.leX(xl) {
					nr = append(nr, e.right[xl]...)
					bypassed = true
					break
				}
			}
			if !bypassed {
				nr = append(nr, x)
			} else {
				changed = true
			}
		}
		nl, nr = dedup(nl), dedup(nr)
		// keep the undominated options
		var kl, kr []int32
		for _, x := range nl {
			dominated := false
			for _, y := range nl {
				if y != x && e.le(x, y) {
					dominated = true
					break
				}
			}
			if !dominated {
				kl = append(kl, x)
			} else {
				changed = true
			}
		}
		for _, x := range nr {
			dominated := false
			for _, y := range nr {
				if y != x && e.le(y, x) {
					dominated = true
					break
				}
			}
			if !dominated {
				kr = append(kr, x)
			} else {
				changed = true
			}
		}
		l, r = kl, kr
		if !changed {
			return e.make(l, r)
		}
	}
}

func (e *engine) add(g, h int32) int32 {
	if g == e.zero {
		return h
	}
	if h == e.zero {
		return g
	}
	if g > h {
		g, h = h, g
	}
	k := uint64(g)<<32 | uint64(h)
	if r, ok := e.addMemo[k]; ok {
		return r
	}
	var r int32
	if e.isNum[g] && e.isNum[h] {
		r = e.number(e.num[g] + e.num[h])
	} else if e.isNum[g] || e.isNum[h] {
		// number translation: x + G = {G^L + x | G^R + x} when G is not a number
		x, G := g, h
		if !e.isNum[g] {
			x, G = h, g
		}
		var l, rr []int32
		for _, o := range e.left[G] {
			l = append(l, e.add(o, x))
		}
		for _, o := range e.right[G] {
			rr = append(rr, e.add(o, x))
		}
		r = e.canon(l, rr)
	} else {
		var l, rr []int32
		for _, x := range e.left[g] {
			l = append(l, e.add(x, h))
		}
		for _, x := range e.left[h] {
			l = append(l, e.add(g, x))
		}
		for _, x := range e.right[g] {
			rr = append(rr, e.add(x, h))
		}
		for _, x := range e.right[h] {
			rr = append(rr, e.add(g, x))
		}
		r = e.canon(l, rr)
	}
	e.addMemo[k] = r
	return r
}

func (e *engine) neg(g int32) int32 {
	if r, ok := e.negMemo[g]; ok {
		return r
	}
	var l, r []int32
	for _, x := range e.right[g] {
		l = append(l, e.neg(x))
	}
	for _, x := range e.left[g] {
		r = append(r, e.neg(x))
	}
	res := e.make(dedup(l), dedup(r))
	e.negMemo[g] = res
	return res
}

func (e *engine) nimber(m int) int32 {
	g := e.zero
	var opts []int32
	for i := 0; i < m; i++ {
		opts = append(opts, g)
		o := dedup(append([]int32(nil), opts...))
		g = e.make(o, o)
	}
	return g
}

func (e *engine) up(n int) int32 {
	if g, ok := e.ups[n]; ok {
		return g
	}
	var g int32
	switch {
	case n == 0:
		g = e.zero
	case n == 1:
		g = e.make([]int32{e.zero}, []int32{e.star})
	case n < 0:
		g = e.neg(e.up(-n))
	default:
		g = e.add(e.up(n-1), e.up(1))
	}
	e.ups[n] = g
	return g
}

// nimValue returns m when g is *m, or -1.
func (e *engine) nimValue(g int32) int {
	if v, ok := e.nimMemo[g]; ok {
		return v
	}
	v := -1
	l, r := e.left[g], e.right[g]
	if len(l) == len(r) {
		same := true
		for i := range l {
			same = same && l[i] == r[i]
		}
		if same {
			seen := make([]bool, len(l))
			ok := true
			for _, x := range l {
				m := e.nimValue(x)
				if m < 0 || m >= len(l) || seen[m] {
					ok = false
					break
				}
				seen[m] = true
			}
			if ok {
				v = len(l)
			}
		}
	}
	e.nimMemo[g] = v
	return v
}

func (e *engine) stops(g int32) (int64, int64) {
	if s, ok := e.stopMemo[g]; ok {
		return s[0], s[1]
	}
	var ls, rs int64
	if e.isNum[g] {
		ls, rs = e.num[g], e.num[g]
	} else {
		for i, x := range e.left[g] {
			_, v := e.stops(x)
			if i == 0 || v > ls {
				ls = v
			}
		}
		for i, x := range e.right[g] {
			v, _ := e.stops(x)
			if i == 0 || v < rs {
				rs = v
			}
		}
	}
	e.stopMemo[g] = [2]int64{ls, rs}
	return ls, rs
}

func (e *engine) greater(a, b int32) bool { return e.le(b, a) && !e.le(a, b) }

func numString(x int64) string {
	den := one
	for den > 1 && x%2 == 0 {
		x /= 2
		den /= 2
	}
	if den == 1 {
		return strconv.FormatInt(x, 10)
	}
	return strconv.FormatInt(x, 10) + "/" + strconv.FormatInt(den, 10)
}

func (e *engine) print(g int32) string {
	if s, ok := e.show[g]; ok {
		return s
	}
	var s string
	if e.isNum[g] {
		s = numString(e.num[g])
	} else if x, n, m, ok := e.nus(g); ok {
		if x != 0 {
			s = numString(x)
		}
		switch {
		case n == 1:
			s += "^"
		case n >= 2:
			s += "^" + strconv.Itoa(n)
		case n == -1:
			s += "v"
		case n <= -2:
			s += "v" + strconv.Itoa(-n)
		}
		if m == 1 {
			s += "*"
		} else if m >= 2 {
			s += "*" + strconv.Itoa(m)
		}
		if s == "" {
			s = "0"
		}
	} else {
		side := func(opts []int32) string {
			p := make([]string, len(opts))
			for i, x := range opts {
				p[i] = e.print(x)
			}
			sort.Strings(p)
			return strings.Join(p, ",")
		}
		s = "{" + side(e.left[g]) + "|" + side(e.right[g]) + "}"
	}
	e.show[g] = s
	return s
}

// nus finds x, n, m with g = x + n.^ + *m (g not a number).
func (e *engine) nus(g int32) (int64, int, int, bool) {
	ls, rs := e.stops(g)
	if ls != rs {
		return 0, 0, 0, false
	}
	h := e.add(g, e.number(-ls))
	const bound = 600
	a := 0
	if e.greater(h, e.zero) {
		for a < bound && e.greater(h, e.up(a+1)) {
			a++
		}
	} else {
		a = -1
		for a > -bound && !e.greater(h, e.up(a)) {
			a--
		}
	}
	for n := a + 1; n <= a+2; n++ {
		if m := e.nimValue(e.add(h, e.up(-n))); m >= 0 {
			return ls, n, m, true
		}
	}
	return 0, 0, 0, false
}

// parser reads the notation.
type parser struct {
	e   *engine
	s   string
	pos int
}

func (p *parser) peek() byte {
	if p.pos < len(p.s) {
		return p.s[p.pos]
	}
	return 0
}

func (p *parser) digits() (int, bool) {
	start := p.pos
	for p.pos < len(p.s) && p.s[p.pos] >= '0' && p.s[p.pos] <= '9' {
		p.pos++
	}
	if start == p.pos {
		return 0, false
	}
	v, _ := strconv.Atoi(p.s[start:p.pos])
	return v, true
}

func (p *parser) list(end byte) []int32 {
	var out []int32
	for p.peek() != end {
		out = append(out, p.value())
		if p.peek() == ',' {
			p.pos++
		}
	}
	p.pos++
	return out
}

func (p *parser) value() int32 {
	e := p.e
	if p.peek() == '{' {
		p.pos++
		l := p.list('|')
		r := p.list('}')
		return e.canon(l, r)
	}
	g := e.zero
	if c := p.peek(); c == '-' || (c >= '0' && c <= '9') {
		neg := c == '-'
		if neg {
			p.pos++
		}
		num, _ := p.digits()
		x := int64(num) * one
		if p.peek() == '/' {
			p.pos++
			den, _ := p.digits()
			x = int64(num) * (one / int64(den))
		}
		if neg {
			x = -x
		}
		g = e.number(x)
	}
	if c := p.peek(); c == '^' || c == 'v' {
		p.pos++
		n, ok := p.digits()
		if !ok {
			n = 1
		}
		if c == 'v' {
			n = -n
		}
		g = e.add(g, e.up(n))
	}
	if p.peek() == '*' {
		p.pos++
		m, ok := p.digits()
		if !ok {
			m = 1
		}
		g = e.add(g, e.nimber(m))
	}
	return g
}

// stalk by Berlekamp's rule: the first run of one colour counts whole edges,
// every later edge counts half of the one before, signed by its colour.
func stalk(s string) int64 {
	sign := func(c byte) int64 {
		if c == 'B' {
			return 1
		}
		return -1
	}
	var v int64
	i := 0
	for i < len(s) && s[i] == s[0] {
		v += sign(s[i]) * one
		i++
	}
	w := one
	for ; i < len(s); i++ {
		w /= 2
		v += sign(s[i]) * w
	}
	return v
}

func domineering(e *engine, rows []string) int32 {
	R, C := len(rows), len(rows[0])
	var full uint32
	for r := 0; r < R; r++ {
		for c := 0; c < C; c++ {
			if rows[r][c] == '#' {
				full |= 1 << uint(r*C+c)
			}
		}
	}
	memo := map[uint32]int32{}
	var solve func(b uint32) int32
	solve = func(b uint32) int32 {
		if g, ok := memo[b]; ok {
			return g
		}
		var l, rr []int32
		for r := 0; r < R; r++ {
			for c := 0; c < C; c++ {
				bit := uint32(1) << uint(r*C+c)
				if b&bit != 0 {
					continue
				}
				if r+1 < R && b&(bit<<uint(C)) == 0 {
					l = append(l, solve(b|bit|bit<<uint(C)))
				}
				if c+1 < C && b&(bit<<1) == 0 {
					rr = append(rr, solve(b|bit|bit<<1))
				}
			}
		}
		g := e.canon(l, rr)
		memo[b] = g
		return g
	}
	return solve(full)
}

func cutcake(e *engine, memo map[[2]int]int32, w, h int) int32 {
	k := [2]int{w, h}
	if g, ok := memo[k]; ok {
		return g
	}
	var l, r []int32
	for a := 1; a < w; a++ {
		l = append(l, e.add(cutcake(e, memo, a, h), cutcake(e, memo, w-a, h)))
	}
	for b := 1; b < h; b++ {
		r = append(r, e.add(cutcake(e, memo, w, b), cutcake(e, memo, w, h-b)))
	}
	g := e.canon(l, r)
	memo[k] = g
	return g
}

func main() {
	data, _ := io.ReadAll(bufio.NewReaderSize(os.Stdin, 1<<20))
	toks := strings.Fields(string(data))
	pos := 0
	next := func() string { pos++; return toks[pos-1] }
	k, _ := strconv.Atoi(next())
	e := newEngine()
	cakes := map[[2]int]int32{}
	comps := make([]int32, 0, k)
	for i := 0; i < k; i++ {
		switch next() {
		case "hackenbush":
			comps = append(comps, e.number(stalk(next())))
		case "domineering":
			r, _ := strconv.Atoi(next())
			next()
			rows := make([]string, r)
			for j := range rows {
				rows[j] = next()
			}
			comps = append(comps, domineering(e, rows))
		case "cutcake":
			a, _ := strconv.Atoi(next())
			b, _ := strconv.Atoi(next())
			comps = append(comps, cutcake(e, cakes, a, b))
		default:
			p := &parser{e: e, s: next()}
			comps = append(comps, p.value())
		}
	}
	sum := e.zero
	for _, g := range comps {
		sum = e.add(sum, g)
	}
	out := bufio.NewWriter(os.Stdout)
	defer out.Flush()
	for _, g := range comps {
		out.WriteString(e.print(g))
		out.WriteByte('\n')
	}
	out.WriteString(e.print(sum))
	out.WriteByte('\n')
	switch {
	case sum == e.zero:
		out.WriteString("P\n")
	case e.le(e.zero, sum):
		out.WriteString("L\n")
	case e.le(sum, e.zero):
		out.WriteString("R\n")
	default:
		out.WriteString("N\n")
	}
}
