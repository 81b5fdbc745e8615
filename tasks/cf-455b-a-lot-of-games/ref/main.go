// cf-455b-a-lot-of-games, Go reference: Codeforces 455B A Lot of Games
// https://codeforces.com/problemset/problem/455/B
// In: "n k", then n non-empty words of lowercase letters.
// Out: "First" if the player who moves first in the first of k games wins
// the last game, else "Second". In a game the players add letters in turn to
// an empty word that must stay a prefix of some given word; who cannot move
// loses; the loser of game i moves first in game i+1.
// Theory: on the words' trie, win[x] = some child c has !win[c];
// lose[x] = x is a leaf or some child c has !lose[c]. At the root: win and
// lose -> First (lose every game but the last); win only -> the starters
// alternate, First iff k is odd; no win -> Second.
// Children are created after their parents, so the nodes in reverse order
// of creation are children before parents. No recursion.
package main

import (
	"bufio"
	"fmt"
	"os"
)

func main() {
	in := bufio.NewReaderSize(os.Stdin, 1<<16)
	var n, k int
	fmt.Fscan(in, &n, &k)
	child := make([][26]int32, 1, 1<<17)
	parent := []int32{-1}
	for i := 0; i < n; i++ {
		var s string
		fmt.Fscan(in, &s)
		x := int32(0)
		for j := 0; j < len(s); j++ {
			c := s[j] - 'a'
			if child[x][c] == 0 {
				child = append(child, [26]int32{})
				parent = append(parent, x)
				child[x][c] = int32(len(child) - 1)
			}
			x = child[x][c]
		}
	}
	m := len(child)
	win := make([]bool, m)
	lose := make([]bool, m)
	leaf := make([]bool, m)
	for x := range leaf {
		leaf[x] = true
	}
	for x := m - 1; x >= 0; x-- {
		if leaf[x] {
			lose[x] = true
		}
		if p := parent[x]; p >= 0 {
			leaf[p] = false
			if !win[x] {
				win[p] = true
			}
			if !lose[x] {
				lose[p] = true
			}
		}
	}
	first := false
	if win[0] && lose[0] {
		first = true
	} else if win[0] {
		first = k%2 == 1
	}
	if first {
		fmt.Println("First")
	} else {
		fmt.Println("Second")
	}
}
