// partizan-thermograph (this project's own problem: ../shared/judges/partizan_thermograph),
// Go reference.
// In: Q, then Q lines, each a short partizan game in CGSuite's notation. Out: per
// game `outcome leftstop rightstop mean temperature birthday atomicweight thermograph`.
//
// Games are canonical forms held once each; a number is an atom (an exact
// big.Rat) whose options are made when asked for (n = {n-1|} for n > 0,
// p/2^k = {(p-1)/2^k | (p+1)/2^k}), so 10^18 costs what 1 does.
// G <= H by the definition, with number avoidance where one side is a number
// and the other a canonical non-number (x <= H iff no H^R <= x).
// Sums by the definition, a number x plus a non-number H as {H^L + x | H^R + x}.
// Canonical form of {L | R}: a number if every option is one and max L < min R
// (the simplest number between); else drop dominated options and bypass
// reversible ones (a Left option whose Right option H has H <= G is replaced by
// H's Left options; symmetric), comparing with the form {L | R} itself by the
// definition, until nothing changes; then the number test again.
// Thermograph (Winning Ways ch. 6): walls are piecewise-linear functions of
// t >= -1 (breakpoints from t = -1 up, and the slope beyond the last); the
// left scaffold is the max over G^L of RW(G^L)(t) - t, the right one the min
// over G^R of LW(G^R)(t) + t; followed up to the first t where they meet
// (value x: the mean, t: the temperature), then the mast x. Scaffolds already
// crossed at t = -1 (a cave) give the constant 0 if it lies between them, else
// the nearer value. Integers: the constant n.
// Atomic weight of an all-small game by the calculus (Winning Ways ch. 8;
// Siegel II.7): G' = {aw(G^L) - 2 | aw(G^R) + 2}; if G' is not an integer it is
// aw(G); else, with *N the far star (N a power of two above every nimber among
// G's followers, at least 2): if G < *N the least integer n with n |> aw(G^L)-2
// for every G^L, if G > *N the greatest n with n <| aw(G^R)+2 for every G^R,
// else G'. Printed in partizan-canonical's notation.
package main

import (
	"bufio"
	"fmt"
	"io"
	"math/big"
	"os"
	"sort"
	"strconv"
	"strings"
)

func rat(n int64) *big.Rat { return big.NewRat(n, 1) }
func add(a, b *big.Rat) *big.Rat { return new(big.Rat).Add(a, b) }
func sub(a, b *big.Rat) *big.Rat { return new(big.Rat).Sub(a, b) }
func mul(a, b *big.Rat) *big.Rat { return new(big.Rat).Mul(a, b) }
func quo(a, b *big.Rat) *big.Rat { return new(big.Rat).Quo(a, b) }
func floor(x *big.Rat) *big.Int {
	q, m := new(big.Int).DivMod(x.Num(), x.Denom(), new(big.Int))
	_ = m
	return q // Euclidean division by a positive denominator is the floor
}
func ceil(x *big.Rat) *big.Int {
	f := floor(x)
	if x.IsInt() {
		return f
	}
	return f.Add(f, big.NewInt(1))
}
func fr(x *big.Rat) string {
	if x.IsInt() {
		return x.Num().String()
	}
	return x.Num().String() + "/" + x.Denom().String()
}

type pair struct{ a, b int }

type engine struct {
	left, right [][]int
	val         []*big.Rat // nil for non-numbers
	index       map[string]int
	nums        map[string]int
	nims        map[int]int
	upsMemo     map[int]int
	leMemo      map[pair]bool
	addMemo     map[pair]int
	negMemo     map[int]int
	stopMemo    map[int][2]*big.Rat
	bdayMemo    map[int]*big.Int
	awMemo      map[int]int
	smallMemo   map[int]bool
	nimMemo     map[int]int
	zero, star  int
}

func newEngine() *engine {
	e := &engine{index: map[string]int{}, nums: map[string]int{}, nims: map[int]int{}, upsMemo: map[int]int{},
		leMemo: map[pair]bool{}, addMemo: map[pair]int{}, negMemo: map[int]int{}, stopMemo: map[int][2]*big.Rat{},
		bdayMemo: map[int]*big.Int{}, awMemo: map[int]int{}, smallMemo: map[int]bool{}, nimMemo: map[int]int{}}
	e.zero = e.number(rat(0))
	e.star = e.intern([]int{e.zero}, []int{e.zero})
	return e
}

