//! Smith's generalized Sprague-Grundy values of a digraph with cycles, and
//! the outcome of a sum of tokens.
//!
//! Tokens sit on the vertices of a digraph; a move slides one token along
//! one arc; the player who cannot move loses, and a play that never ends
//! is a draw. On a DAG the Grundy value decides every sum by XOR. With
//! cycles, Smith (1966) gives each vertex `u` a value `γ(u)`, a
//! non-negative integer or ∞, defined by rounds `i = 0, 1, 2, …`: `γ(u) = i`
//! exactly when
//!
//! ```text
//! (a) no follower of u has γ = i,
//! (b) for every j < i some follower of u has γ = j,
//! (c) every follower of u with γ > i or γ = ∞ has itself a follower with γ = i,
//! ```
//!
//! taken as the least labelling that (c) allows (it is built from the
//! bottom, as retrograde analysis builds its losses). A vertex never
//! labelled is `∞(K)`, `K` the set of finite values of its followers.
//! Fraenkel and Yesha (1986) prove the sum rule this module applies
//! ([`GeneralizedGrundy::sum_outcome`]): for tokens on `u1, …, uk`,
//!
//! ```text
//! every γ finite:             Lose if γ(u1) ⊕ … ⊕ γ(uk) = 0, else Win;
//! exactly one γ = ∞(K):       Win if the XOR a of the others lies in K, else Draw;
//! two or more γ infinite:     Draw.
//! ```
//!
//! (the sum has value `∞(K ⊕ a)`, which is a first-player win when it can
//! move to a 0, and a draw otherwise).
//!
//! # The labelling
//!
//! Round `i` is a retrograde analysis on the vertices not yet labelled
//! (`S_i`: their values are `i` or more, or ∞), with "labelled `i`" for a
//! loss and "has a follower labelled `i`" for a win. A vertex is a
//! candidate (alive) when (b) holds, that is when it had a follower
//! labelled in every earlier round; it takes the label `i` when none of its
//! followers is labelled `i` and every follower in `S_i` has one (a counter
//! per vertex of followers in `S_i` not yet known to have one, as in
//! [`super::retrograde`]). An alive vertex that ends round `i` neither
//! labelled nor with a follower labelled `i` can never satisfy (b) again:
//! it is ∞. The rounds stop when no vertex is alive.
//!
//! The cost: a vertex alive in round `i` has at least `i` followers, so the
//! alive lists of all rounds hold O(V + E) entries; each labelled vertex
//! walks its predecessors once; a vertex that gains a follower labelled `i`
//! tells only its predecessors that can still be alive, those of out-degree
//! above `i`, which it finds at the front of its predecessor list sorted by
//! out-degree, decreasing. An arc `q → p` is then walked in at most
//! `min(deg q, deg p)` rounds: O(E·√E) in the worst case (the bound of
//! triangle counting), far less on sparse graphs.

use super::digraph::Digraph;
use super::retrograde::Outcome;

/// The generalized Sprague-Grundy value of a vertex.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Gamma<'a> {
    /// A finite value: the vertex behaves as a Nim heap of that size.
    Finite(u32),
    /// ∞(K): the finite values of the vertex's followers, increasing.
    Infinite(&'a [u32]),
}

/// The generalized Sprague-Grundy values of every vertex of a digraph.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GeneralizedGrundy {
    /// `γ(v)`, or `INFINITE`.
    value: Vec<u32>,
    /// `K` of vertex `v`: `reach[reach_offsets[v]..reach_offsets[v + 1]]`.
    reach_offsets: Vec<u32>,
    reach: Vec<u32>,
}

const INFINITE: u32 = u32::MAX;

