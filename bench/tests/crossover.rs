//! Benchmark B's three deciders against each other and against the oracle,
//! a win/loss search that knows no Grundy theory.
use grundy_bench::crossover::*;
use grundy_core::oracle::{mover_wins, sum_moves};
use grundy_core::sg::subtraction::MoveSet;
use itertools::{repeat_n, Itertools};
use rstest::rstest;

fn mono(s: &[u64], piles: &[u64]) -> Result<bool, TooManyStates> {
    monolithic_mover_wins(&MoveSet::new(s).unwrap(), piles)
}

fn canon(s: &[u64], piles: &[u64]) -> Result<bool, TooManyStates> {
    canonical_mover_wins(&MoveSet::new(s).unwrap(), piles)
}

fn decomp(s: &[u64], piles: &[u64]) -> Result<bool, TooManyStates> {
    Ok(decomposed_mover_wins(&MoveSet::new(s).unwrap(), piles))
}

fn oracle(moves: &[u64], piles: &[u64]) -> bool {
    let single =
        |&x: &u64| -> Vec<u64> { moves.iter().filter(|&&s| s <= x).map(|&s| x - s).collect() };
    mover_wins(piles.to_vec(), |p| sum_moves(p, single))
}

/// The seed's case: S = {1,2,3}, m piles of 8. g(8) = 0, so every m loses.
#[rstest]
#[case(1)]
#[case(2)]
#[case(3)]
#[case(4)]
#[case(5)]
fn seed_case_all_agree(#[case] m: usize) {
    let piles = vec![8u64; m];
    assert_eq!(mono(&[1, 2, 3], &piles), Ok(false));
    assert_eq!(canon(&[1, 2, 3], &piles), Ok(false));
    assert_eq!(decomp(&[1, 2, 3], &piles), Ok(false));
}

#[rstest]
#[case(&[1, 2, 3], &[7], true)]
#[case(&[1, 2, 3], &[4, 5], true)]
#[case(&[1, 2, 3], &[5, 6, 7], false)]
#[case(&[1, 3, 4], &[2, 2], false)]
#[case(&[2], &[1, 1, 1], false)]
#[case(&[2], &[2, 3, 3], true)]
#[case(&[5, 9], &[4, 0, 3], false)]
#[case(&[1, 2, 3], &[0, 0, 0, 0], false)]
fn known_winners(#[case] moves: &[u64], #[case] piles: &[u64], #[case] wins: bool) {
    assert_eq!(mono(moves, piles), Ok(wins));
    assert_eq!(canon(moves, piles), Ok(wins));
    assert_eq!(decomp(moves, piles), Ok(wins));
}

/// Every S ⊆ {1..4}, every tuple of up to 3 piles of at most 4: the
/// three methods and the brute-force oracle give the same winner.
#[test]
fn every_small_position_agrees_with_the_oracle() {
    for moves in (1..=4u64).powerset() {
        for m in 0..=3 {
            for piles in repeat_n(0..=4u64, m).multi_cartesian_product() {
                let want = oracle(&moves, &piles);
                let ctx = format!("S = {:?}, piles = {:?}", moves, piles);
                assert_eq!(mono(&moves, &piles), Ok(want), "{}", ctx);
                assert_eq!(canon(&moves, &piles), Ok(want), "{}", ctx);
                assert_eq!(decomp(&moves, &piles), Ok(want), "{}", ctx);
            }
        }
    }
}

/// Random sums with S ⊆ {1..7}: the two searches agree with
/// decomposition (which the oracle checked above). `piles(rng)` makes
/// the piles.
fn random_sums_agree(seed: u64, count: usize, mut piles: impl FnMut(&mut XorShift) -> Vec<u64>) {
    let mut rng = XorShift(seed);
    for _ in 0..count {
        let mask = rng.next() % 127 + 1;
        let moves: Vec<u64> = (1..=7).filter(|s| mask >> (s - 1) & 1 == 1).collect();
        let piles = piles(&mut rng);
        let want = decomp(&moves, &piles).unwrap();
        let ctx = format!("S = {:?}, piles = {:?}", moves, piles);
        assert_eq!(mono(&moves, &piles), Ok(want), "{}", ctx);
        assert_eq!(canon(&moves, &piles), Ok(want), "{}", ctx);
    }
}

/// Up to 6 piles of up to 9.
#[test]
fn random_sums_agree_with_decomposition() {
    random_sums_agree(0x2545_f491_4f6c_dd1d, 400, |rng| {
        let m = 1 + (rng.next() % 6) as usize;
        (0..m).map(|_| rng.next() % 10).collect()
    });
}

/// A first pile wider than one 64-bit word: the word-at-a-time pass over
/// pile 0 must cross word boundaries correctly.
#[test]
fn wide_first_pile_agrees_with_decomposition() {
    random_sums_agree(0x9e37_79b9_7f4a_7c15, 60, |rng| {
        let m = 1 + (rng.next() % 3) as usize;
        let mut piles: Vec<u64> = (0..m).map(|_| rng.next() % 5).collect();
        piles[0] = 60 + rng.next() % 150;
        piles
    });
}

/// The count of canonical (sorted) tuples of m piles of at most h,
/// C(h + m, m), matches enumerating them.
#[test]
fn multiset_count_matches_enumeration() {
    for h in 0..6u64 {
        for m in 0..5u32 {
            let sorted = (0..=h).combinations_with_replacement(m as usize).count() as u64;
            assert_eq!(
                multiset_states(h, u64::from(m)),
                Some(sorted),
                "h={} m={}",
                h,
                m
            );
        }
    }
}

#[test]
fn huge_state_spaces_are_errors() {
    assert_eq!(mono(&[1], &[u64::MAX, 1]), Err(TooManyStates));
    assert_eq!(mono(&[1], &[1 << 40, 1 << 40]), Err(TooManyStates));
    assert_eq!(canon(&[1], &[1 << 40; 3]), Err(TooManyStates));
}

#[test]
fn state_counts() {
    assert_eq!(tuple_states(8, 20), Some(12_157_665_459_056_928_801));
    assert_eq!(tuple_states(u64::MAX, 1), None);
    assert_eq!(multiset_states(8, 12), Some(125_970));
    assert_eq!(multiset_states(30, 30), Some(118_264_581_564_861_424));
    assert_eq!(multiset_states(40, 40), None);
}

/// xorshift64 (13, 7, 17): fixed seeds, reproducible sweeps.
struct XorShift(u64);

impl XorShift {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
}