func (e *engine) number(x *big.Rat) int {
	k := x.RatString()
	if g, ok := e.nums[k]; ok {
		return g
	}
	g := len(e.val)
	e.left = append(e.left, nil)
	e.right = append(e.right, nil)
	e.val = append(e.val, new(big.Rat).Set(x))
	e.nums[k] = g
	return g
}

func (e *engine) isNum(g int) bool { return e.val[g] != nil }

func key(l, r []int) string {
	var b strings.Builder
	for _, x := range l {
		b.WriteString(strconv.Itoa(x))
		b.WriteByte(',')
	}
	b.WriteByte('|')
	for _, x := range r {
		b.WriteString(strconv.Itoa(x))
		b.WriteByte(',')
	}
	return b.String()
}

func (e *engine) intern(l, r []int) int {
	k := key(l, r)
	if g, ok := e.index[k]; ok {
		return g
	}
	g := len(e.val)
	e.left = append(e.left, l)
	e.right = append(e.right, r)
	e.val = append(e.val, nil)
	e.index[k] = g
	return g
}

// opts returns the Left (side 0) or Right (side 1) options of g.
func (e *engine) opts(g, side int) []int {
	x := e.val[g]
	if x == nil {
		if side == 0 {
			return e.left[g]
		}
		return e.right[g]
	}
	if x.IsInt() {
		if side == 0 && x.Sign() > 0 {
			return []int{e.number(sub(x, rat(1)))}
		}
		if side == 1 && x.Sign() < 0 {
			return []int{e.number(add(x, rat(1)))}
		}
		return nil
	}
	step := new(big.Rat).SetFrac(big.NewInt(1), x.Denom())
	if side == 0 {
		return []int{e.number(sub(x, step))}
	}
	return []int{e.number(add(x, step))}
}

func (e *engine) nimber(m int) int {
	if g, ok := e.nims[m]; ok {
		return g
	}
	g := e.zero
	if m > 0 {
		prev := make([]int, m)
		for j := 0; j < m; j++ {
			prev[j] = e.nimber(j)
		}
		sort.Ints(prev)
		g = e.intern(prev, prev)
	}
	e.nims[m] = g
	return g
}

func (e *engine) le(g, h int) bool {
	if g == h {
		return true
	}
	xg, xh := e.val[g], e.val[h]
	if xg != nil && xh != nil {
		return xg.Cmp(xh) <= 0
	}
	k := pair{g, h}
	if r, ok := e.leMemo[k]; ok {
		return r
	}
	r := true
	if xg == nil {
		for _, gl := range e.left[g] {
			if e.le(h, gl) {
				r = false
				break
			}
		}
	}
	if r && xh == nil {
		for _, hr := range e.right[h] {
			if e.le(hr, g) {
				r = false
				break
			}
		}
	}
	e.leMemo[k] = r
	return r
}

// leToForm: h <= {L | R}; formLe: {L | R} <= h (h canonical).
func (e *engine) leToForm(h int, L, R []int) bool {
	for _, hl := range e.opts(h, 0) {
		if e.formLe(L, R, hl) {
			return false
		}
	}
	for _, gr := range R {
		if e.le(gr, h) {
			return false
		}
	}
	return true
}

func (e *engine) formLe(L, R []int, h int) bool {
	for _, gl := range L {
		if e.le(h, gl) {
			return false
		}
	}
	for _, hr := range e.opts(h, 1) {
		if e.leToForm(hr, L, R) {
			return false
		}
	}
	return true
}

