//! Win and lose on demand, and a series of games where the loser of each
//! starts the next (Codeforces 455B, A Lot of Games).
//!
//! In a game where the player who cannot move loses, the player to move
//! may want to win, or to lose (to start the next game of a series). Both
//! follow from the same tree read twice:
//!
//! ```text
//! can_win(v)  = some move v → w has can_win(w) false,
//! can_lose(v) = v has no move, or some move v → w has can_lose(w) false.
//! ```
//!
//! `can_lose` is the misère game's win (the player who cannot move "wins"
//! it by losing the normal one). On a graph with cycles both are the wins
//! of retrograde analysis ([`crate::loopy::retrograde`]), normal and misère,
//! and a draw forces neither.
//!
//! **A series.** The same game is played `k` times; the loser of each game
//! starts the next, and whoever wins the last game wins the series. Let
//! the first game's starter be P:
//!
//! - if P can force a win and a loss, P wins the series: he loses every
//!   game but the last, so he starts each, and wins the last;
//! - if P can force a win but not a loss, every game is won by its
//!   starter (the other player can make him win, and he can make himself
//!   win), so the starters alternate and P wins exactly when `k` is odd;
//! - if P cannot force a win, the other player makes him lose every game,
//!   so he starts and loses the last.
//!
//! Proved in the tests against a search of the whole series, game after
//! game, on every game tree to 6 vertices and series to 5 games, as the
//! editorial of Codeforces Round 260 (problem 455B) states it.

use std::collections::HashMap;

use crate::loopy::digraph::Digraph;
use crate::loopy::retrograde::{retrograde, Outcome};

/// What the player to move can force: a win, a loss, both or neither.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Demand {
    /// The player to move can force a win.
    pub can_win: bool,
    /// The player to move can force a loss.
    pub can_lose: bool,
}

/// What the player to move can force at every vertex of `graph`, a token
/// moved along its arcs by the players in turn, the player who cannot move
/// losing; on a cycle, a draw forces neither.
///
/// # Complexity
/// O(V + E): retrograde analysis twice, normal and misère.
///
/// # Example
/// ```
/// use grundy_core::games::series::{demands, Demand};
/// use grundy_core::loopy::digraph::Digraph;
/// // From 0 the mover may stop at 1 (the opponent is stuck: a win) or go
/// // to 2, from which the opponent must move to 3 (the mover is stuck).
/// let g = Digraph::from_arcs(4, &[(0, 1), (0, 2), (2, 3)]).unwrap();
/// assert_eq!(demands(&g)[0], Demand { can_win: true, can_lose: true });
/// assert_eq!(demands(&g)[2], Demand { can_win: true, can_lose: false });
/// ```
pub fn demands(graph: &Digraph) -> Vec<Demand> {
    let normal = retrograde(graph, |_| None);
    let misere = retrograde(graph, |v| {
        (graph.out_degree(v) == 0).then_some(Outcome::Win)
    });
    normal
        .outcomes()
        .iter()
        .zip(misere.outcomes())
        .map(|(&n, &m)| Demand {
            can_win: n == Outcome::Win,
            can_lose: m == Outcome::Win,
        })
        .collect()
}

/// Whether the player who starts the first of `games` games wins the
/// series, when the loser of each game starts the next and the winner of
/// the last wins; `start` is what the starter of a game can force. `None`
/// for no game at all.
///
/// # Complexity
/// O(1).
///
/// # Example
/// ```
/// use grundy_core::games::series::{series_mover_wins, Demand};
/// let only_win = Demand { can_win: true, can_lose: false };
/// assert_eq!(series_mover_wins(only_win, 3), Some(true));
/// assert_eq!(series_mover_wins(only_win, 2), Some(false));
/// let both = Demand { can_win: true, can_lose: true };
/// assert_eq!(series_mover_wins(both, 2), Some(true));
/// assert_eq!(series_mover_wins(both, 0), None);
/// ```
pub fn series_mover_wins(start: Demand, games: u64) -> Option<bool> {
    if games == 0 {
        return None;
    }
    Some(match (start.can_win, start.can_lose) {
        (true, true) => true,
        (true, false) => games % 2 == 1,
        (false, _) => false,
    })
}

