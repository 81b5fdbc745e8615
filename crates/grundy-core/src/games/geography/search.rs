//! The plain searches the geography theorems are checked against, knowing
//! nothing of matchings: the game itself, the visited set in the position,
//! and the graphs and trees they are run on.

/// Whether the player to move wins vertex geography from each start `v`
/// (the token on `v`, only `v` visited), on a graph of at most 16 vertices
/// given as neighbour bit masks: every visited set from the largest down,
/// a mover losing exactly when every unvisited neighbour is a win for the
/// other player.
pub(crate) fn mover_wins_from_every_start(adjacent: &[u32]) -> Vec<bool> {
    let n = adjacent.len();
    assert!(n <= 16);
    // lose[visited]: the vertices v of `visited` from which the mover loses.
    let mut lose = vec![0u32; 1 << n];
    for visited in (1..1usize << n).rev() {
        let mut losing = 0;
        for v in (0..n).filter(|&v| visited >> v & 1 == 1) {
            let mut free = adjacent[v] & !(visited as u32);
            let mut wins = false;
            while free != 0 && !wins {
                let u = free.trailing_zeros();
                free &= free - 1;
                wins = lose[visited | 1 << u] >> u & 1 == 1;
            }
            if !wins {
                losing |= 1 << v;
            }
        }
        lose[visited] = losing;
    }
    (0..n).map(|v| lose[1 << v] >> v & 1 == 0).collect()
}

/// Whether the mover at `at`, with the vertices of `visited` visited, wins:
/// a search of its own, from any position of a game in progress.
pub(crate) fn mover_wins_at(adjacent: &[u32], visited: u32, at: usize) -> bool {
    let mut free = adjacent[at] & !visited;
    while free != 0 {
        let u = free.trailing_zeros() as usize;
        free &= free - 1;
        if !mover_wins_at(adjacent, visited | 1 << u, u) {
            return true;
        }
    }
    false
}

/// Neighbour bit masks of the graph on `n` vertices with these edges.
pub(crate) fn bit_masks(n: usize, edges: &[(usize, usize)]) -> Vec<u32> {
    let mut adjacent = vec![0u32; n];
    for &(u, v) in edges {
        adjacent[u] |= 1 << v;
        adjacent[v] |= 1 << u;
    }
    adjacent
}

/// The path 0 – 1 – … – (n − 1) as a bipartite graph's edges (left,
/// right): even positions on the left (position v is left v / 2), odd
/// ones on the right (right v / 2).
pub(crate) fn path_sides(n: usize) -> Vec<(usize, usize)> {
    (1..n)
        .map(|v| {
            if v % 2 == 1 {
                (v / 2, v / 2)
            } else {
                (v / 2, v / 2 - 1)
            }
        })
        .collect()
}

/// Every pair u < v of `0..n`, in a fixed order: bit i of an edge mask
/// stands for pair i.
pub(crate) fn pairs(n: usize) -> Vec<(usize, usize)> {
    (0..n)
        .flat_map(|u| (u + 1..n).map(move |v| (u, v)))
        .collect()
}

/// Every graph on `n` vertices up to relabelling, as edge lists: each
/// graph has a labelling with degrees non-increasing, so only those masks
/// are kept (some classes still come several times).
pub(crate) fn graphs_up_to_relabelling(n: usize) -> impl Iterator<Item = Vec<(usize, usize)>> {
    let pairs = pairs(n);
    (0u64..1 << pairs.len()).filter_map(move |mask| {
        let edges: Vec<(usize, usize)> = (0..pairs.len())
            .filter(|&i| mask >> i & 1 == 1)
            .map(|i| pairs[i])
            .collect();
        let mut degree = vec![0; n];
        for &(u, v) in &edges {
            degree[u] += 1;
            degree[v] += 1;
        }
        degree.windows(2).all(|w| w[0] >= w[1]).then_some(edges)
    })
}

/// Every tree on `n` ≥ 1 vertices up to isomorphism, as edge lists: each
/// tree of n − 1 vertices with a leaf added at each vertex, kept once by
/// its canonical form (the least AHU code over every root).
pub(crate) fn trees(n: usize) -> Vec<Vec<(usize, usize)>> {
    let mut level: Vec<Vec<(usize, usize)>> = vec![vec![]];
    for size in 2..=n {
        let mut seen = std::collections::BTreeMap::new();
        for tree in &level {
            for v in 0..size - 1 {
                let mut grown = tree.clone();
                grown.push((v, size - 1));
                seen.entry(canonical(size, &grown)).or_insert(grown);
            }
        }
        level = seen.into_values().collect();
    }
    level
}

/// The least AHU code of the tree over every choice of root.
fn canonical(n: usize, edges: &[(usize, usize)]) -> String {
    let mut adjacent = vec![vec![]; n];
    for &(u, v) in edges {
        adjacent[u].push(v);
        adjacent[v].push(u);
    }
    (0..n)
        .map(|root| ahu(&adjacent, root, usize::MAX))
        .min()
        .unwrap()
}

/// The AHU code of the subtree at `v` away from `from`: its children's
/// codes sorted, in brackets (the trees here have at most 10 vertices).
fn ahu(adjacent: &[Vec<usize>], v: usize, from: usize) -> String {
    let mut codes: Vec<String> = adjacent[v]
        .iter()
        .filter(|&&w| w != from)
        .map(|&w| ahu(adjacent, w, v))
        .collect();
    codes.sort();
    format!("({})", codes.concat())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The numbers of trees on 1..=10 vertices up to isomorphism (OEIS
    /// A000055), and of graphs on 1..=5 vertices (A000088) as a floor for
    /// the relabelled list.
    #[test]
    fn the_lists_hold_every_tree_and_graph() {
        let a000055 = [1, 1, 1, 2, 3, 6, 11, 23, 47, 106];
        for (n, &count) in (1..=10).zip(&a000055) {
            assert_eq!(trees(n).len(), count, "trees on {n} vertices");
            assert!(trees(n).iter().all(|t| t.len() == n - 1));
        }
        let a000088 = [1, 2, 4, 11, 34];
        for (n, &count) in (1..=5).zip(&a000088) {
            assert!(graphs_up_to_relabelling(n).count() >= count);
        }
    }

    /// By hand: on the path 0 - 1 - 2 the mover from 0 must go to 1, the
    /// other goes on to 2 and the mover is stuck, so 0 loses; from 1 the
    /// mover goes to an end and wins. On one edge both ends win; a vertex
    /// alone loses.
    #[test]
    fn small_cases_by_hand() {
        let path = bit_masks(3, &[(0, 1), (1, 2)]);
        assert_eq!(mover_wins_from_every_start(&path), [false, true, false]);
        assert!(!mover_wins_at(&path, 1, 0));
        assert!(mover_wins_at(&path, 2, 1));
        let edge = bit_masks(2, &[(0, 1)]);
        assert_eq!(mover_wins_from_every_start(&edge), [true, true]);
        assert_eq!(mover_wins_from_every_start(&[0]), [false]);
    }
}