// simplest returns the simplest number strictly between lo and hi (nil: no bound).
func simplest(lo, hi *big.Rat) *big.Rat {
	switch {
	case lo == nil && hi == nil:
		return rat(0)
	case lo == nil:
		if hi.Sign() > 0 {
			return rat(0)
		}
		c := ceil(hi)
		return new(big.Rat).SetInt(c.Sub(c, big.NewInt(1)))
	case hi == nil:
		if lo.Sign() < 0 {
			return rat(0)
		}
		f := floor(lo)
		return new(big.Rat).SetInt(f.Add(f, big.NewInt(1)))
	}
	if lo.Sign() < 0 && hi.Sign() > 0 {
		return rat(0)
	}
	if lo.Sign() >= 0 {
		f := floor(lo)
		c := new(big.Rat).SetInt(f.Add(f, big.NewInt(1)))
		if c.Cmp(hi) < 0 {
			return c
		}
	} else {
		f := ceil(hi)
		c := new(big.Rat).SetInt(f.Sub(f, big.NewInt(1)))
		if c.Cmp(lo) > 0 {
			return c
		}
	}
	for step := big.NewRat(1, 2); ; step = quo(step, rat(2)) {
		c := add(mul(new(big.Rat).SetInt(floor(quo(lo, step))), step), step)
		if c.Cmp(hi) < 0 {
			return c
		}
	}
}

func (e *engine) asNumber(L, R []int) int {
	var lo, hi *big.Rat
	for _, o := range L {
		if !e.isNum(o) {
			return -1
		}
		if lo == nil || e.val[o].Cmp(lo) > 0 {
			lo = e.val[o]
		}
	}
	for _, o := range R {
		if !e.isNum(o) {
			return -1
		}
		if hi == nil || e.val[o].Cmp(hi) < 0 {
			hi = e.val[o]
		}
	}
	if lo != nil && hi != nil && lo.Cmp(hi) >= 0 {
		return -1
	}
	return e.number(simplest(lo, hi))
}

func dedupe(xs []int) []int {
	seen := map[int]bool{}
	var out []int
	for _, x := range xs {
		if !seen[x] {
			seen[x] = true
			out = append(out, x)
		}
	}
	return out
}

func (e *engine) canonical(L, R []int) int {
	L, R = dedupe(L), dedupe(R)
	if g := e.asNumber(L, R); g >= 0 {
		return g
	}
	for {
		var l2, r2 []int
		for _, a := range L {
			dominated := false
			for _, b := range L {
				if b != a && e.le(a, b) {
					dominated = true
					break
				}
			}
			if !dominated {
				l2 = append(l2, a)
			}
		}
		for _, a := range R {
			dominated := false
			for _, b := range R {
				if b != a && e.le(b, a) {
					dominated = true
					break
				}
			}
			if !dominated {
				r2 = append(r2, a)
			}
		}
		L, R = l2, r2
		changed := false
		var newL, newR []int
		for _, a := range L {
			rev := -1
			for _, h := range e.opts(a, 1) {
				if e.leToForm(h, L, R) {
					rev = h
					break
				}
			}
			if rev < 0 {
				newL = append(newL, a)
			} else {
				newL = append(newL, e.opts(rev, 0)...)
				changed = true
			}
		}
		for _, a := range R {
			rev := -1
			for _, h := range e.opts(a, 0) {
				if e.formLe(L, R, h) {
					rev = h
					break
				}
			}
			if rev < 0 {
				newR = append(newR, a)
			} else {
				newR = append(newR, e.opts(rev, 1)...)
				changed = true
			}
		}
		L, R = dedupe(newL), dedupe(newR)
		if !changed {
			break
		}
	}
	if g := e.asNumber(L, R); g >= 0 {
		return g
	}
	sort.Ints(L)
	sort.Ints(R)
	return e.intern(L, R)
}

func (e *engine) neg(g int) int {
	if e.isNum(g) {
		return e.number(new(big.Rat).Neg(e.val[g]))
	}
	if r, ok := e.negMemo[g]; ok {
		return r
	}
	var l, r []int
	for _, o := range e.right[g] {
		l = append(l, e.neg(o))
	}
	for _, o := range e.left[g] {
		r = append(r, e.neg(o))
	}
	sort.Ints(l)
	sort.Ints(r)
	res := e.intern(l, r)
	e.negMemo[g] = res
	return res
}