impl GeneralizedGrundy {
    /// The value of vertex `v`.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Panics
    /// If `v` is not a vertex.
    ///
    /// # Example
    /// ```
    /// use grundy_core::loopy::digraph::Digraph;
    /// use grundy_core::loopy::generalized::{values, Gamma};
    /// // 0 ⇄ 1 and 1 → 2: 2 is over, 1 reaches a 0, 0 must go to 1.
    /// let gamma = values(&Digraph::from_arcs(4, &[(0, 1), (1, 0), (1, 2), (3, 3), (3, 2)]).unwrap());
    /// assert_eq!(gamma.value(0), Gamma::Finite(0));
    /// assert_eq!(gamma.value(1), Gamma::Finite(1));
    /// assert_eq!(gamma.value(3), Gamma::Infinite(&[0]));
    /// ```
    pub fn value(&self, v: usize) -> Gamma<'_> {
        match self.value[v] {
            INFINITE => Gamma::Infinite(
                &self.reach[self.reach_offsets[v] as usize..self.reach_offsets[v + 1] as usize],
            ),
            g => Gamma::Finite(g),
        }
    }

    /// The result for the player to move of a sum of tokens on `tokens`
    /// (vertices, repeats allowed), by the sum rule of the [module](self).
    ///
    /// # Complexity
    /// O(k + log |K|) for k tokens.
    ///
    /// # Panics
    /// If a token is not on a vertex.
    ///
    /// # Example
    /// ```
    /// use grundy_core::loopy::digraph::Digraph;
    /// use grundy_core::loopy::generalized::values;
    /// use grundy_core::loopy::retrograde::Outcome::*;
    /// // γ = [0, 1, 0, ∞(0)]: as in the example of `value`.
    /// let gamma = values(&Digraph::from_arcs(4, &[(0, 1), (1, 0), (1, 2), (3, 3), (3, 2)]).unwrap());
    /// assert_eq!(gamma.sum_outcome([1, 1]), Lose);
    /// assert_eq!(gamma.sum_outcome([3, 2]), Win); // 0 ∈ K: move 3 to 2
    /// assert_eq!(gamma.sum_outcome([3, 1]), Draw); // 1 ∉ K
    /// assert_eq!(gamma.sum_outcome([3, 3]), Draw);
    /// ```
    pub fn sum_outcome(&self, tokens: impl IntoIterator<Item = usize>) -> Outcome {
        let mut xor = 0u32;
        let mut infinite = None;
        for v in tokens {
            match self.value[v] {
                INFINITE if infinite.is_some() => return Outcome::Draw,
                INFINITE => infinite = Some(v),
                g => xor ^= g,
            }
        }
        match infinite.map(|v| self.value(v)) {
            None if xor == 0 => Outcome::Lose,
            None => Outcome::Win,
            Some(Gamma::Infinite(reach)) if reach.binary_search(&xor).is_ok() => Outcome::Win,
            Some(_) => Outcome::Draw,
        }
    }
}

