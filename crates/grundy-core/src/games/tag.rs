//! Tag on a tree: a chaser and a runner take turns moving on a tree, and
//! the chaser wants to stand where the runner stands. Who wins, or how
//! long the runner lasts, follows from a few distances in O(n).
//!
//! **Jumps** (Codeforces 1404B, Tree Tag). The chaser moves first; a move
//! jumps to any vertex within the mover's reach (staying is allowed), the
//! chaser's reach `da`, the runner's `db`, and the chaser wins if the two
//! ever stand on one vertex. With `da ≥ 1`, the chaser wins exactly when
//!
//! ```text
//! dist(chaser, runner) ≤ da,  or  2·da ≥ diameter,  or  db ≤ 2·da.
//! ```
//!
//! The first catches at once. With `2·da ≥ diameter` the chaser jumps to
//! a centre of the tree, within `da` of every vertex. With `db ≤ 2·da` the
//! runner can never jump past the chaser: standing `da + 1` from him, she
//! is within `db − (da + 1) < da` of wherever a jump through her vertex
//! lands, so she follows him into his branch of the tree, which shrinks
//! every turn, and corners him. Otherwise (`db > 2·da` and a diameter
//! longer than `2·da`) the runner stays on a longest path and, when the
//! chaser comes within `da + 1`, jumps past her to its far part, more than
//! `da` from her. A chaser with no reach (`da = 0`) catches only a runner
//! already on her vertex. (The editorial of Codeforces Round 668,
//! problem 1404B.)
//!
//! **Steps** (AtCoder ABC 148 F, Playing Tag on Tree). The runner moves
//! first; each move goes to a neighbouring vertex (staying is not allowed),
//! and the game ends as soon as both stand on one vertex. The runner
//! delays the end, the chaser hurries it, and the question is how many
//! moves the chaser makes. The runner can reach exactly the vertices `w`
//! nearer to him than to the chaser, `dist(runner, w) < dist(chaser, w)`
//! (the chaser meets him on the way to any other), and waits at the
//! farthest from the chaser, stepping back and forth there (a leaf, or he
//! could go further), until the chaser's last step:
//!
//! ```text
//! chaser moves = max { dist(chaser, w) : dist(runner, w) < dist(chaser, w) } − 1.
//! ```
//!
//! Both are proved in the tests against searches of the games themselves
//! on every tree to 8 vertices and every pair of starts. Distances come
//! from one rooted order of the tree ([`RootedTree`]), so nothing recurses
//! on the tree's size.

use crate::graph::rooted_tree::RootedTree;

/// Whether the chaser catches the runner when both jump on `tree`, the
/// chaser first: each move goes to any vertex within the mover's reach
/// (`chaser_reach` for the chaser, `runner_reach` for the runner; staying
/// allowed), and the chaser wins if both ever stand on one vertex.
///
/// # Complexity
/// O(n) time and memory: three passes over the tree's order.
///
/// # Panics
/// If `chaser` or `runner` is not a vertex.
///
/// # Example
/// ```
/// use grundy_core::games::tag::chaser_catches;
/// use grundy_core::graph::rooted_tree::RootedTree;
/// // Codeforces 1404B's second sample (0-based): the path 0 - 1 - … - 5,
/// // the chaser at 5 with reach 2, the runner at 0 with reach 5, who
/// // jumps past her whenever she comes near.
/// let edges = [(0, 1), (5, 4), (1, 2), (2, 3), (3, 4)];
/// let tree = RootedTree::from_edges(6, 0, &edges).unwrap();
/// assert!(!chaser_catches(&tree, 5, 0, 2, 5));
/// // A runner who jumps no farther than two of her moves is caught.
/// assert!(chaser_catches(&tree, 5, 0, 2, 4));
/// ```
pub fn chaser_catches(
    tree: &RootedTree,
    chaser: usize,
    runner: usize,
    chaser_reach: u64,
    runner_reach: u64,
) -> bool {
    if chaser == runner {
        return true;
    }
    if chaser_reach == 0 {
        return false;
    }
    let near = u64::from(distances_from(tree, chaser)[runner]) <= chaser_reach;
    let twice = chaser_reach.saturating_mul(2);
    near || twice >= u64::from(diameter(tree)) || runner_reach <= twice
}