func (e *engine) add(g, h int) int {
	if g > h {
		g, h = h, g
	}
	k := pair{g, h}
	if r, ok := e.addMemo[k]; ok {
		return r
	}
	xg, xh := e.val[g], e.val[h]
	var r int
	switch {
	case xg != nil && xh != nil:
		r = e.number(add(xg, xh))
	case xg != nil && xg.Sign() == 0:
		r = h
	case xh != nil && xh.Sign() == 0:
		r = g
	case xg != nil || xh != nil:
		num, gm := g, h
		if xh != nil {
			num, gm = h, g
		}
		var l, rr []int
		for _, o := range e.left[gm] {
			l = append(l, e.add(o, num))
		}
		for _, o := range e.right[gm] {
			rr = append(rr, e.add(o, num))
		}
		r = e.canonical(l, rr)
	default:
		var l, rr []int
		for _, o := range e.left[g] {
			l = append(l, e.add(o, h))
		}
		for _, o := range e.left[h] {
			l = append(l, e.add(g, o))
		}
		for _, o := range e.right[g] {
			rr = append(rr, e.add(o, h))
		}
		for _, o := range e.right[h] {
			rr = append(rr, e.add(g, o))
		}
		r = e.canonical(l, rr)
	}
	e.addMemo[k] = r
	return r
}

func (e *engine) stops(g int) [2]*big.Rat {
	if x := e.val[g]; x != nil {
		return [2]*big.Rat{x, x}
	}
	if r, ok := e.stopMemo[g]; ok {
		return r
	}
	var lo, hi *big.Rat
	for _, o := range e.left[g] {
		s := e.stops(o)[1]
		if lo == nil || s.Cmp(lo) > 0 {
			lo = s
		}
	}
	for _, o := range e.right[g] {
		s := e.stops(o)[0]
		if hi == nil || s.Cmp(hi) < 0 {
			hi = s
		}
	}
	r := [2]*big.Rat{lo, hi}
	e.stopMemo[g] = r
	return r
}

func (e *engine) outcome(g int) string {
	ge0, le0 := e.le(e.zero, g), e.le(g, e.zero)
	switch {
	case ge0 && le0:
		return "P"
	case ge0:
		return "L"
	case le0:
		return "R"
	}
	return "N"
}

func (e *engine) birthday(g int) *big.Int {
	if x := e.val[g]; x != nil {
		whole := new(big.Int).Quo(x.Num(), x.Denom()) // truncated towards 0
		whole.Abs(whole)
		if x.IsInt() {
			return whole
		}
		return whole.Add(whole, big.NewInt(int64(x.Denom().BitLen())))
	}
	if r, ok := e.bdayMemo[g]; ok {
		return r
	}
	b := big.NewInt(0)
	for _, o := range append(append([]int{}, e.left[g]...), e.right[g]...) {
		c := new(big.Int).Add(e.birthday(o), big.NewInt(1))
		if c.Cmp(b) > 0 {
			b = c
		}
	}
	e.bdayMemo[g] = b
	return b
}

func (e *engine) allSmall(g int) bool {
	if x := e.val[g]; x != nil {
		return x.Sign() == 0
	}
	if r, ok := e.smallMemo[g]; ok {
		return r
	}
	r := len(e.left[g]) > 0 && len(e.right[g]) > 0
	for _, o := range append(append([]int{}, e.left[g]...), e.right[g]...) {
		r = r && e.allSmall(o)
	}
	e.smallMemo[g] = r
	return r
}

// nimIndex returns m if g is *m, else -1.
func (e *engine) nimIndex(g int) int {
	if g == e.zero {
		return 0
	}
	if e.isNum(g) || key(e.left[g], nil) != key(e.right[g], nil) {
		return -1
	}
	if m, ok := e.nimMemo[g]; ok {
		return m
	}
	r := len(e.left[g])
	seen := make([]bool, len(e.left[g]))
	for _, o := range e.left[g] {
		i := e.nimIndex(o)
		if i < 0 || i >= len(seen) || seen[i] {
			r = -1
			break
		}
		seen[i] = true
	}
	e.nimMemo[g] = r
	return r
}

func (e *engine) maxNimber(g int) int {
	best := 0
	seen := map[int]bool{g: true}
	stack := []int{g}
	for len(stack) > 0 {
		x := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if m := e.nimIndex(x); m > best {
			best = m
		}
		for _, o := range append(append([]int{}, e.opts(x, 0)...), e.opts(x, 1)...) {
			if !seen[o] {
				seen[o] = true
				stack = append(stack, o)
			}
		}
	}
	return best
}

