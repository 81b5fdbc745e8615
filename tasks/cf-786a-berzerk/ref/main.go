// Codeforces 786A Berzerk (https://codeforces.com/problemset/problem/786/A), Go reference.
// In: n, then Rick's set k1 s..., then Morty's set k2 s.... Out: two lines of
// Win/Lose/Loop for the first player, monster on objects 2..n, Rick moving
// first, then Morty moving first.
// Retrograde analysis on (object, player to move), objects 0-based with the
// black hole at 0: the player to move at object 0 has lost (the other just
// moved there). Walking back from a decided position: a Lose makes every
// predecessor a Win; a Win takes one from each predecessor's count of moves
// not yet known to lose, and a predecessor whose count reaches 0 is a Lose.
// What is never decided is a Loop. A BFS queue; O(n (k1 + k2)).
package main

import (
	"bufio"
	"os"
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
	n := next()
	var set [2][]int
	for p := 0; p < 2; p++ {
		k := next()
		set[p] = make([]int, k)
		for i := range set[p] {
			set[p][i] = next()
		}
	}
	// state[p][o]: 0 unknown, 1 win, 2 lose (for the player p to move at o).
	state := [2][]int8{make([]int8, n), make([]int8, n)}
	left := [2][]int{make([]int, n), make([]int, n)}
	type pos struct{ p, o int }
	queue := make([]pos, 0, 2*n)
	for p := 0; p < 2; p++ {
		for o := range left[p] {
			left[p][o] = len(set[p])
		}
		state[p][0] = 2
		queue = append(queue, pos{p, 0})
	}
	for head := 0; head < len(queue); head++ {
		cur := queue[head]
		q := 1 - cur.p // the player who moved into cur
		for _, x := range set[q] {
			o := (cur.o - x + n) % n
			if o == 0 || state[q][o] != 0 {
				continue
			}
			if state[cur.p][cur.o] == 2 {
				state[q][o] = 1
				queue = append(queue, pos{q, o})
			} else {
				left[q][o]--
				if left[q][o] == 0 {
					state[q][o] = 2
					queue = append(queue, pos{q, o})
				}
			}
		}
	}
	w := bufio.NewWriterSize(os.Stdout, 1<<16)
	defer w.Flush()
	words := [3]string{"Loop", "Win", "Lose"}
	for p := 0; p < 2; p++ {
		for o := 1; o < n; o++ {
			if o > 1 {
				w.WriteByte(' ')
			}
			w.WriteString(words[state[p][o]])
		}
		w.WriteByte('\n')
	}
}
