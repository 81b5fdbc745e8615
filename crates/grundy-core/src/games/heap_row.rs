//! A row of heaps played left to right (a sequential compound of Nim heaps).

/// The Grundy value of a row of heaps played left to right: a move takes
/// any positive number of counters from the leftmost non-empty heap
/// (SPOJ MATGAME's rows).
///
/// The row is a *sequential compound*: the rest of the row starts only when
/// the first heap is empty. With G the value of the rest, the first heap a
/// has options a' < a, where a' = 0 is worth G, so
///
/// ```text
/// g(0) = G,   g(a) = mex{ G, g(1), …, g(a − 1) } = a − 1 if a ≤ G, else a,
/// ```
///
/// and the row folds from the right: start at 0, and for each non-zero
/// heap a, g becomes a − 1 if a ≤ g, else a (an empty heap changes
/// nothing). Rows in a sum combine by XOR.
///
/// # Complexity
/// O(m) for m heaps.
///
/// # Example
/// ```
/// use grundy_core::games::heap_row::grundy;
/// assert_eq!(grundy(&[5]), 5); // one heap: plain Nim
/// assert_eq!(grundy(&[1, 1]), 0); // both moves are forced
/// assert_eq!(grundy(&[2, 1, 1]), 2);
/// assert_eq!(grundy(&[0, 3, 0]), 3);
/// ```
pub fn grundy(row: &[u64]) -> u64 {
    row.iter().rev().fold(0, |g, &a| match a {
        0 => g,
        a if a <= g => a - 1,
        a => a,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::testing::positions;

    use crate::oracle::{mover_wins, sum_moves};

    use itertools::iproduct;

    /// The moves of a row played left to right: any positive amount from
    /// the leftmost non-empty heap.
    fn row_moves(row: &[u64]) -> Vec<Vec<u64>> {
        let Some(i) = row.iter().position(|&a| a > 0) else {
            return Vec::new();
        };
        (0..row[i])
            .map(|left| {
                let mut next = row.to_vec();
                next[i] = left;
                next
            })
            .collect()
    }

    /// Rows of up to 4 heaps of up to 4 (zeros included): the value is 0
    /// exactly when the search says the mover loses, and two rows side by
    /// side win exactly when the XOR of their values is not 0.
    #[test]
    fn heap_row_matches_oracle() {
        let rows = positions(4, 4);
        for row in &rows {
            let wins = mover_wins(row.clone(), |r| row_moves(r));
            assert_eq!(grundy(row) != 0, wins, "{:?}", row);
        }
        let short = positions(2, 3);
        for (a, b) in iproduct!(&short, &short) {
            let start = vec![a.clone(), b.clone()];
            let wins = mover_wins(start, |p| sum_moves(p, |r| row_moves(r)));
            assert_eq!(grundy(a) ^ grundy(b) != 0, wins, "{:?} {:?}", a, b);
        }
    }
}