func (e *engine) atomicWeight(g int) int {
	if r, ok := e.awMemo[g]; ok {
		return r
	}
	if g == e.zero {
		return e.zero
	}
	two, mtwo := e.number(rat(2)), e.number(rat(-2))
	var wl, wr []int
	for _, o := range e.left[g] {
		wl = append(wl, e.add(e.atomicWeight(o), mtwo))
	}
	for _, o := range e.right[g] {
		wr = append(wr, e.add(e.atomicWeight(o), two))
	}
	w := e.canonical(wl, wr)
	if x := e.val[w]; x != nil && x.IsInt() {
		n := 2
		for mx := e.maxNimber(g); n <= mx; {
			n *= 2
		}
		far := e.nimber(n)
		lt := e.le(g, far) && !e.le(far, g)
		gt := e.le(far, g) && !e.le(g, far)
		if lt {
			var lo *big.Int
			for _, a := range wl {
				s := floor(e.stops(a)[1])
				if lo == nil || s.Cmp(lo) < 0 {
					lo = s
				}
			}
			k := lo.Int64() - 2
			for {
				ok := true
				for _, a := range wl {
					if e.le(e.number(rat(k)), a) {
						ok = false
						break
					}
				}
				if ok {
					break
				}
				k++
			}
			w = e.number(rat(k))
		} else if gt {
			var hi *big.Int
			for _, a := range wr {
				s := ceil(e.stops(a)[0])
				if hi == nil || s.Cmp(hi) > 0 {
					hi = s
				}
			}
			k := hi.Int64() + 2
			for {
				ok := true
				for _, a := range wr {
					if e.le(a, e.number(rat(k))) {
						ok = false
						break
					}
				}
				if ok {
					break
				}
				k--
			}
			w = e.number(rat(k))
		}
	}
	e.awMemo[g] = w
	return w
}

func (e *engine) ups(n int) int {
	if g, ok := e.upsMemo[n]; ok {
		return g
	}
	var g int
	switch {
	case n == 0:
		g = e.zero
	case n < 0:
		g = e.neg(e.ups(-n))
	case n == 1:
		g = e.intern([]int{e.zero}, []int{e.star})
	default:
		g = e.add(e.ups(n-1), e.ups(1))
	}
	e.upsMemo[n] = g
	return g
}

// show prints g in partizan-canonical's notation.
func (e *engine) show(g int) string {
	if x := e.val[g]; x != nil {
		return fr(x)
	}
	s := e.stops(g)
	if s[0].Cmp(s[1]) == 0 {
		h := e.add(g, e.number(new(big.Rat).Neg(s[0])))
		for n := -70; n <= 70; n++ {
			m := e.nimIndex(e.add(h, e.neg(e.ups(n))))
			if m < 0 {
				continue
			}
			out := ""
			if s[0].Sign() != 0 || (n == 0 && m == 0) {
				out = fr(s[0])
			}
			if n != 0 {
				if n > 0 {
					out += "^"
				} else {
					out += "v"
				}
				if n > 1 || n < -1 {
					out += strconv.Itoa(abs(n))
				}
			}
			if m > 0 {
				out += "*"
				if m > 1 {
					out += strconv.Itoa(m)
				}
			}
			return out
		}
	}
	var l, r []string
	for _, o := range e.left[g] {
		l = append(l, e.show(o))
	}
	for _, o := range e.right[g] {
		r = append(r, e.show(o))
	}
	sort.Strings(l)
	sort.Strings(r)
	return "{" + strings.Join(l, ",") + "|" + strings.Join(r, ",") + "}"
}

func abs(n int) int {
	if n < 0 {
		return -n
	}
	return n
}

// ---- thermographs ----

type point struct{ t, v *big.Rat }

// wall: points from t = -1 up, and the slope beyond the last.
type wall struct {
	pts []point
	top *big.Rat
}

var base = rat(-1)

func (w wall) at(t *big.Rat) *big.Rat {
	for i := len(w.pts) - 1; i >= 0; i-- {
		if w.pts[i].t.Cmp(t) <= 0 {
			if i == len(w.pts)-1 {
				return add(w.pts[i].v, mul(w.top, sub(t, w.pts[i].t)))
			}
			a, b := w.pts[i], w.pts[i+1]
			return add(a.v, mul(quo(sub(b.v, a.v), sub(b.t, a.t)), sub(t, a.t)))
		}
	}
	panic("t below -1")
}