/// How many moves the chaser makes on `tree` when both step to a
/// neighbouring vertex each turn (no staying), the runner first, the game
/// over as soon as both stand on one vertex; the runner delays the end and
/// the chaser hurries it. Zero when they start together.
///
/// # Complexity
/// O(n) time and memory: two passes over the tree's order for the
/// distances, one over the vertices.
///
/// # Panics
/// If `runner` or `chaser` is not a vertex.
///
/// # Example
/// ```
/// use grundy_core::games::tag::chaser_moves;
/// use grundy_core::graph::rooted_tree::RootedTree;
/// // AtCoder ABC 148 F's first sample (0-based): the runner at 3, the
/// // chaser at 0 on the path 0 - 1 - 2 - 3 with a leaf 4 at 2.
/// let tree = RootedTree::from_edges(5, 0, &[(0, 1), (1, 2), (2, 3), (2, 4)]).unwrap();
/// assert_eq!(chaser_moves(&tree, 3, 0), 2);
/// ```
pub fn chaser_moves(tree: &RootedTree, runner: usize, chaser: usize) -> u64 {
    let from_runner = distances_from(tree, runner);
    let from_chaser = distances_from(tree, chaser);
    from_runner
        .iter()
        .zip(&from_chaser)
        .filter(|(r, c)| r < c)
        .map(|(_, &c)| u64::from(c) - 1)
        .max()
        .unwrap_or(0)
}

/// The number of edges from `source` to every vertex: depths from the
/// root in the tree's order, except on the path from `source` up to the
/// root, where they count up from `source`.
pub(crate) fn distances_from(tree: &RootedTree, source: usize) -> Vec<u32> {
    let n = tree.vertex_count();
    let mut distance = vec![u32::MAX; n];
    let mut v = source;
    let mut steps = 0;
    loop {
        distance[v] = steps;
        steps += 1;
        match tree.parent(v) {
            Some(p) => v = p,
            None => break,
        }
    }
    for &v in tree.order() {
        let v = v as usize;
        if distance[v] == u32::MAX {
            let p = tree
                .parent(v)
                .expect("the root is on the path from the source");
            distance[v] = distance[p] + 1;
        }
    }
    distance
}

