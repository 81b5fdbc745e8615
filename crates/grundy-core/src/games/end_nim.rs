//! End-Nim (Luogu P2599, ZJOI 2009 取石子游戏): piles in a row; a move
//! takes any positive number of stones from the leftmost or the rightmost
//! pile, and a pile that becomes empty leaves the row. Normal play.
//!
//! The row is one game, not a sum, so Grundy values do not split it; the
//! theory is an interval rule (Albert and Nowakowski, *The game of
//! End-Nim*, Electron. J. Combin. 8(2) (2001), #R1). For a row A, call
//! L(A) the pile that, put on A's left, makes a position lost for the
//! mover, and R(A) the same on the right.
//!
//! **L(A) exists and is unique.** Unique: if x < y both lost on A's left,
//! the mover at (y, A) takes y − x and leaves the lost (x, A), so (y, A)
//! wins. Exists: if A is lost, L = 0. Otherwise suppose (x, A) wins for
//! every x ≥ 1. Lowering the left pile only reaches (x', A) with x' ≥ 1
//! (won, by the supposition) or A (won), so each x needs a move at A's
//! right end to some A' with (x, A') lost; by uniqueness for A' each A'
//! serves one x at most, and A's right end has finitely many moves m, so
//! x = m + 1 has none: a contradiction.
//!
//! **The rule.** With a single pile, L = R = a. For A = B·x (a last pile x
//! after the row B), let L = L(B) and R = R(B); then
//!
//! ```text
//! L(B·x) = 0        if x = R        (B·x itself is lost),
//!        = x        if x < L and x < R,
//!        = x − 1    if R < x ≤ L,
//!        = x + 1    if L ≤ x < R,
//!        = x        if x > L and x > R,
//! ```
//!
//! and R(x·B) symmetrically, swapping the roles of L and R. A row a_1 … a_n
//! is lost for the mover exactly when a_1 = L(a_2 … a_n). The tables fill by
//! the length of the segment, each segment from the two one shorter: O(n²)
//! time, O(n) memory. Every value is at most the largest pile (the x + 1
//! case needs x < R), so nothing overflows.
//!
//! The tests check the rule against a search of the game itself on every
//! row of up to 6 piles of size ≤ 6 and random rows of larger piles, and the
//! uniqueness of the losing end values on all of them.

/// L(row): the unique pile that, put on the row's left, makes the
/// position lost for the mover (0 when the row itself is lost, and for the
/// empty row).
///
/// # Complexity
/// O(n²) time, O(n) memory, for n piles.
///
/// # Example
/// ```
/// use grundy_core::games::end_nim::losing_left_value;
/// assert_eq!(losing_left_value(&[5]), 5); // 5 5: mirror the mover
/// assert_eq!(losing_left_value(&[1, 9, 4]), 3); // Luogu P2599's sample: 3 1 9 4 is lost
/// ```
pub fn losing_left_value(row: &[u64]) -> u64 {
    let n = row.len();
    if n == 0 {
        return 0;
    }
    // left[i], right[i]: L and R of the segment row[i .. i + len].
    let mut left = row.to_vec();
    let mut right = row.to_vec();
    for len in 2..=n {
        for i in 0..=n - len {
            let j = i + len - 1;
            // Segment i..=j = (i..j) · row[j] and row[i] · (i+1..=j). Both
            // need the old values of left[i], right[i], left[i + 1],
            // right[i + 1] (length len − 1), so read them first.
            let new_left = extend(row[j], left[i], right[i]);
            let new_right = extend(row[i], right[i + 1], left[i + 1]);
            left[i] = new_left;
            right[i] = new_right;
        }
    }
    left[0]
}

/// The losing end value on the far side of a row B·x (or x·B) from the
/// near end values of B: `near` is B's value on x's side, `far` on the
/// other. For L(B·x): near = R(B), far = L(B).
fn extend(x: u64, far: u64, near: u64) -> u64 {
    if x == near {
        0
    } else if x < far && x < near {
        x
    } else if near < x && x <= far {
        x - 1
    } else if far <= x && x < near {
        x + 1
    } else {
        x
    }
}