func simplify(pts []point, top *big.Rat) wall {
	out := []point{pts[0]}
	for _, p := range pts[1:] {
		if p.t.Cmp(out[len(out)-1].t) == 0 {
			continue
		}
		out = append(out, p)
		for len(out) >= 3 {
			a, b, c := out[len(out)-3], out[len(out)-2], out[len(out)-1]
			if mul(sub(b.v, a.v), sub(c.t, b.t)).Cmp(mul(sub(c.v, b.v), sub(b.t, a.t))) == 0 {
				out = append(out[:len(out)-2], c)
			} else {
				break
			}
		}
	}
	if len(out) >= 2 {
		a, b := out[len(out)-2], out[len(out)-1]
		if sub(b.v, a.v).Cmp(mul(top, sub(b.t, a.t))) == 0 {
			out = out[:len(out)-1]
		}
	}
	return wall{out, top}
}

func tilt(w wall, a *big.Rat) wall {
	pts := make([]point, len(w.pts))
	for i, p := range w.pts {
		pts[i] = point{p.t, add(p.v, mul(a, p.t))}
	}
	return wall{pts, add(w.top, a)}
}

func times(ws ...wall) []*big.Rat {
	seen := map[string]bool{}
	var ts []*big.Rat
	for _, w := range ws {
		for _, p := range w.pts {
			if k := p.t.RatString(); !seen[k] {
				seen[k] = true
				ts = append(ts, p.t)
			}
		}
	}
	sort.Slice(ts, func(i, j int) bool { return ts[i].Cmp(ts[j]) < 0 })
	return ts
}

func combine(u, w wall, pickMax bool) wall {
	ts := times(u, w)
	var cross []*big.Rat
	for i := 0; i+1 < len(ts); i++ {
		d0 := sub(u.at(ts[i]), w.at(ts[i]))
		d1 := sub(u.at(ts[i+1]), w.at(ts[i+1]))
		if d0.Sign()*d1.Sign() < 0 {
			cross = append(cross, add(ts[i], mul(quo(d0, sub(d0, d1)), sub(ts[i+1], ts[i]))))
		}
	}
	last := ts[len(ts)-1]
	d := sub(u.at(last), w.at(last))
	ds := sub(u.top, w.top)
	if ds.Sign() != 0 && d.Sign()*ds.Sign() < 0 {
		cross = append(cross, sub(last, quo(d, ds)))
	}
	all := times(wall{pts: pointsAt(append(ts, cross...))})
	better := func(a, b *big.Rat) bool {
		if pickMax {
			return a.Cmp(b) >= 0
		}
		return a.Cmp(b) <= 0
	}
	var pts []point
	for _, t := range all {
		a, b := u.at(t), w.at(t)
		if better(a, b) {
			pts = append(pts, point{t, a})
		} else {
			pts = append(pts, point{t, b})
		}
	}
	t := all[len(all)-1]
	a, b := u.at(t), w.at(t)
	var top *big.Rat
	if a.Cmp(b) != 0 {
		if better(a, b) {
			top = u.top
		} else {
			top = w.top
		}
	} else if (u.top.Cmp(w.top) >= 0) == pickMax {
		top = u.top
	} else {
		top = w.top
	}
	return simplify(pts, top)
}

func pointsAt(ts []*big.Rat) []point {
	pts := make([]point, len(ts))
	for i, t := range ts {
		pts[i] = point{t, t}
	}
	return pts
}

func constant(x *big.Rat) wall { return wall{[]point{{base, x}}, rat(0)} }

type thermo struct{ l, r wall }

