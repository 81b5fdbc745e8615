//! Vertex geography on a grid with obstacles, the bipartite worked
//! example: a token on a free cell moves to a free side-neighbour (up,
//! down, left, right) not visited before, and the player who cannot move
//! loses (Luogu P4055, JSOI 2009 游戏).
//!
//! Coloured like a chessboard, every move changes colour, so the grid is a
//! bipartite graph: the cells with r + c even on one side, the others on
//! the other, and [`Geography::bipartite`] answers every start at once.

use super::vertex::Geography;
use crate::graph::edges::{check_counts, EdgeError};

/// Vertex geography on a `rows` × `cols` grid whose cell (r, c) is free
/// when `free[r * cols + c]`; the answer's vertex `r * cols + c` is that
/// cell (a blocked cell is a vertex with no move: its mover loses).
///
/// # Complexity
/// O(n·√n) time, O(n) memory, for n = rows · cols.
///
/// # Errors
/// [`EdgeError::TooLarge`] for a grid of 2^32 − 1 cells or more.
///
/// # Panics
/// If `free.len() != rows * cols`.
///
/// # Example
/// ```
/// use grundy_core::games::geography::grid::geography;
/// // JSOI 2009's sample: .## / ... / #.#
/// let free: Vec<bool> = ".##...#.#".bytes().map(|c| c == b'.').collect();
/// let game = geography(3, 3, &free).unwrap();
/// // The second player wins from (1, 2) and (2, 1), 0-based: cells 5 and 7.
/// let losing: Vec<usize> = (0..9).filter(|&v| free[v] && !game.mover_wins(v)).collect();
/// assert_eq!(losing, [5, 7]);
/// ```
pub fn geography(rows: usize, cols: usize, free: &[bool]) -> Result<Geography, EdgeError> {
    assert_eq!(free.len(), rows * cols, "a grid of {rows} x {cols} cells");
    check_counts(rows * cols, 0)?;
    // Each cell's place on its side: even cells count up on the left, odd on the right.
    let mut place = vec![0u32; rows * cols];
    let mut sides = [0usize; 2];
    for r in 0..rows {
        for c in 0..cols {
            let side = (r + c) % 2;
            place[r * cols + c] = sides[side] as u32;
            sides[side] += 1;
        }
    }
    let mut edges = Vec::new();
    for r in 0..rows {
        for c in 0..cols {
            let v = r * cols + c;
            if (r + c) % 2 == 1 || !free[v] {
                continue;
            }
            let neighbours = [
                (r > 0).then(|| v - cols),
                (r + 1 < rows).then(|| v + cols),
                (c > 0).then(|| v - 1),
                (c + 1 < cols).then(|| v + 1),
            ];
            for w in neighbours.into_iter().flatten() {
                if free[w] {
                    edges.push((place[v], place[w]));
                }
            }
        }
    }
    let by_side = Geography::bipartite(sides[0], sides[1], &edges)?;
    // Back from side order to cell order.
    let cell = |v: usize, r: usize, c: usize| {
        if (r + c) % 2 == 0 {
            place[v] as usize
        } else {
            sides[0] + place[v] as usize
        }
    };
    let number: Vec<usize> = (0..rows * cols)
        .map(|v| cell(v, v / cols, v % cols))
        .collect();
    Ok(by_side.renumbered(&number))
}

#[cfg(test)]
mod tests {
    use super::super::search::mover_wins_from_every_start;
    use super::*;

    /// Every grid of the given shapes (rows, columns) with every set of
    /// obstacles, every start, against the search of the game itself; a
    /// winning move goes to a neighbour.
    fn every_grid_as_the_search_says(shapes: &[(usize, usize)]) {
        for &(rows, cols) in shapes {
            let n = rows * cols;
            for mask in 0u32..1 << n {
                let free: Vec<bool> = (0..n).map(|v| mask >> v & 1 == 1).collect();
                let mut adjacent = vec![0u32; n];
                for v in (0..n).filter(|&v| free[v]) {
                    let (r, c) = (v / cols, v % cols);
                    if c + 1 < cols && free[v + 1] {
                        adjacent[v] |= 1 << (v + 1);
                        adjacent[v + 1] |= 1 << v;
                    }
                    if r + 1 < rows && free[v + cols] {
                        adjacent[v] |= 1 << (v + cols);
                        adjacent[v + cols] |= 1 << v;
                    }
                }
                let game = geography(rows, cols, &free).unwrap();
                assert_eq!(
                    game.wins(),
                    mover_wins_from_every_start(&adjacent),
                    "{rows}x{cols} {mask:b}"
                );
                for (v, &around) in adjacent.iter().enumerate() {
                    if let Some(w) = game.winning_move(v) {
                        assert!(around >> w & 1 == 1);
                    }
                }
            }
        }
    }

    /// The grids to 3 × 3 (and 1 × 5).
    const TO_NINE_CELLS: [(usize, usize); 5] = [(1, 1), (1, 5), (2, 2), (2, 3), (3, 3)];

    #[test]
    fn every_grid_to_nine_cells_as_the_search_says() {
        every_grid_as_the_search_says(&TO_NINE_CELLS);
    }

    /// The same grids, then every grid of 12 cells but 1 × 12 (2 × 6,
    /// 3 × 4, 4 × 3).
    #[test]
    #[ignore = "slow: every grid of 12 cells"]
    fn every_small_grid_as_the_search_says() {
        every_grid_as_the_search_says(&TO_NINE_CELLS);
        every_grid_as_the_search_says(&[(2, 6), (3, 4), (4, 3)]);
    }
}
