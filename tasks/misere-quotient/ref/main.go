// misere-quotient reference (Go): the misère quotient of an octal game by
// brute force, written from the statement (tasks/misere-quotient/README.md).
//
// The misère outcome of a sum of heaps (a count of each heap size 1..n)
// comes from a memoized search of the game. Two sums u, v are alike when
// u + t and v + t have the same outcome for every test t; the tests are
// the representatives found so far and the divisors of every sum that
// refuted a guess. Representatives grow while some rep + (one heap) is
// alike to none; the guess is then checked against the search on every
// sum of at most degree heaps and every rep with at most nearDegree more
// heaps (and on the heaps' actions commuting), and a wrong sum adds its divisors to the
// tests. The generators are the heaps' elements in heap order, each taken
// when the earlier ones do not generate it, then each dropped, first to
// last, that the rest generate. Normal forms are least words in the
// statement's order, relations the minimal words that are not normal.
package main

import (
	"bufio"
	"fmt"
	"os"
	"sort"
	"strconv"
	"strings"
)

// The guess is checked on every sum of at most degree heaps, and on every
// representative with at most nearDegree more heaps.
const degree = 6
const nearDegree = 3

var n int
var heapOpts [][][]int
var memo = map[string]bool{}

type word []int

func key(w word) string {
	b := make([]byte, len(w))
	for i, c := range w {
		b[i] = byte(c)
	}
	return string(b)
}

func moverWins(w word) bool {
	k := key(w)
	if v, ok := memo[k]; ok {
		return v
	}
	moved, win := false, false
	for s := 1; s <= n && !win; s++ {
		if w[s-1] == 0 {
			continue
		}
		for _, opt := range heapOpts[s] {
			moved = true
			c := append(word(nil), w...)
			c[s-1]--
			for _, t := range opt {
				c[t-1]++
			}
			if !moverWins(c) {
				win = true
				break
			}
		}
	}
	res := win || !moved
	memo[k] = res
	return res
}

func add(u, v word) word {
	c := make(word, n)
	for i := range c {
		c[i] = u[i] + v[i]
	}
	return c
}

func unit(j int) word {
	c := make(word, n)
	c[j-1] = 1
	return c
}

func words(h, deg int) []word {
	out := []word{make(word, n)}
	frontier := out
	for d := 0; d < deg; d++ {
		var next []word
		for _, w := range frontier {
			last := 0
			for i := 0; i < n; i++ {
				if w[i] > 0 {
					last = i
				}
			}
			for j := last; j < h; j++ {
				v := append(word(nil), w...)
				v[j]++
				next = append(next, v)
			}
		}
		out = append(out, next...)
		frontier = next
	}
	return out
}

func divisors(w word) []word {
	out := []word{{}}
	for _, c := range w {
		var next []word
		for _, d := range out {
			for e := 0; e <= c; e++ {
				next = append(next, append(append(word(nil), d...), e))
			}
		}
		out = next
	}
	return out
}