/// Whether the player to move wins on the row: false exactly when
/// a_1 = L(a_2 … a_n); the empty row is lost.
///
/// # Complexity
/// O(n²) time, O(n) memory.
///
/// # Example
/// ```
/// use grundy_core::games::end_nim::mover_wins;
/// assert!(!mover_wins(&[3, 1, 9, 4]));
/// assert!(mover_wins(&[7]));
/// assert!(!mover_wins(&[2, 5, 2])); // a palindrome: mirror the mover
/// ```
pub fn mover_wins(row: &[u64]) -> bool {
    match row.split_first() {
        None => false,
        Some((&first, rest)) => first != losing_left_value(rest),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::oracle::mover_wins as search;
    use crate::test_rng::XorShift;
    use itertools::{repeat_n, Itertools};
    use std::collections::HashMap;

    /// The game from its rules: lower the first or the last pile to any
    /// smaller size; a pile of 0 leaves the row.
    fn moves(row: &[u64]) -> Vec<Vec<u64>> {
        let mut out = Vec::new();
        let n = row.len();
        for end in [0, n.wrapping_sub(1)] {
            if n == 0 || (end != 0 && n == 1) {
                continue;
            }
            for y in 0..row[end] {
                let mut next = row.to_vec();
                if y == 0 {
                    next.remove(end);
                } else {
                    next[end] = y;
                }
                out.push(next);
            }
        }
        out
    }

    fn brute(row: &[u64]) -> bool {
        search(row.to_vec(), |r: &Vec<u64>| moves(r))
    }

    /// A search with one memo shared by every row (the game's rows of
    /// piles ≤ 6 are few): recursion depth at most the stones in the row.
    fn memo_wins(row: &Vec<u64>, memo: &mut HashMap<Vec<u64>, bool>) -> bool {
        if let Some(&w) = memo.get(row) {
            return w;
        }
        let w = moves(row).iter().any(|next| !memo_wins(next, memo));
        memo.insert(row.clone(), w);
        w
    }

    /// Every row of up to 6 piles of size ≤ 6 (55 987 rows).
    #[test]
    fn every_row_to_six_piles_matches_the_game() {
        let mut memo = HashMap::new();
        for n in 0..=6 {
            for row in repeat_n(1..=6u64, n).multi_cartesian_product() {
                assert_eq!(mover_wins(&row), memo_wins(&row, &mut memo), "{:?}", row);
            }
        }
    }

    /// The memoized search agrees with the oracle's.
    #[test]
    fn random_rows_of_six_match_the_oracle() {
        let mut rng = XorShift(2599);
        for _ in 0..100 {
            let row: Vec<u64> = (0..6).map(|_| 1 + rng.next() % 6).collect();
            assert_eq!(mover_wins(&row), brute(&row), "{:?}", row);
        }
    }

    /// The losing left value is the one pile in 0 … max + 1 that loses.
    #[test]
    fn the_losing_left_value_is_unique() {
        for n in 1..=4 {
            for row in repeat_n(1..=5u64, n).multi_cartesian_product() {
                let losing: Vec<u64> = (0..=7u64)
                    .filter(|&x| {
                        let mut with = if x == 0 { vec![] } else { vec![x] };
                        with.extend(&row);
                        !brute(&with)
                    })
                    .collect();
                assert_eq!(losing, [losing_left_value(&row)], "{:?}", row);
            }
        }
    }

    /// Piles up to 12 on rows of 2 to 4, where every branch of the rule
    /// and its boundaries (x = L > R among them) occur.
    #[test]
    fn large_piles_match_the_game() {
        let mut rng = XorShift(0x2009);
        for _ in 0..200 {
            let n = 2 + (rng.next() % 3) as usize;
            let row: Vec<u64> = (0..n).map(|_| 1 + rng.next() % 12).collect();
            assert_eq!(mover_wins(&row), brute(&row), "{:?}", row);
        }
    }
}
