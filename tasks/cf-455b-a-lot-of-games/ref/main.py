# cf-455b-a-lot-of-games reference: Codeforces 455B A Lot of Games
# https://codeforces.com/problemset/problem/455/B
# In: "n k", then n non-empty words of lowercase letters.
# Out: "First" if the player who moves first in the first of k games wins the
# last game, else "Second". In each game the players append letters in turn
# to an empty word that must stay a prefix of one of the words; who cannot
# move loses; the loser of a game moves first in the next.
# Theory: on the words' trie, can_win[x] = some child c with not can_win[c];
# can_lose[x] = x is a leaf, or some child c with not can_lose[c]. The first
# player: able to win and to lose -> loses every game but the last, First;
# able to win only -> every game goes to its starter, so starters alternate:
# First iff k is odd; unable to win -> Second.
# Nodes get numbers after their parents, so a backward pass sees children
# first. No recursion.
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n, k = int(data[0]), int(data[1])
    children = [{}]
    parent = [-1]
    for word in data[2:2 + n]:
        x = 0
        for c in word:
            nxt = children[x].get(c)
            if nxt is None:
                nxt = len(children)
                children[x][c] = nxt
                children.append({})
                parent.append(x)
            x = nxt
    m = len(children)
    can_win = [False] * m
    can_lose = [False] * m
    for x in range(m - 1, -1, -1):
        if not children[x]:
            can_lose[x] = True
        p = parent[x]
        if p >= 0:
            if not can_win[x]:
                can_win[p] = True
            if not can_lose[x]:
                can_lose[p] = True
    first = can_win[0] and (can_lose[0] or k % 2 == 1)
    print("First" if first else "Second")


main()