func quotient(h int) ([]word, [][]int) {
	reps := []word{make(word, n)}
	extra := map[string]word{}
	checks := words(h, degree)
	near := words(h, nearDegree)
	for {
		var known map[string]int
		var tests []word
		sig := func(w word) string {
			b := make([]byte, len(tests))
			for i, t := range tests {
				if moverWins(add(w, t)) {
					b[i] = 1
				}
			}
			return string(b)
		}
		for {
			tests = append([]word(nil), reps...)
			ks := make([]string, 0, len(extra))
			for k := range extra {
				ks = append(ks, k)
			}
			sort.Strings(ks)
			for _, k := range ks {
				tests = append(tests, extra[k])
			}
			known = map[string]int{}
			for i, r := range reps {
				known[sig(r)] = i
			}
			grew := false
			cur := len(reps)
			for x := 0; x < cur; x++ {
				for j := 1; j <= h; j++ {
					w := add(reps[x], unit(j))
					s := sig(w)
					if _, ok := known[s]; !ok {
						known[s] = len(reps)
						reps = append(reps, w)
						grew = true
					}
				}
			}
			if !grew {
				break
			}
		}
		table := make([][]int, len(reps))
		p := make([]bool, len(reps))
		for x, r := range reps {
			table[x] = make([]int, h)
			for j := 1; j <= h; j++ {
				table[x][j-1] = known[sig(add(r, unit(j)))]
			}
			p[x] = !moverWins(r)
		}
		// The heaps' actions must commute: where x+i+j and x+j+i part, a
		// test t tells the two apart, and j+t (or i+t) refutes a claim on
		// the way; both join the tests.
		var split []word
		for x := range reps {
			for i := 0; i < h && split == nil; i++ {
				for j := i + 1; j < h && split == nil; j++ {
					a, b := table[table[x][i]][j], table[table[x][j]][i]
					if a == b {
						continue
					}
					for _, t := range tests {
						if moverWins(add(reps[a], t)) != moverWins(add(reps[b], t)) {
							split = []word{add(unit(i+1), t), add(unit(j+1), t)}
							break
						}
					}
				}
			}
		}
		if split != nil {
			for _, w := range split {
				for _, d := range divisors(w) {
					extra[key(d)] = d
				}
			}
			continue
		}
		var wrong word
		all := append([]word(nil), checks...)
		for _, r := range reps {
			for _, v := range near {
				all = append(all, add(r, v))
			}
		}
		for _, w := range all {
			x := 0
			for j := 1; j <= h; j++ {
				for e := 0; e < w[j-1]; e++ {
					x = table[x][j-1]
				}
			}
			if p[x] == moverWins(w) {
				wrong = w
				break
			}
		}
		if wrong == nil {
			return reps, table
		}
		for _, d := range divisors(wrong) {
			extra[key(d)] = d
		}
	}
}

func less(u, v []int) bool {
	for i := len(u) - 1; i >= 0; i-- {
		if u[i] != v[i] {
			return u[i] < v[i]
		}
	}
	return false
}

func show(w []int) string {
	var sb strings.Builder
	for i, e := range w {
		if e > 0 {
			sb.WriteByte(byte('a' + i))
			if e > 1 {
				sb.WriteString(strconv.Itoa(e))
			}
		}
	}
	if sb.Len() == 0 {
		return "1"
	}
	return sb.String()
}