/// The game of a set of words: the players build a word a letter at a
/// time, each word so far a prefix of some word of the set, and the player
/// who cannot add a letter loses. Its positions are the nodes of the
/// words' trie, node 0 the empty word, every node numbered after its
/// parent.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Trie {
    /// The parent of each node but the root (node 0).
    parent: Vec<u32>,
}

impl Trie {
    /// The trie of `words` (letters are bytes; repeated words and prefixes
    /// add nothing).
    ///
    /// # Complexity
    /// O(total length) expected time and memory (a hash map of the
    /// edges).
    ///
    /// # Panics
    /// If the words have 2^32 − 1 letters or more in all.
    ///
    /// # Example
    /// ```
    /// use grundy_core::games::series::Trie;
    /// // "a", "ab", "b": the empty word, a, ab, b.
    /// assert_eq!(Trie::from_words(["a", "ab", "b"]).len(), 4);
    /// ```
    pub fn from_words<I>(words: I) -> Trie
    where
        I: IntoIterator,
        I::Item: AsRef<[u8]>,
    {
        let mut parent = vec![0u32];
        let mut child: HashMap<(u32, u8), u32> = HashMap::new();
        for word in words {
            let mut at = 0u32;
            for &letter in word.as_ref() {
                let next = parent.len();
                at = *child.entry((at, letter)).or_insert_with(|| {
                    parent.push(at);
                    u32::try_from(next).expect("fewer than 2^32 − 1 letters")
                });
            }
        }
        Trie { parent }
    }

    /// The number of nodes (prefixes of the words, the empty one
    /// included).
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use grundy_core::games::series::Trie;
    /// assert_eq!(Trie::from_words(["ab", "ac"]).len(), 4);
    /// ```
    pub fn len(&self) -> usize {
        self.parent.len()
    }

    /// Whether the trie is the empty word alone: never, it always has its
    /// root.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use grundy_core::games::series::Trie;
    /// assert!(!Trie::from_words(Vec::<&str>::new()).is_empty());
    /// ```
    pub fn is_empty(&self) -> bool {
        self.parent.is_empty()
    }

    /// What the player to move can force at every node, children read
    /// before parents (the reverse of the numbering).
    ///
    /// # Complexity
    /// O(nodes), no recursion.
    ///
    /// # Example
    /// ```
    /// use grundy_core::games::series::{Demand, Trie};
    /// // Codeforces 455B's first sample: "a" and "b". The first player
    /// // adds a letter and wins; she cannot lose.
    /// let root = Trie::from_words(["a", "b"]).demands()[0];
    /// assert_eq!(root, Demand { can_win: true, can_lose: false });
    /// ```
    pub fn demands(&self) -> Vec<Demand> {
        let n = self.parent.len();
        // Whether some child has a false can_win, a false can_lose; whether
        // there is a child at all.
        let mut losing_child = vec![false; n];
        let mut unlosable_child = vec![false; n];
        let mut has_child = vec![false; n];
        let mut demand = vec![
            Demand {
                can_win: false,
                can_lose: false
            };
            n
        ];
        for v in (0..n).rev() {
            demand[v] = Demand {
                can_win: losing_child[v],
                can_lose: !has_child[v] || unlosable_child[v],
            };
            if v > 0 {
                let p = self.parent[v] as usize;
                has_child[p] = true;
                losing_child[p] |= !demand[v].can_win;
                unlosable_child[p] |= !demand[v].can_lose;
            }
        }
        demand
    }