func (e *engine) thermograph(g int, memo map[int]thermo) thermo {
	if x := e.val[g]; x != nil && x.IsInt() {
		return thermo{constant(x), constant(x)}
	}
	if t, ok := memo[g]; ok {
		return t
	}
	var sl, sr *wall
	for _, o := range e.opts(g, 0) {
		w := tilt(e.thermograph(o, memo).r, rat(-1))
		if sl != nil {
			w = combine(*sl, w, true)
		}
		sl = &w
	}
	for _, o := range e.opts(g, 1) {
		w := tilt(e.thermograph(o, memo).l, rat(1))
		if sr != nil {
			w = combine(*sr, w, false)
		}
		sr = &w
	}
	a, b := sl.at(base), sr.at(base)
	var res thermo
	if a.Cmp(b) <= 0 {
		x := rat(0)
		if a.Sign() > 0 {
			x = a
		} else if b.Sign() < 0 {
			x = b
		}
		res = thermo{constant(x), constant(x)}
	} else {
		tau := meeting(*sl, *sr)
		x := sl.at(tau)
		res = thermo{upTo(*sl, tau, x), upTo(*sr, tau, x)}
	}
	memo[g] = res
	return res
}

func meeting(sl, sr wall) *big.Rat {
	var t0, d0 *big.Rat
	for _, t := range times(sl, sr) {
		d := sub(sl.at(t), sr.at(t))
		if d.Sign() <= 0 {
			return add(t0, mul(quo(d0, sub(d0, d)), sub(t, t0)))
		}
		t0, d0 = t, d
	}
	return add(t0, quo(d0, sub(sr.top, sl.top)))
}

func upTo(w wall, tau, x *big.Rat) wall {
	var pts []point
	for _, p := range w.pts {
		if p.t.Cmp(tau) < 0 {
			pts = append(pts, p)
		}
	}
	return simplify(append(pts, point{tau, x}), rat(0))
}

func showWall(w wall) string {
	mast := w.pts[len(w.pts)-1].v
	var crit, slopes []string
	for i := len(w.pts) - 1; i >= 1; i-- {
		crit = append(crit, fr(w.pts[i].t))
	}
	slopes = append(slopes, fr(w.top))
	for i := len(w.pts) - 1; i >= 1; i-- {
		a, b := w.pts[i-1], w.pts[i]
		slopes = append(slopes, fr(quo(sub(b.v, a.v), sub(b.t, a.t))))
	}
	return fr(mast) + ",[" + strings.Join(crit, ",") + "],[" + strings.Join(slopes, ",") + "]"
}

// ---- CGSuite's notation ----

type parser struct {
	e *engine
	s string
	i int
}

func (p *parser) peek(k int) byte {
	if p.i+k < len(p.s) {
		return p.s[p.i+k]
	}
	return 0
}

func (p *parser) space() {
	for p.peek(0) == ' ' {
		p.i++
	}
}

func (p *parser) sum() int {
	acc := p.prefixed()
	for {
		p.space()
		switch c := p.peek(0); {
		case c == '+' && p.peek(1) == '-':
			acc = p.e.add(acc, p.prefixed())
		case c == '+':
			p.i++
			acc = p.e.add(acc, p.prefixed())
		case c == '-':
			p.i++
			acc = p.e.add(acc, p.e.neg(p.prefixed()))
		default:
			return acc
		}
	}
}

func (p *parser) prefixed() int {
	p.space()
	switch {
	case p.peek(0) == '+' && p.peek(1) == '-':
		p.i += 2
		g := p.prefixed()
		return p.e.canonical([]int{g}, []int{p.e.neg(g)})
	case p.peek(0) == '+':
		p.i++
		return p.prefixed()
	case p.peek(0) == '-':
		p.i++
		return p.e.neg(p.prefixed())
	}
	return p.primary()
}

func isDigit(c byte) bool { return c >= '0' && c <= '9' }

func (p *parser) digits() *big.Int {
	start := p.i
	for isDigit(p.peek(0)) {
		p.i++
	}
	if start == p.i {
		panic("digits expected")
	}
	n, _ := new(big.Int).SetString(p.s[start:p.i], 10)
	return n
}

func (p *parser) expect(c byte) {
	p.space()
	if p.peek(0) != c {
		panic("expected " + string(c))
	}
	p.i++
}

func (p *parser) starDigits() int {
	save := p.i
	p.space()
	if isDigit(p.peek(0)) {
		return int(p.digits().Int64())
	}
	p.i = save
	return 1
}