func main() {
	rd := bufio.NewReader(os.Stdin)
	var code string
	var q int
	fmt.Fscan(rd, &code, &n, &q)
	sums := make([][]int, q)
	for i := range sums {
		var k int
		fmt.Fscan(rd, &k)
		sums[i] = make([]int, k)
		for j := range sums[i] {
			fmt.Fscan(rd, &sums[i][j])
		}
	}
	digits := []int{}
	for _, c := range code[2:] {
		digits = append(digits, int(c-'0'))
	}
	heapOpts = make([][][]int, n+1)
	for s := 0; s <= n; s++ {
		for j, d := range digits {
			j++
			if s < j {
				continue
			}
			r := s - j
			if d&1 != 0 && r == 0 {
				heapOpts[s] = append(heapOpts[s], []int{})
			}
			if d&2 != 0 && r > 0 {
				heapOpts[s] = append(heapOpts[s], []int{r})
			}
			if d&4 != 0 {
				for a := 1; a <= r/2; a++ {
					heapOpts[s] = append(heapOpts[s], []int{a, r - a})
				}
			}
		}
	}
	reps, table := quotient(n)
	order := len(reps)
	p := make([]bool, order)
	psize := 0
	for x, r := range reps {
		p[x] = !moverWins(r)
		if p[x] {
			psize++
		}
	}
	times := func(x int, w word) int {
		for j := 1; j <= n; j++ {
			for e := 0; e < w[j-1]; e++ {
				x = table[x][j-1]
			}
		}
		return x
	}
	generated := func(x int, gens []int) bool {
		reach := map[int]bool{0: true}
		stack := []int{0}
		for len(stack) > 0 {
			z := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			for _, y := range gens {
				v := times(z, reps[y])
				if !reach[v] {
					reach[v] = true
					stack = append(stack, v)
				}
			}
		}
		return reach[x]
	}
	// The generators: the heaps' elements in heap order, each taken when
	// the ones taken before do not generate it; then each dropped, first to
	// last, that the rest generate.
	var letters []int
	for h := 1; h <= n; h++ {
		if x := table[0][h-1]; !generated(x, letters) {
			letters = append(letters, x)
		}
	}
	for i := 0; i < len(letters); {
		rest := append(append([]int(nil), letters[:i]...), letters[i+1:]...)
		if generated(letters[i], rest) {
			letters = rest
		} else {
			i++
		}
	}
	g := len(letters)
	nf := map[int][]int{0: make([]int, g)}
	for i := 0; i < g; i++ {
		type item struct {
			x int
			w []int
		}
		var lower []item
		for x, w := range nf {
			lower = append(lower, item{x, w})
		}
		sort.Slice(lower, func(a, b int) bool { return less(lower[a].w, lower[b].w) })
		power, seen := 0, map[int]bool{}
		for e := 1; ; e++ {
			power = times(power, reps[letters[i]])
			if seen[power] {
				break
			}
			seen[power] = true
			for _, it := range lower {
				z := times(it.x, reps[power])
				if _, ok := nf[z]; !ok {
					w := append([]int(nil), it.w...)
					w[i] = e
					nf[z] = w
				}
			}
		}
	}
	if len(nf) != order {
		fmt.Fprintln(os.Stderr, "error: the generators do not generate the quotient")
		os.Exit(1)
	}
	element := map[string]int{}
	for x, w := range nf {
		element[fmt.Sprint(w)] = x
	}
	ofWord := func(w []int) int {
		x := 0
		for i := 0; i < g; i++ {
			for e := 0; e < w[i]; e++ {
				x = times(x, reps[letters[i]])
			}
		}
		return x
	}
	multiple := func(u, v []int) bool {
		for i := range u {
			if u[i] < v[i] {
				return false
			}
		}
		return true
	}
	var minimal [][]int
	for x := 0; x < order; x++ {
		for i := 0; i < g; i++ {
			w := append([]int(nil), nf[x]...)
			w[i]++
			if _, ok := element[fmt.Sprint(w)]; ok {
				continue
			}
			covered := false
			for _, m := range minimal {
				if multiple(w, m) {
					covered = true
				}
			}
			if covered {
				continue
			}
			var kept [][]int
			for _, m := range minimal {
				if !multiple(m, w) {
					kept = append(kept, m)
				}
			}
			minimal = append(kept, w)
		}
	}
	sort.Slice(minimal, func(a, b int) bool { return less(minimal[a], minimal[b]) })
	var line string
	if order <= 2 || (psize == 2 && (order-2)&(order-3) == 0) {
		lg := 0
		for (1 << (lg + 1)) <= order {
			lg++
		}
		line = fmt.Sprintf("(Q,P) = T%d", lg)
	} else {
		var gens, rels, pw []string
		for i := 0; i < g; i++ {
			gens = append(gens, string(rune('a'+i)))
		}
		for _, m := range minimal {
			rels = append(rels, show(m)+"="+show(nf[ofWord(m)]))
		}
		var pws [][]int
		for x := 0; x < order; x++ {
			if p[x] {
				pws = append(pws, nf[x])
			}
		}
		sort.Slice(pws, func(a, b int) bool { return less(pws[a], pws[b]) })
		for _, w := range pws {
			pw = append(pw, show(w))
		}
		line = fmt.Sprintf("Q = <%s | %s>; P = {%s}", strings.Join(gens, ","), strings.Join(rels, ","), strings.Join(pw, ","))
	}
	out := bufio.NewWriter(os.Stdout)
	defer out.Flush()
	fmt.Fprintf(out, "%d %d\n%s\n", order, psize, line)
	for _, s := range sums {
		x := 0
		for _, h := range s {
			if h > 0 {
				x = table[x][h-1]
			}
		}
		if p[x] {
			fmt.Fprintln(out, "SECOND")
		} else {
			fmt.Fprintln(out, "FIRST")
		}
	}
}
