// Toph "Game of Tic-Tac-Toe, Again?" (statement quoted in https://codeforces.com/blog/entry/71272), Go reference.
// In: T, then per game n and n boards of three rows of X/. (no board has three
// in a row). Out: "Game #i: Alice" when the first player (Alice) wins, else
// "Game #i: Bob"; whoever completes the last three in a row loses.
// Plain misere search by the definition, without symmetry: a position is the
// sorted list of its live boards as 9-bit masks (a board with a line has no
// moves and is dropped); with no live board the player to move wins (the
// opponent completed the last line). Memoized on the sorted list; exponential
// in the number of boards, so right but slow beyond a few boards.
package main

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"sort"
	"strings"
)

var lines = [8][3]uint{{0, 1, 2}, {3, 4, 5}, {6, 7, 8}, {0, 3, 6}, {1, 4, 7}, {2, 5, 8}, {0, 4, 8}, {2, 4, 6}}

func dead(b int) bool {
	for _, l := range lines {
		if b>>l[0]&1 == 1 && b>>l[1]&1 == 1 && b>>l[2]&1 == 1 {
			return true
		}
	}
	return false
}

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

func main() {
	data, _ := io.ReadAll(bufio.NewReader(os.Stdin))
	tok := strings.Fields(string(data))
	p := 0
	next := func() string { p++; return tok[p-1] }
	var t, n int
	fmt.Sscan(next(), &t)
	w := bufio.NewWriter(os.Stdout)
	defer w.Flush()
	for g := 1; g <= t; g++ {
		fmt.Sscan(next(), &n)
		pos := []int{}
		for i := 0; i < n; i++ {
			b := 0
			for r := 0; r < 3; r++ {
				row := next()
				for c := 0; c < 3; c++ {
					if row[c] == 'X' || row[c] == 'x' {
						b |= 1 << uint(3*r+c)
					}
				}
			}
			if !dead(b) {
				pos = append(pos, b)
			}
		}
		sort.Ints(pos)
		who := "Bob"
		if moverWins(pos) {
			who = "Alice"
		}
		fmt.Fprintf(w, "Game #%d: %s\n", g, who)
	}
}