/// The generalized Sprague-Grundy value of every vertex of `graph` (arcs
/// may repeat, self-loops and cycles allowed).
///
/// # Complexity
/// O(V + E) memory; time O(V + E) plus, per round `i`, the arcs into
/// vertices gaining a follower labelled `i` from vertices of out-degree
/// above `i`: O(E·√E) at worst (see the [module](self)).
///
/// # Example
/// ```
/// use grundy_core::loopy::digraph::Digraph;
/// use grundy_core::loopy::generalized::{values, Gamma::*};
/// // A self-loop alone is a draw: ∞ with no finite follower.
/// let gamma = values(&Digraph::from_arcs(1, &[(0, 0)]).unwrap());
/// assert_eq!(gamma.value(0), Infinite(&[]));
/// // On a DAG the values are the Grundy values: a path 0 → 1 → 2.
/// let gamma = values(&Digraph::from_arcs(3, &[(0, 1), (1, 2), (0, 2)]).unwrap());
/// assert_eq!([0, 1, 2].map(|v| gamma.value(v)), [Finite(2), Finite(1), Finite(0)]);
/// ```
pub fn values(graph: &Digraph) -> GeneralizedGrundy {
    let n = graph.len();
    let degree: Vec<u32> = (0..n).map(|v| graph.out_degree(v) as u32).collect();
    // Predecessor lists sorted by out-degree, decreasing (a counting sort
    // of the sources), so that a round can stop at the first predecessor
    // too small to be alive.
    let max_degree = degree.iter().copied().max().unwrap_or(0) as usize;
    let mut by_degree = vec![0u32; max_degree + 2];
    for &d in &degree {
        by_degree[max_degree - d as usize + 1] += 1;
    }
    for d in 0..=max_degree {
        by_degree[d + 1] += by_degree[d];
    }
    let mut order = vec![0u32; n];
    for v in 0..n {
        let slot = &mut by_degree[max_degree - degree[v] as usize];
        order[*slot as usize] = v as u32;
        *slot += 1;
    }
    let back = graph.transpose_in_order(order.into_iter());

    let mut value = vec![INFINITE; n];
    // Followers not labelled in an earlier round.
    let mut open = degree.clone();
    // Stamps are round + 1, so that 0 means "never".
    let mut alive_in = vec![1u32; n];
    let mut has_label_in = vec![0u32; n];
    let mut count_in = vec![0u32; n];
    let mut count = vec![0u32; n];
    let mut alive: Vec<u32> = (0..n as u32).collect();
    let mut labelled: Vec<u32> = Vec::new();
    let mut round = 0u32;
    while !alive.is_empty() {
        let stamp = round + 1;
        labelled.clear();
        for &v in &alive {
            if open[v as usize] == 0 {
                value[v as usize] = round;
                labelled.push(v);
            }
        }
        let mut head = 0;
        while head < labelled.len() {
            let v = labelled[head] as usize;
            head += 1;
            for &p in back.successors(v) {
                let p = p as usize;
                if has_label_in[p] == stamp || value[p] != INFINITE {
                    continue;
                }
                has_label_in[p] = stamp;
                for &q in back.successors(p) {
                    let q = q as usize;
                    if degree[q] <= round {
                        break;
                    }
                    // Only an alive vertex with no follower labelled in
                    // this round yet can still take its label.
                    if alive_in[q] != stamp || has_label_in[q] == stamp || value[q] != INFINITE {
                        continue;
                    }
                    if count_in[q] != stamp {
                        count_in[q] = stamp;
                        count[q] = open[q];
                    }
                    count[q] -= 1;
                    if count[q] == 0 {
                        value[q] = round;
                        labelled.push(q as u32);
                    }
                }
            }
        }
        for &v in &labelled {
            for &p in back.successors(v as usize) {
                open[p as usize] -= 1;
            }
        }
        alive.retain(|&v| value[v as usize] == INFINITE && has_label_in[v as usize] == stamp);
        for &v in &alive {
            alive_in[v as usize] = stamp + 1;
        }
        round += 1;
    }

    let mut reach_offsets = Vec::with_capacity(n + 1);
    let mut reach = Vec::new();
    reach_offsets.push(0u32);
    for v in 0..n {
        if value[v] == INFINITE {
            let start = reach.len();
            let finite = graph.successors(v).iter().map(|&w| value[w as usize]);
            reach.extend(finite.filter(|&g| g != INFINITE));
            reach[start..].sort_unstable();
            let mut kept = start;
            for i in start..reach.len() {
                if kept == start || reach[kept - 1] != reach[i] {
                    reach[kept] = reach[i];
                    kept += 1;
                }
            }
            reach.truncate(kept);
        }
        reach_offsets.push(reach.len() as u32);
    }
    GeneralizedGrundy {
        value,
        reach_offsets,
        reach,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::loopy::retrograde::retrograde;
    use crate::test_rng::XorShift;
    use rstest::rstest;
    use Gamma::*;
    use Outcome::*;

    fn random_graph(rng: &mut XorShift, n: usize, max_arcs: usize) -> Vec<(u32, u32)> {
        let m = (rng.next() % (max_arcs as u64 + 1)) as usize;
        rng.arcs(n, m)
    }

    /// The sum of `k` tokens on the graph as one game: a vertex per tuple of
    /// token places (base n digits), an arc per move of one token.
    fn sum_graph(n: usize, arcs: &[(u32, u32)], k: u32) -> Digraph {
        let g = Digraph::from_arcs(n, arcs).unwrap();
        let mut sum_arcs = Vec::new();
        for tuple in 0..n.pow(k) {
            for j in 0..k {
                let place = n.pow(j);
                let token = tuple / place % n;
                for &w in g.successors(token) {
                    let next = tuple - token * place + w as usize * place;
                    sum_arcs.push((tuple as u32, next as u32));
                }
            }
        }
        Digraph::from_arcs(n.pow(k), &sum_arcs).unwrap()
    }

    #[test]
    fn the_sum_rule_agrees_with_retrograde_analysis_of_the_whole_sum() {
        let mut rng = XorShift(0x5_3171);
        let mut draws_decided_by_k = 0;
        for trial in 0..1500 {
            let n = 1 + (rng.next() % 8) as usize;
            let arcs = random_graph(&mut rng, n, 3 * n);
            let gamma = values(&Digraph::from_arcs(n, &arcs).unwrap());
            for k in 1..=3u32 {
                let whole = retrograde(&sum_graph(n, &arcs, k), |_| None);
                for tuple in 0..n.pow(k) {
                    let tokens: Vec<usize> = (0..k).map(|j| tuple / n.pow(j) % n).collect();
                    let got = gamma.sum_outcome(tokens.iter().copied());
                    assert_eq!(
                        got,
                        whole.outcome(tuple),
                        "trial {}, arcs {:?}, tokens {:?}, γ {:?}",
                        trial,
                        arcs,
                        tokens,
                        (0..n).map(|v| gamma.value(v)).collect::<Vec<_>>()
                    );
                    let infinite = tokens
                        .iter()
                        .filter(|&&v| gamma.value[v] == INFINITE)
                        .count();
                    draws_decided_by_k += usize::from(infinite == 1 && got == Win);
                }
            }
        }
        // The case the rule exists for (one ∞(K) token, the rest's XOR in
        // K) was met, not only the easy ones.
        assert!(draws_decided_by_k > 100, "{}", draws_decided_by_k);
    }

    #[test]
    fn the_values_satisfy_smiths_conditions() {
        let mut rng = XorShift(0x0fac_e0ff);
        for _ in 0..3000 {
            let n = 1 + (rng.next() % 12) as usize;
            let arcs = random_graph(&mut rng, n, 4 * n);
            let g = Digraph::from_arcs(n, &arcs).unwrap();
            let gamma = values(&g);
            let finite = |w: u32| match gamma.value(w as usize) {
                Finite(x) => Some(x),
                Infinite(_) => None,
            };
            for u in 0..n {
                let next = g.successors(u);
                match gamma.value(u) {
                    Finite(i) => {
                        assert!(next.iter().all(|&w| finite(w) != Some(i)), "(a) at {}", u);
                        for j in 0..i {
                            assert!(next.iter().any(|&w| finite(w) == Some(j)), "(b) at {}", u);
                        }
                        for &w in next.iter().filter(|&&w| finite(w).map_or(true, |x| x > i)) {
                            let back = g.successors(w as usize);
                            assert!(back.iter().any(|&x| finite(x) == Some(i)), "(c) at {}", u);
                        }
                    }
                    Infinite(reach) => {
                        let mut want: Vec<u32> = next.iter().filter_map(|&w| finite(w)).collect();
                        want.sort_unstable();
                        want.dedup();
                        assert_eq!(reach, &want[..]);
                    }
                }
            }
        }
    }

    #[test]
    fn on_a_dag_the_values_are_the_grundy_values() {
        let mut rng = XorShift(0xdad);
        for _ in 0..500 {
            let n = 1 + (rng.next() % 15) as usize;
            // Arcs only from a higher to a lower vertex: no cycle.
            let arcs: Vec<(u32, u32)> = random_graph(&mut rng, n, 3 * n)
                .into_iter()
                .filter(|&(u, v)| u > v)
                .collect();
            let g = Digraph::from_arcs(n, &arcs).unwrap();
            let gamma = values(&g);
            let mut grundy = vec![0u32; n];
            for v in 0..n {
                let seen: Vec<u32> = g
                    .successors(v)
                    .iter()
                    .map(|&w| grundy[w as usize])
                    .collect();
                grundy[v] = (0..).find(|x| !seen.contains(x)).unwrap();
                assert_eq!(gamma.value(v), Finite(grundy[v]));
            }
        }
    }

    #[rstest]
    // A cycle of three with nothing else: every vertex ∞(∅).
    #[case::cycle(3, &[(0, 1), (1, 2), (2, 0)], &[None, None, None])]
    // A 2-cycle 0 ⇄ 1 with 1 → 2 (over): 1 reaches a 0, so 1 is a win and
    // 0, forced to 1, a loss.
    #[case::cycle_with_exit(3, &[(0, 1), (1, 0), (1, 2)], &[Some(0), Some(1), Some(0)])]
    // A self-loop with an exit to a 0 is not a 1: condition (c) would need
    // the loop's vertex to have a follower labelled 1, itself, and the
    // least labelling does not take it. It is ∞({0}): one token there wins
    // (move it out), two draw (whoever moves one out first loses).
    #[case::loop_with_exit(2, &[(0, 0), (0, 1)], &[None, Some(0)])]
    // Ferguson, Game Theory Part I, Figure 3.4 as its text describes it
    // (a, b, c, d, e = 0..5): e terminal, d → e, c → d, c → a, a → b → c.
    // e is 0, d is 1, and a, b, c are "tied" (drawn): ∞ with 0 ∉ K.
    #[case::ferguson_figure_3_4(5, &[(3, 4), (2, 3), (2, 0), (0, 1), (1, 2)], &[None, None, None, Some(1), Some(0)])]
    // Two vertices each with a loop and an arc to the other: all ∞(∅).
    #[case::two_loops(2, &[(0, 0), (1, 1), (0, 1), (1, 0)], &[None, None])]
    fn known_values(#[case] n: usize, #[case] arcs: &[(u32, u32)], #[case] want: &[Option<u32>]) {
        let gamma = values(&Digraph::from_arcs(n, arcs).unwrap());
        let got: Vec<Option<u32>> = (0..n)
            .map(|v| match gamma.value(v) {
                Finite(g) => Some(g),
                Infinite(_) => None,
            })
            .collect();
        assert_eq!(got, want);
    }

    #[test]
    fn fergusons_tied_cycle_has_the_followers_values_it_reaches() {
        let arcs = [(3, 4), (2, 3), (2, 0), (0, 1), (1, 2)];
        let gamma = values(&Digraph::from_arcs(5, &arcs).unwrap());
        assert_eq!(gamma.value(2), Infinite(&[1]));
        assert_eq!(gamma.value(0), Infinite(&[]));
        for v in 0..3 {
            assert_eq!(gamma.sum_outcome([v]), Draw);
        }
        // A token on c beside a token on d: the XOR of the rest, 1, lies
        // in K(c) = {1}, so the mover wins (by moving c to d: 1 ⊕ 1 = 0).
        assert_eq!(gamma.sum_outcome([2, 3]), Win);
    }
}
