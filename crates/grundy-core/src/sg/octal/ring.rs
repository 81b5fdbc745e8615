//! Ring starts: the same rule played on a ring of tokens.
//!
//! A ring has no ends, so its first move, wherever it is made, removes j
//! adjacent tokens and leaves one row of n − j: a ring is a game whose
//! options are rows. The convention here: the first move may remove j
//! tokens when the rule lets a heap lose j and keep the rest in one piece
//! or two (bit 2 or 4 of dj; on a ring the rest is always one row), and
//! the whole ring when n = j and bit 1 of dj is set. So
//!
//! ```text
//! ring(n) = mex ( { row(n − j) : 1 ≤ j < n, dj has bit 2 or 4 }
//!                 ∪ { 0 : dn has bit 1 } ).
//! ```
//!
//! Circular Kayles (0.77), "paint m adjacent beads of a necklace" (one
//! digit 7 at m) and "remove l to r adjacent vertices of a cycle"
//! ([`Rule::remove_block`]) all have the digit 7, on which every reading of
//! a ring's first move agrees.

use super::Rule;

/// The Grundy value of a ring of `n` tokens under `rule`, from `row`, the
/// values of rows 0..n at least (any engine's table, such as
/// [`grundy_table`](super::grundy_table)`(rule, n)`).
///
/// # Complexity
/// O(number of j with a digit that leaves a row, up to n) time and memory.
///
/// # Panics
/// If `row` has fewer than `n` values.
///
/// # Example
/// ```
/// use grundy_core::sg::octal::{grundy_table, ring_grundy, Rule};
/// // Circular Kayles: the first move leaves a row of n − 1 or n − 2.
/// let kayles = Rule::parse("0.77").unwrap();
/// let row = grundy_table(&kayles, 12);
/// assert_eq!(ring_grundy(&kayles, 1, &row), 1);
/// assert_eq!(ring_grundy(&kayles, 2, &row), 2);
/// // A ring of 3 or more opens into a row of n − 1 or n − 2: g = mex{g(n−1), g(n−2)}.
/// assert_eq!(ring_grundy(&kayles, 6, &row), 0); // row(5) = 4, row(4) = 1
/// ```
pub fn ring_grundy(rule: &Rule, n: usize, row: &[u32]) -> u32 {
    assert!(
        row.len() >= n,
        "ring_grundy: {} row values for a ring of {}",
        row.len(),
        n
    );
    let mut seen = Vec::new();
    let mut mark = |v: u32| {
        let v = v as usize;
        if v >= seen.len() {
            seen.resize(v + 1, false);
        }
        seen[v] = true;
    };
    if n > 0 && rule.take_all.binary_search(&n).is_ok() {
        mark(0);
    }
    for js in [&rule.take_one, &rule.split] {
        for &j in js.iter().take_while(|&&j| j < n) {
            if j >= 1 {
                mark(row[n - j]);
            }
        }
    }
    seen.iter().position(|&s| !s).unwrap_or(seen.len()) as u32
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::oracle::mover_wins;
    use crate::sg::octal::testing::{digits_of, game_moves, random_code};
    use crate::sg::octal::{grundy_table, naive_table};
    use crate::test_rng::XorShift;

    /// The first move on a ring of n, by the rules: remove j adjacent
    /// tokens where dj lets a heap keep its rest in one piece or two
    /// (bits 2, 4; a row of n − j), or all n with bit 1.
    fn ring_moves(digits: &[u8], n: usize) -> Vec<Option<usize>> {
        let mut out = Vec::new();
        for (j, &d) in digits.iter().enumerate().skip(1).take(n) {
            if j == n && d & 1 != 0 {
                out.push(None);
            }
            if j < n && d & 6 != 0 {
                out.push(Some(n - j));
            }
        }
        out
    }

    /// A ring of n and a row of h together: the mover loses exactly when
    /// ring_grundy(n) = g(h), by a search of the game itself (a ring, once
    /// opened, is a row; the rows move by the digits).
    #[test]
    fn matches_brute_force_beside_a_row() {
        let mut rng = XorShift(0x7a1e_5eed_0000_0001);
        let mut codes: Vec<String> = ["0.77", "0.07", "0.137", "0.4", "0.0007", "4.7"]
            .map(String::from)
            .to_vec();
        codes.extend((0..10).map(|_| random_code(&mut rng, 4)));
        for code in &codes {
            let digits = digits_of(code);
            let rule = Rule::parse(code).unwrap();
            let row = naive_table(&rule, 12);
            // A position: Some(ring) or None (opened), and the rows.
            type Position = (Option<usize>, Vec<usize>);
            let moves = |p: &Position| -> Vec<Position> {
                let (ring, rows) = p;
                let mut out: Vec<Position> = game_moves(&digits, rows)
                    .into_iter()
                    .map(|next| (*ring, next))
                    .collect();
                if let Some(n) = *ring {
                    for left in ring_moves(&digits, n) {
                        let mut next = rows.clone();
                        next.extend(left);
                        next.sort_unstable();
                        out.push((None, next));
                    }
                }
                out
            };
            for n in 1..=10 {
                for h in 0..=8 {
                    let rows = if h == 0 { vec![] } else { vec![h] };
                    let wins = mover_wins((Some(n), rows), moves);
                    let x = ring_grundy(&rule, n, &row) ^ row[h];
                    assert_eq!(wins, x != 0, "code {} ring {} row {}", code, n, h);
                }
            }
        }
    }

    /// "Paint m adjacent beads of a necklace of n" (one digit 7 at m):
    /// the necklace is lost for the first player exactly when the row of
    /// n − m left by the first move is worth nothing, or n < m.
    #[test]
    fn a_necklace_opens_into_one_row() {
        for m in 1..=6 {
            let mut digits = vec![0; m + 1];
            digits[m] = 7;
            let rule = Rule::from_digits(&digits).unwrap();
            let row = grundy_table(&rule, 40);
            for n in 1..=40 {
                let first_wins = n >= m && (n == m || row[n - m] == 0);
                assert_eq!(
                    ring_grundy(&rule, n, &row) != 0,
                    first_wins,
                    "m {} n {}",
                    m,
                    n
                );
            }
        }
    }
}