    /// The game as a move graph: an arc from each node to each child.
    ///
    /// # Complexity
    /// O(nodes).
    ///
    /// # Example
    /// ```
    /// use grundy_core::games::series::Trie;
    /// let g = Trie::from_words(["ab"]).digraph();
    /// assert_eq!((g.successors(0), g.successors(1)), (&[1][..], &[2][..]));
    /// ```
    pub fn digraph(&self) -> Digraph {
        let arcs: Vec<(u32, u32)> = (1..self.parent.len() as u32)
            .map(|v| (self.parent[v as usize], v))
            .collect();
        // Every arc joins a node to its child: valid by construction.
        Digraph::sorted(self.parent.len(), arcs.into_iter())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::Side;
    use crate::loopy::cut_off::cut_off_minimax;
    use crate::loopy::scored::DrawRank;
    use crate::test_rng::XorShift;

    /// Plain recursion on a DAG's adjacency lists (small, so the call
    /// stack is no concern): whether the mover can force a win, a loss.
    fn by_recursion(next: &[Vec<usize>], v: usize) -> (bool, bool) {
        if next[v].is_empty() {
            return (false, true);
        }
        let below: Vec<(bool, bool)> = next[v].iter().map(|&w| by_recursion(next, w)).collect();
        (below.iter().any(|b| !b.0), below.iter().any(|b| !b.1))
    }

    /// Every DAG on at most 6 vertices whose arcs go from lower to higher
    /// numbers (every DAG has such a numbering).
    #[test]
    fn every_dag_to_six_vertices_against_recursion() {
        for n in 1..=6usize {
            let pairs: Vec<(usize, usize)> = (0..n)
                .flat_map(|u| (u + 1..n).map(move |v| (u, v)))
                .collect();
            for mask in 0u32..1 << pairs.len() {
                let arcs: Vec<(u32, u32)> = (0..pairs.len())
                    .filter(|i| mask >> i & 1 == 1)
                    .map(|i| (pairs[i].0 as u32, pairs[i].1 as u32))
                    .collect();
                let mut next = vec![Vec::new(); n];
                for &(u, v) in &arcs {
                    next[u as usize].push(v as usize);
                }
                let got = demands(&Digraph::from_arcs(n, &arcs).unwrap());
                for (v, &demand) in got.iter().enumerate() {
                    let (can_win, can_lose) = by_recursion(&next, v);
                    assert_eq!(demand, Demand { can_win, can_lose }, "{:?} at {}", arcs, v);
                }
            }
        }
    }

    /// With cycles: can_win is a score of +1 and can_lose a score of −1
    /// (for the player to move) under plain minimax cut off, a draw
    /// between; on random graphs to ten vertices.
    #[test]
    fn graphs_with_cycles_against_cut_off_minimax() {
        let mut rng = XorShift(0x0010_55e5);
        for _ in 0..3000 {
            let n = 1 + (rng.next() % 10) as usize;
            let m = (rng.next() % (2 * n as u64 + 1)) as usize;
            let arcs = rng.arcs(n, m);
            let got = demands(&Digraph::from_arcs(n, &arcs).unwrap());
            // Positions 2v (P to move at v) and 2v + 1 (Q): P maximizes.
            let doubled: Vec<(u32, u32)> = arcs
                .iter()
                .flat_map(|&(u, v)| [(2 * u, 2 * v + 1), (2 * u + 1, 2 * v)])
                .collect();
            let movers: Vec<Side> = (0..2 * n)
                .map(|p| if p % 2 == 0 { Side::Left } else { Side::Right })
                .collect();
            let stuck: Vec<bool> = (0..n)
                .map(|v| !arcs.iter().any(|a| a.0 as usize == v))
                .collect();
            for (wants, sign) in [(true, 1), (false, -1)] {
                // P scores +1 when the player stuck is Q (wants a win) or
                // P himself (wants a loss).
                let ends: Vec<Option<i64>> = (0..2 * n)
                    .map(|p| stuck[p / 2].then_some(if p % 2 == 1 { sign } else { -sign }))
                    .collect();
                let values =
                    cut_off_minimax(2 * n, &doubled, &movers, &ends, DrawRank::Above(0)).unwrap();
                for v in 0..n {
                    let forced = values[2 * v] == Some(1);
                    let have = if wants {
                        got[v].can_win
                    } else {
                        got[v].can_lose
                    };
                    assert_eq!(have, forced, "{:?} at {}", arcs, v);
                }
            }
        }
    }

    /// The whole series by search: whether P, to move at `v` in game `i`
    /// of `k` (mover P if `p_moves`), wins the series.
    fn series_search(next: &[Vec<usize>], k: u32, i: u32, v: usize, p_moves: bool) -> bool {
        if next[v].is_empty() {
            // The mover lost game i; the winner is the other one.
            let p_won = !p_moves;
            if i == k {
                return p_won;
            }
            // The loser starts game i + 1 at the root.
            return series_search(next, k, i + 1, 0, !p_won);
        }
        let mut outcomes = next[v]
            .iter()
            .map(|&w| series_search(next, k, i, w, !p_moves));
        if p_moves {
            outcomes.any(|won| won)
        } else {
            outcomes.all(|won| won)
        }
    }

    /// Every game tree to 6 vertices (vertex v > 0 hangs from any earlier
    /// vertex) and series of 1 to 5 games.
    #[test]
    fn the_series_rule_against_a_search_of_the_whole_series() {
        let mut seen = [0; 3];
        for n in 1..=6usize {
            let choices: usize = (1..n).product();
            for code in 0..choices {
                let mut parent = vec![0u32];
                let mut rest = code;
                for v in 1..n {
                    parent.push((rest % v) as u32);
                    rest /= v;
                }
                let mut next = vec![Vec::new(); n];
                for v in 1..n {
                    next[parent[v] as usize].push(v);
                }
                let trie = Trie { parent };
                let start = trie.demands()[0];
                seen[usize::from(start.can_win) + usize::from(start.can_win && start.can_lose)] +=
                    1;
                for k in 1..=5 {
                    let want = series_search(&next, k, 1, 0, true);
                    assert_eq!(
                        series_mover_wins(start, k.into()),
                        Some(want),
                        "{:?} k {}",
                        next,
                        k
                    );
                }
            }
        }
        assert!(seen.iter().all(|&s| s > 5), "{:?}", seen);
    }

    /// A trie agrees with its move graph, and with 455B's samples.
    #[test]
    fn tries_and_the_samples() {
        let mut rng = XorShift(0x455b);
        for _ in 0..200 {
            let words: Vec<Vec<u8>> = (0..1 + rng.next() % 6)
                .map(|_| {
                    (0..rng.next() % 5)
                        .map(|_| b'a' + (rng.next() % 3) as u8)
                        .collect()
                })
                .collect();
            let trie = Trie::from_words(&words);
            assert_eq!(trie.demands(), demands(&trie.digraph()), "{:?}", words);
        }
        let ab = Trie::from_words(["a", "b"]).demands()[0];
        assert_eq!(series_mover_wins(ab, 3), Some(true));
        let abc = Trie::from_words(["a", "b", "c"]).demands()[0];
        assert_eq!(series_mover_wins(abc, 1), Some(true));
        let ab_one = Trie::from_words(["ab"]).demands()[0];
        assert_eq!(series_mover_wins(ab_one, 2), Some(false));
    }

    /// A word of a million letters: the trie is a path, read without
    /// recursion; its mover wins with an odd length and can lose with an
    /// even one.
    #[test]
    fn a_long_word_needs_no_stack() {
        for len in [1_000_000, 999_999] {
            let root = Trie::from_words([vec![b'z'; len]]).demands()[0];
            assert_eq!(
                root,
                Demand {
                    can_win: len % 2 == 1,
                    can_lose: len % 2 == 0
                }
            );
        }
    }
}
