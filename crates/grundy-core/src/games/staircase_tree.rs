//! Staircase Nim on a tree by depth, for every root at once.
//!
//! Coins lie on the vertices of a rooted tree. A move takes some coins from
//! a vertex of depth at least k to its k-th ancestor (the vertex k edges
//! nearer the root). The player who cannot move loses.
//!
//! Write a depth as d = q·k + s with 0 ≤ s < k. A move keeps s and lowers
//! q by exactly one, so the coins play staircase Nim ([`super::staircase`])
//! with q as the step and q = 0 as the ground: coins on even steps do not
//! count (a move off an even step can be copied one step further down by the
//! opponent), and those on odd steps are Nim heaps, one per vertex. The
//! mover wins exactly when
//!
//! ```text
//! X(r) = ⊕ { coins[v] : ⌊depth_r(v) / k⌋ is odd } = ⊕ { coins[v] : depth_r(v) mod 2k ∈ [k, 2k) }
//! ```
//!
//! is not 0, and X(r) is the position's Grundy value (tested below by
//! adding a Nim heap).
//!
//! **Every root** (Codeforces 1498F asks for each): only a depth modulo 2k
//! matters, so each vertex v keeps the vector
//! `down[v][j] = ⊕ { coins[u] : u below v, dist(v, u) ≡ j (mod 2k) }`,
//! folded from the leaves up (`down[v][j] ^= down[c][j − 1]` for a child
//! c). Rerooting then passes the whole tree's vector from the root down: a
//! child c sees its parent p's whole vector one step further, less its own
//! share of it, which is `down[c]` one step further from p:
//!
//! ```text
//! all[c][j] = down[c][j] ⊕ all[p][j − 1] ⊕ down[c][j − 2]      (indices mod 2k)
//! ```
//!
//! and X(c) is the XOR of `all[c][k..2k]`. O(n·k) time and one table of
//! n × 2k values, filled in place over the breadth-first order (backwards,
//! then forwards): no recursion.

use crate::graph::rooted_tree::RootedTree;

/// X for the tree's own root: the XOR of the coins on vertices whose
/// ⌊depth / k⌋ is odd. The player to move wins exactly when it is not 0;
/// it is the position's Grundy value.
///
/// # Panics
/// If `k` is 0 (coins would move onto their own vertex, forever) or
/// `coins` does not have one count per vertex.
///
/// # Complexity
/// O(n).
///
/// # Example
/// ```
/// use grundy_core::games::staircase_tree::odd_step_xor;
/// use grundy_core::graph::rooted_tree::RootedTree;
/// // The path 0 - 1 - 2 - 3 rooted at 0, k = 1: depths 0, 1, 2, 3; the
/// // odd steps are vertices 1 and 3.
/// let path = RootedTree::from_edges(4, 0, &[(0, 1), (1, 2), (2, 3)]).unwrap();
/// assert_eq!(odd_step_xor(&path, 1, &[9, 5, 7, 3]), 5 ^ 3);
/// // k = 2: steps 0, 0, 1, 1.
/// assert_eq!(odd_step_xor(&path, 2, &[9, 5, 7, 3]), 7 ^ 3);
/// ```
pub fn odd_step_xor(tree: &RootedTree, k: usize, coins: &[u64]) -> u64 {
    assert!(k > 0, "k = 0: coins would move onto their own vertex");
    assert_eq!(
        coins.len(),
        tree.vertex_count(),
        "one coin count per vertex"
    );
    let mut x = 0;
    for (d, &c) in tree.depths().into_iter().zip(coins) {
        if (d / k) % 2 == 1 {
            x ^= c;
        }
    }
    x
}