/// The number of edges of a longest path of the tree: children before
/// parents, each vertex's longest way down, and at each vertex the two
/// longest ways down joined.
pub(crate) fn diameter(tree: &RootedTree) -> u32 {
    let mut down = vec![0u32; tree.vertex_count()];
    let mut longest = 0;
    for &v in tree.order().iter().rev() {
        let v = v as usize;
        if let Some(p) = tree.parent(v) {
            let through = down[v] + 1;
            longest = longest.max(down[p] + through);
            down[p] = down[p].max(through);
        }
    }
    longest
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::geography::search::trees;

    fn rooted(n: usize, root: usize, edges: &[(usize, usize)]) -> RootedTree {
        let edges: Vec<(u32, u32)> = edges.iter().map(|&(u, v)| (u as u32, v as u32)).collect();
        RootedTree::from_edges(n, root, &edges).unwrap()
    }

    /// Every distance by relaxing the edges n times (Bellman–Ford).
    fn all_distances(n: usize, edges: &[(usize, usize)]) -> Vec<Vec<u32>> {
        let mut d = vec![vec![u32::MAX / 2; n]; n];
        for (s, row) in d.iter_mut().enumerate() {
            row[s] = 0;
            for _ in 0..n {
                for &(u, v) in edges {
                    row[u] = row[u].min(row[v] + 1);
                    row[v] = row[v].min(row[u] + 1);
                }
            }
        }
        d
    }

    /// The jumping game by its definition: `caught[a][b]` (chaser at a to
    /// move, runner at b) and `safe_move[a][b]` (runner to move) as the
    /// least fixed point of "the chaser can land on the runner, or move to
    /// where every runner move is caught or lands on her".
    fn catches_by_search(d: &[Vec<u32>], da: u32, db: u32) -> Vec<Vec<bool>> {
        let n = d.len();
        let mut chaser_to_move = vec![vec![false; n]; n];
        let mut runner_to_move = vec![vec![false; n]; n];
        loop {
            let mut changed = false;
            for a in 0..n {
                for b in 0..n {
                    let runner_lost = (0..n)
                        .filter(|&b2| d[b][b2] <= db)
                        .all(|b2| b2 == a || chaser_to_move[a][b2]);
                    let chaser_wins = (0..n)
                        .filter(|&a2| d[a][a2] <= da)
                        .any(|a2| a2 == b || runner_to_move[a2][b]);
                    changed |=
                        runner_lost != runner_to_move[a][b] || chaser_wins != chaser_to_move[a][b];
                    runner_to_move[a][b] |= runner_lost;
                    chaser_to_move[a][b] |= chaser_wins;
                }
            }
            if !changed {
                return chaser_to_move;
            }
        }
    }

    #[test]
    fn jumps_on_every_tree_to_eight_vertices() {
        let (mut caught, mut escaped) = (0, 0);
        for n in 1..=8 {
            for edges in trees(n) {
                let d = all_distances(n, &edges);
                let tree = rooted(n, n - 1, &edges);
                for da in 0..n as u32 {
                    for db in 0..n as u32 {
                        let want = catches_by_search(&d, da, db);
                        for (a, row) in want.iter().enumerate() {
                            for (b, &caught_by_search) in row.iter().enumerate() {
                                let got = chaser_catches(&tree, a, b, da.into(), db.into());
                                assert_eq!(
                                    got, caught_by_search,
                                    "{:?} {} {} {} {}",
                                    edges, a, b, da, db
                                );
                                if got {
                                    caught += 1;
                                } else {
                                    escaped += 1;
                                }
                            }
                        }
                    }
                }
            }
        }
        assert!(caught > 1000 && escaped > 1000, "{} {}", caught, escaped);
    }

    /// The stepping game by its definition, cut off after `horizon` moves
    /// (a cut-off counting as endless, the runner's best): the chaser's
    /// moves with the runner to move (`runner_first[r][c]`).
    fn chaser_moves_by_search(d: &[Vec<u32>], horizon: usize) -> Vec<Vec<u64>> {
        let n = d.len();
        let endless = u64::MAX;
        let mut runner_to_move = vec![vec![endless; n]; n];
        let mut chaser_to_move = vec![vec![endless; n]; n];
        for _ in 0..horizon {
            let (r_before, c_before) = (runner_to_move.clone(), chaser_to_move.clone());
            for r in 0..n {
                for c in 0..n {
                    if r == c {
                        runner_to_move[r][c] = 0;
                        chaser_to_move[r][c] = 0;
                        continue;
                    }
                    let steps = |v: usize| (0..n).filter(move |&w| d[v][w] == 1);
                    runner_to_move[r][c] = steps(r).map(|r2| c_before[r2][c]).max().unwrap();
                    chaser_to_move[r][c] = steps(c)
                        .map(|c2| r_before[r][c2].saturating_add(1))
                        .min()
                        .unwrap();
                }
            }
        }
        runner_to_move
    }

    #[test]
    fn steps_on_every_tree_to_eight_vertices() {
        for n in 2..=8 {
            for edges in trees(n) {
                let d = all_distances(n, &edges);
                let want = chaser_moves_by_search(&d, 4 * n + 4);
                let tree = rooted(n, 0, &edges);
                for (r, row) in want.iter().enumerate() {
                    for (c, &moves) in row.iter().enumerate() {
                        assert_ne!(moves, u64::MAX, "the game ends");
                        assert_eq!(chaser_moves(&tree, r, c), moves, "{:?} {} {}", edges, r, c);
                    }
                }
            }
        }
    }

    /// ABC 148 F's samples (0-based) and CF 1404B's first sample.
    #[test]
    fn the_samples() {
        let star = rooted(5, 0, &[(0, 1), (0, 2), (0, 3), (0, 4)]);
        assert_eq!(chaser_moves(&star, 3, 4), 1);
        assert_eq!(chaser_moves(&rooted(2, 0, &[(0, 1)]), 0, 1), 0);
        let edges = [
            (0, 1),
            (1, 2),
            (2, 3),
            (3, 4),
            (4, 5),
            (3, 6),
            (6, 7),
            (7, 8),
        ];
        assert_eq!(chaser_moves(&rooted(9, 0, &edges), 5, 0), 5);
        let cf = rooted(4, 0, &[(0, 1), (0, 2), (0, 3)]);
        assert!(chaser_catches(&cf, 2, 1, 1, 2));
    }

    /// A path of 2 · 10^5 vertices: no recursion; its diameter, and the
    /// runner at one end lasting until the chaser has walked to him.
    #[test]
    fn long_paths_need_no_stack() {
        let n = 200_000;
        let edges: Vec<(u32, u32)> = (1..n as u32).map(|v| (v - 1, v)).collect();
        let tree = RootedTree::from_edges(n, n / 2, &edges).unwrap();
        assert_eq!(diameter(&tree), n as u32 - 1);
        assert_eq!(chaser_moves(&tree, n - 2, 0), n as u64 - 2);
        assert!(!chaser_catches(&tree, 0, n - 1, 10, 21));
        assert!(chaser_catches(&tree, 0, n - 1, 10, 20));
    }
}