func (p *parser) primary() int {
	p.space()
	e := p.e
	c := p.peek(0)
	switch {
	case c == '{':
		p.i++
		return p.braces()
	case c == '(':
		p.i++
		g := p.sum()
		p.expect(')')
		return g
	case strings.HasPrefix(p.s[p.i:], "Tiny("), strings.HasPrefix(p.s[p.i:], "Miny("):
		tiny := c == 'T'
		p.i += 5
		g := p.sum()
		p.expect(')')
		if tiny {
			return e.canonical([]int{e.zero}, []int{e.canonical([]int{e.zero}, []int{e.neg(g)})})
		}
		return e.canonical([]int{e.canonical([]int{g}, []int{e.zero})}, []int{e.zero})
	case isDigit(c):
		num := p.digits()
		den := big.NewInt(1)
		if p.peek(0) == '/' {
			p.i++
			den = p.digits()
		}
		return e.number(new(big.Rat).SetFrac(num, den))
	case c == '*':
		p.i++
		return e.nimber(p.starDigits())
	case c == '^' || c == 'v':
		p.i++
		n := 1
		if isDigit(p.peek(0)) {
			n = int(p.digits().Int64())
		} else {
			for p.peek(0) == c {
				n++
				p.i++
			}
		}
		save := p.i
		p.space()
		m := 0
		if p.peek(0) == '*' {
			p.i++
			m = p.starDigits()
		} else {
			p.i = save
		}
		if c == 'v' {
			n = -n
		}
		return e.add(e.ups(n), e.nimber(m))
	}
	panic("unexpected character")
}

func (p *parser) braces() int {
	var items []int // -1: an empty item
	var seps []int
	for {
		p.space()
		if c := p.peek(0); c == '|' || c == '}' || c == ',' {
			items = append(items, -1)
		} else {
			items = append(items, p.sum())
		}
		p.space()
		switch p.peek(0) {
		case '}':
			p.i++
			return p.fold(items, seps)
		case ',':
			p.i++
			seps = append(seps, 0)
		case '|':
			k := 0
			for p.peek(0) == '|' {
				k++
				p.i++
			}
			seps = append(seps, k)
		default:
			panic("unexpected in braces")
		}
	}
}

func (p *parser) fold(items, seps []int) int {
	j := 0
	for i, s := range seps {
		if s > seps[j] {
			j = i
		}
	}
	var sides [2][]int
	parts := [2][2][]int{{items[:j+1], seps[:j]}, {items[j+1:], seps[j+1:]}}
	for s, part := range parts {
		its, sps := part[0], part[1]
		slashed := false
		for _, x := range sps {
			slashed = slashed || x > 0
		}
		switch {
		case slashed:
			sides[s] = []int{p.fold(its, sps)}
		case len(its) == 1 && its[0] < 0:
			sides[s] = nil
		default:
			sides[s] = its
		}
	}
	return p.e.canonical(sides[0], sides[1])
}

func main() {
	data, _ := io.ReadAll(bufio.NewReader(os.Stdin))
	var lines []string
	for _, l := range strings.Split(string(data), "\n") {
		if f := strings.Fields(l); len(f) > 0 {
			lines = append(lines, strings.Join(f, " "))
		}
	}
	q, _ := strconv.Atoi(lines[0])
	e := newEngine()
	memo := map[int]thermo{}
	out := bufio.NewWriter(os.Stdout)
	defer out.Flush()
	for _, text := range lines[1 : q+1] {
		p := &parser{e: e, s: text}
		g := p.sum()
		th := e.thermograph(g, memo)
		mean := th.l.pts[len(th.l.pts)-1].v
		var temp *big.Rat
		if x := e.val[g]; x != nil {
			temp = new(big.Rat).SetFrac(big.NewInt(-1), x.Denom())
		} else {
			temp = rat(-1)
			for _, w := range []wall{th.l, th.r} {
				if len(w.pts) > 1 && w.pts[len(w.pts)-1].t.Cmp(temp) > 0 {
					temp = w.pts[len(w.pts)-1].t
				}
			}
		}
		s := e.stops(g)
		aw := "-"
		if e.allSmall(g) {
			aw = e.show(e.atomicWeight(g))
		}
		fmt.Fprintf(out, "%s %s %s %s %s %s %s Thermograph(%s,%s)\n", e.outcome(g), fr(s[0]), fr(s[1]),
			fr(mean), fr(temp), e.birthday(g).String(), aw, showWall(th.l), showWall(th.r))
	}
}
