//! The Grundy values of many piles of one subtraction game, whatever their
//! size: a closed form when the moves have one, a table when it is cheap,
//! the certified period when the piles are huge (on runs when a move is).

use super::closed_form::ClosedForm;
use super::runs::{self, NEAR};
use super::{certified_period, default_max_terms, grundy_table, MoveSet, DEFAULT_MAX_WORK};
use crate::sg::period::PeriodError;

/// Up to this largest pile, a plain table g[0..=max pile] answers (when its
/// work, (max pile + 1) × applicable moves, is at most
/// [`DEFAULT_MAX_WORK`]).
pub const SMALL_TABLE: u64 = 1 << 20;

/// The values the runs may compute one by one before the table search
/// takes over: a sequence of few runs certifies within far fewer (S = {1,
/// 2, k} within a few dozen), and one of many runs would spend the table
/// search's whole budget again before it.
pub const RUNS_TERMS: usize = 1 << 16;

/// g(pile) for every pile of the subtraction game with moves `moves`.
///
/// The moves larger than every pile are left out (they never apply:
/// {1, 10^18} must not need a table past 10^18 values). When the rest is
/// one of the [`ClosedForm`] families, that answers. Up to [`SMALL_TABLE`]
/// (and within the work budget) one table reaches the largest pile. Above,
/// the period is certified with the cap [`default_max_terms`]: on runs
/// ([`runs::certified_period`], within [`RUNS_TERMS`] values computed one
/// by one) when a move is above [`NEAR`], else (or if the runs find none)
/// by the table search; if none is found within the
/// cap but every pile is below it, a plain table answers after all.
///
/// # Errors
/// The [`PeriodError`] of [`certified_period`] when the piles are beyond a
/// table and no period is certified within the cap.
///
/// # Complexity
/// O(1) per pile for a closed form; else the table's O(h·d) for the largest
/// pile h and d moves, or the period search's, plus O(1) per pile (O(log R)
/// for R runs).
///
/// # Example
/// ```
/// use grundy_core::sg::subtraction::{pile_values, MoveSet};
/// let s = MoveSet::new(&[1, 3, 4]).unwrap(); // period 7: 0,1,0,1,2,3,2
/// let huge = 1_000_000_000_000_000_000;
/// assert_eq!(pile_values(&s, &[4, 9, huge]), Ok(vec![2, 0, [0, 1, 0, 1, 2, 3, 2][(huge % 7) as usize]]));
/// ```
pub fn pile_values(moves: &MoveSet, piles: &[u64]) -> Result<Vec<u64>, PeriodError> {
    let largest = piles.iter().copied().max().unwrap_or(0);
    let applicable = moves.up_to(largest);
    if let Some(form) = ClosedForm::of(&applicable) {
        return Ok(piles.iter().map(|&p| form.grundy(p)).collect());
    }
    let table_work = (largest + 1).saturating_mul(applicable.as_slice().len().max(1) as u64);
    let by_table = || {
        let g = grundy_table(&applicable, largest as usize);
        piles
            .iter()
            .map(|&p| g.get(p).expect("the table reaches the largest pile"))
            .collect()
    };
    if largest <= SMALL_TABLE && table_work <= DEFAULT_MAX_WORK {
        return Ok(by_table());
    }
    let cap = default_max_terms(&applicable);
    if applicable.largest().is_some_and(|m| m > NEAR) {
        if let Ok(g) = runs::certified_period(&applicable, cap.min(RUNS_TERMS)) {
            return Ok(piles.iter().map(|&p| g.value(p)).collect());
        }
    }
    match certified_period(&applicable, cap) {
        Ok(g) => Ok(piles.iter().map(|&p| g.value(p)).collect()),
        // No period within the cap, but the piles fit a table of at most
        // `cap` values (work ≤ cap × moves ≤ DEFAULT_MAX_WORK).
        Err(PeriodError::NoCertificate { .. }) if largest < cap as u64 => Ok(by_table()),
        Err(e) => Err(e),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_rng::XorShift;

    /// Piles small enough for a table and piles that need the period give
    /// the values of one long plain table, wherever they fall.
    #[test]
    fn table_and_period_agree() {
        let mut rng = XorShift(0x7f4a_7c15_9e37_79b9);
        for _ in 0..50 {
            let s: Vec<u64> = (0..1 + rng.next() % 4)
                .map(|_| 1 + rng.next() % 30)
                .collect();
            let moves = MoveSet::new(&s).unwrap();
            let plain = grundy_table(&moves, 5000);
            let g = certified_period(&moves, 1 << 20).unwrap();
            let small: Vec<u64> = (0..20).map(|_| rng.next() % 5000).collect();
            let want: Vec<u64> = small.iter().map(|&p| plain.get(p).unwrap()).collect();
            assert_eq!(pile_values(&moves, &small), Ok(want), "S = {:?}", s);
            let mut huge = small.clone();
            huge.push(SMALL_TABLE + 1 + rng.next() % 1_000_000_000);
            let want: Vec<u64> = huge.iter().map(|&p| g.value(p)).collect();
            assert_eq!(pile_values(&moves, &huge), Ok(want), "S = {:?}", s);
        }
    }

    /// S = {1, 2, k} with k up to 10^18 and piles to 10^18: the closed
    /// form; {5, 7, 10^9} (no closed form): the runs, against the table for
    /// the piles a table reaches.
    #[test]
    fn huge_moves_answer() {
        let k = 999_999_999_999_999_999;
        let g = pile_values(&MoveSet::new(&[1, 2, k]).unwrap(), &[k, k + 1, 5]).unwrap();
        assert_eq!(g, vec![3, 0, 2]);
        let s = MoveSet::new(&[5, 7, 1_000_000]).unwrap();
        let piles: Vec<u64> = (0..200).map(|i| i * 79_999 + SMALL_TABLE).collect();
        let got = pile_values(&s, &piles).unwrap();
        let plain = grundy_table(&s, *piles.last().unwrap() as usize);
        for (&p, &v) in piles.iter().zip(&got) {
            assert_eq!(v, plain.get(p).unwrap(), "pile {}", p);
        }
    }

    /// Moves above every pile never apply, even huge ones.
    #[test]
    fn moves_above_every_pile_are_left_out() {
        let moves = MoveSet::new(&[2, 1_000_000_000_000_000_000]).unwrap();
        assert_eq!(
            pile_values(&moves, &[SMALL_TABLE * 8, 5, 6]),
            Ok(vec![0, 0, 1])
        );
        assert_eq!(pile_values(&moves, &[]), Ok(vec![]));
    }
}