/// X(r) for every root r: `xors[r]` decides the game with the tree rooted
/// at r (the mover wins exactly when it is not 0). The tree's own root only
/// fixes the order of the passes.
///
/// Holds one table of n × 2·min(k, n) values of 8 bytes; when k ≥ n no
/// vertex is k deep from any root, and every X is 0 without it.
///
/// # Panics
/// If `k` is 0 or `coins` does not have one count per vertex.
///
/// # Complexity
/// O(n · min(k, n)) time and memory; no recursion.
///
/// # Example
/// ```
/// use grundy_core::games::staircase_tree::odd_step_xor_every_root;
/// use grundy_core::graph::rooted_tree::RootedTree;
/// // Codeforces 1498F's sample: k = 1, Alice wins from roots 1, 4 and 5.
/// let edges = [(0, 1), (0, 2), (4, 1), (3, 2)];
/// let tree = RootedTree::from_edges(5, 0, &edges).unwrap();
/// let xors = odd_step_xor_every_root(&tree, 1, &[0, 3, 2, 4, 4]);
/// let wins: Vec<bool> = xors.iter().map(|&x| x != 0).collect();
/// assert_eq!(wins, [true, false, false, true, true]);
/// ```
pub fn odd_step_xor_every_root(tree: &RootedTree, k: usize, coins: &[u64]) -> Vec<u64> {
    assert!(k > 0, "k = 0: coins would move onto their own vertex");
    let n = tree.vertex_count();
    assert_eq!(coins.len(), n, "one coin count per vertex");
    if k >= n {
        return vec![0; n];
    }
    let width = 2 * k;
    // Row v of the table: down[v] after the first pass, all[v] after the
    // second. `step` shifts a vector one edge further: index j to j + 1.
    let mut table = vec![0u64; n * width];
    let row = |v: usize| v * width..(v + 1) * width;
    for &v in tree.order().iter().rev() {
        let v = v as usize;
        table[v * width] ^= coins[v];
        if let Some(p) = tree.parent(v) {
            for j in 0..width {
                table[p * width + (j + 1) % width] ^= table[v * width + j];
            }
        }
    }
    let mut down = vec![0u64; width];
    for &c in &tree.order()[1..] {
        let c = c as usize;
        let p = tree.parent(c).expect("only the root has no parent");
        down.copy_from_slice(&table[row(c)]);
        for j in 0..width {
            let all_p = table[p * width + (j + width - 1) % width];
            table[c * width + j] = down[j] ^ all_p ^ down[(j + width - 2) % width];
        }
    }
    (0..n)
        .map(|v| table[row(v)][k..].iter().fold(0, |x, &c| x ^ c))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::oracle::mover_wins;
    use crate::test_rng::XorShift;
    use itertools::{repeat_n, Itertools};

    /// A random tree on n vertices with shuffled labels, as edges.
    fn random_edges(rng: &mut XorShift, n: usize) -> Vec<(u32, u32)> {
        let mut label: Vec<u32> = (0..n as u32).collect();
        for i in (1..n).rev() {
            label.swap(i, (rng.next() % (i as u64 + 1)) as usize);
        }
        (1..n)
            .map(|i| (label[i], label[(rng.next() % i as u64) as usize]))
            .collect()
    }

    /// The game from its rules: the k-th ancestor of every vertex k deep
    /// or more; a position is the coin counts plus an extra Nim heap; a
    /// move takes 1..=c coins to the ancestor, or lowers the heap.
    fn brute_force_with_heap(tree: &RootedTree, k: usize, coins: &[u64], heap: u64) -> bool {
        let n = tree.vertex_count();
        let target: Vec<Option<usize>> = (0..n)
            .map(|v| (0..k).try_fold(v, |u, _| tree.parent(u)))
            .collect();
        let mut start = coins.to_vec();
        start.push(heap);
        mover_wins(start, |p| {
            let mut next = Vec::new();
            for v in 0..n {
                if let Some(to) = target[v] {
                    for moved in 1..=p[v] {
                        let mut q = p.clone();
                        q[v] -= moved;
                        q[to] += moved;
                        next.push(q);
                    }
                }
            }
            for h in 0..p[n] {
                let mut q = p.clone();
                q[n] = h;
                next.push(q);
            }
            next
        })
    }

    /// The staircase reduction against the game itself, summed with Nim
    /// heaps 0..=3 (so X is the exact Grundy value): every tree of up to 4
    /// vertices given as a parent list (up to relabelling, all shapes), every
    /// root, k = 1..=3, every coin vector with 0..=2 coins a vertex.
    #[test]
    fn small_trees_match_the_game() {
        for n in 1..=4usize {
            for parents in (1..n).map(|v| 0..v).multi_cartesian_product() {
                let edges: Vec<(u32, u32)> = parents
                    .iter()
                    .enumerate()
                    .map(|(i, &p)| (i as u32 + 1, p as u32))
                    .collect();
                for root in 0..n {
                    let tree = RootedTree::from_edges(n, root, &edges).unwrap();
                    for k in 1..=3 {
                        for coins in repeat_n(0..=2u64, n).multi_cartesian_product() {
                            let x = odd_step_xor(&tree, k, &coins);
                            for heap in 0..=3 {
                                let want = brute_force_with_heap(&tree, k, &coins, heap);
                                assert_eq!(
                                    x != heap,
                                    want,
                                    "{:?} root {} k {} {:?} + {}",
                                    edges,
                                    root,
                                    k,
                                    coins,
                                    heap
                                );
                            }
                        }
                    }
                }
            }
        }
    }

    /// Random trees of 5 and 6 vertices, a random root and coins: the
    /// winner from the game itself.
    #[test]
    fn random_trees_match_the_game() {
        let mut rng = XorShift(0x1498);
        for _ in 0..300 {
            let n = 5 + (rng.next() % 2) as usize;
            let edges = random_edges(&mut rng, n);
            let root = (rng.next() % n as u64) as usize;
            let tree = RootedTree::from_edges(n, root, &edges).unwrap();
            let k = 1 + (rng.next() % 3) as usize;
            let coins: Vec<u64> = (0..n).map(|_| rng.next() % 3).collect();
            let x = odd_step_xor(&tree, k, &coins);
            assert_eq!(
                x != 0,
                brute_force_with_heap(&tree, k, &coins, 0),
                "{:?} k {} {:?}",
                edges,
                k,
                coins
            );
        }
    }

    /// Rerooting against the one-root XOR computed afresh from every root,
    /// on random trees of up to 40 vertices with k = 1..=7 (k ≥ n too).
    #[test]
    fn every_root_matches_one_root_at_a_time() {
        let mut rng = XorShift(0xf00d);
        for _ in 0..400 {
            let n = 1 + (rng.next() % 40) as usize;
            let edges = random_edges(&mut rng, n);
            let k = 1 + (rng.next() % 7) as usize;
            let coins: Vec<u64> = (0..n).map(|_| rng.next() >> 4).collect();
            let first = (rng.next() % n as u64) as usize;
            let all = odd_step_xor_every_root(
                &RootedTree::from_edges(n, first, &edges).unwrap(),
                k,
                &coins,
            );
            for (root, &x) in all.iter().enumerate() {
                let tree = RootedTree::from_edges(n, root, &edges).unwrap();
                assert_eq!(
                    x,
                    odd_step_xor(&tree, k, &coins),
                    "{:?} k {} root {}",
                    edges,
                    k,
                    root
                );
            }
        }
    }

    /// A path of 10^5 vertices, k = 20: no recursion; from an end of the
    /// path the XOR is that of the odd steps, checked at a few roots.
    #[test]
    fn long_path_every_root() {
        let n = 100_000usize;
        let edges: Vec<(u32, u32)> = (1..n as u32).map(|v| (v - 1, v)).collect();
        let coins: Vec<u64> = (0..n as u64)
            .map(|v| v * 2_654_435_761 % 1_000_000_007)
            .collect();
        let tree = RootedTree::from_edges(n, n / 2, &edges).unwrap();
        let all = odd_step_xor_every_root(&tree, 20, &coins);
        for root in [0, 1, 777, n / 2, n - 1] {
            let rooted = RootedTree::from_edges(n, root, &edges).unwrap();
            assert_eq!(all[root], odd_step_xor(&rooted, 20, &coins));
        }
    }
}
