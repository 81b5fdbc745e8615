//! Eventual periodicity of subtraction games, certified by a full window.
//!
//! In the subtraction game with a finite set S, a move takes s ∈ S tokens
//! from a heap of at least s, so
//!
//! ```text
//! g(x) = mex{ g(x − s) : s ∈ S, s ≤ x }.
//! ```
//!
//! Once x ≥ m = max(S), every move applies and g(x) is a function of the
//! window W(x − m) = g[x − m .. x) alone. So the windows form the orbit of one
//! map, W(i + 1) = f(W(i)), on a finite set: the orbit runs into a cycle
//! (Golomb 1966), and
//!
//! * **certificate**: if g(i + p) = g(i) for n0 ≤ i < n0 + m (one full window),
//!   then W(n0 + p) = W(n0), hence W(j + p) = W(j) and g(j + p) = g(j) for
//!   every j ≥ n0. A few matching terms prove nothing; a full window proves
//!   it forever.
//! * **least period**: the cycle length λ of the window orbit is the least p
//!   with g(j + p) = g(j) for all large j (a period of g is a period of its
//!   windows and back), and every eventual period is a multiple of it.
//! * **least preperiod**: n0 is the least index from which g(j + λ) = g(j)
//!   holds for all j ≥ n0.
//!
//! [`certified_period`] finds λ with Brent's cycle finding on the windows
//! (rounds growing fourfold rather than twofold, see `ROUND_GROWTH`)
//! (tortoise and hare compared through a rolling hash and verified term by
//! term on a hash match, so O(1) extra memory beyond the table), then scans
//! down from the certified index for n0. Brent's method yields λ itself, not
//! a multiple: for S = {1, 2} it reports period 3, not 6. The table grows
//! adaptively: no fixed length such as 50·max(S) + 200 is trusted (five-move
//! sets below 100 have periods above 10^7), and a cap on the table length
//! turns "not found" into an error, never a guess.

use super::table::Recurrence;
use super::MoveSet;
use crate::sg::narrow::{Cell, Narrow};
use crate::sg::period::{add_mod, mul_mod, PeriodError, Periodic, HASH_BASE, HASH_MOD};

/// The default cap on the table length: 2^28 terms (256 MiB of one-byte
/// values).
pub const DEFAULT_MAX_TERMS: usize = 1 << 28;

/// The default budget of work, in move-steps: the search looks at every
/// distinct move once per term, so terms × distinct moves stays below 2^32
/// (a few seconds).
pub const DEFAULT_MAX_WORK: u64 = 1 << 32;

/// The default cap on the table length for `moves`: [`DEFAULT_MAX_TERMS`],
/// lowered for sets of more than 16 moves so that the search does at most
/// [`DEFAULT_MAX_WORK`] move-steps.
///
/// # Complexity
/// O(1).
///
/// # Example
/// ```
/// use grundy_core::sg::subtraction::{default_max_terms, MoveSet, DEFAULT_MAX_TERMS};
/// assert_eq!(default_max_terms(&MoveSet::new(&[1, 3, 4]).unwrap()), DEFAULT_MAX_TERMS);
/// let dense: Vec<u64> = (1..=64).collect();
/// assert_eq!(default_max_terms(&MoveSet::new(&dense).unwrap()), 1 << 26);
/// ```
pub fn default_max_terms(moves: &MoveSet) -> usize {
    let by_work = DEFAULT_MAX_WORK / (moves.as_slice().len() as u64).max(1);
    usize::try_from(by_work).map_or(DEFAULT_MAX_TERMS, |w| w.min(DEFAULT_MAX_TERMS))
}

/// The certified least period and least preperiod of the Grundy sequence of
/// the subtraction game with moves `moves`, growing the table until the
/// window sequence repeats, but never beyond `max_terms` values.
///
/// The empty set gives g ≡ 0 (n0 = 0, p = 1). `max_terms` is clamped to
/// 2^32 − 1. Values are stored in one byte each when S has fewer than 256
/// moves.
///
/// # Errors
/// [`PeriodError::NoCertificate`] if the windows do not repeat within
/// `max_terms` values (including when max(S) + 1 > `max_terms`);
/// [`PeriodError::OutOfMemory`] if the table cannot be allocated.
///
/// # Complexity
/// With m = max(S), n0 the preperiod and p the period, Brent's search (with
/// rounds growing fourfold) stops after T < (4/3)·max(p, 3·n0 + 1) + p + m
/// terms (plus one block of 2^16): time O(T·|S|), memory T cells during the
/// search and n0 + p cells afterwards, plus O(|S|) scratch.
///
/// # Example
/// ```
/// use grundy_core::sg::period::PeriodError;
/// use grundy_core::sg::subtraction::{certified_period, MoveSet};
/// let g = certified_period(&MoveSet::new(&[1, 3, 4]).unwrap(), 1000).unwrap();
/// assert_eq!((g.preperiod(), g.period()), (0, 7));
/// // A cap too small for the window: an error, not a guess.
/// assert_eq!(
///     certified_period(&MoveSet::new(&[1, 100]).unwrap(), 50),
///     Err(PeriodError::NoCertificate { max_terms: 50 })
/// );
/// ```
pub fn certified_period(moves: &MoveSet, max_terms: usize) -> Result<Periodic, PeriodError> {
    let max_terms = max_terms.min(u32::MAX as usize);
    let Some(largest) = moves.largest() else {
        return Ok(Periodic::new(0, 1, Narrow::U8(vec![0])));
    };
    // The search needs the first m + 1 values before it compares anything.
    let m = match usize::try_from(largest) {
        Ok(m) if m < max_terms => m,
        _ => return Err(PeriodError::NoCertificate { max_terms }),
    };
    let recurrence = Recurrence::new(moves.usable(m));
    if recurrence.bound() <= u8::MAX.into() {
        let (table, n0, p) = search::<u8>(recurrence, m, max_terms)?;
        Ok(Periodic::new(n0, p, Narrow::U8(table)))
    } else {
        let (table, n0, p) = search::<u32>(recurrence, m, max_terms)?;
        Ok(Periodic::new(n0, p, Narrow::U32(table)))
    }
}

/// The table g[0..len), grown in blocks by the recurrence.
struct Table<C: Cell> {
    g: Vec<C>,
    recurrence: Recurrence,
    max_terms: usize,
}

/// How many values the table grows by at least, once the window is full.
const BLOCK: usize = 1 << 16;

impl<C: Cell> Table<C> {
    /// Extends the table to at least `len` values (a block more, so the
    /// growth is amortized), never beyond `max_terms`.
    fn extend_to(&mut self, len: usize) -> Result<(), PeriodError> {
        let start = self.g.len();
        if len <= start {
            return Ok(());
        }
        if len > self.max_terms {
            return Err(PeriodError::NoCertificate {
                max_terms: self.max_terms,
            });
        }
        let end = len.saturating_add(BLOCK).min(self.max_terms);
        if end > self.g.capacity() {
            let target = self
                .g
                .capacity()
                .saturating_mul(2)
                .clamp(end, self.max_terms);
            self.g
                .try_reserve_exact(target - start)
                .map_err(|_| PeriodError::OutOfMemory { terms: start })?;
        }
        self.recurrence.extend(&mut self.g, end);
        Ok(())
    }

    /// The hash of the window g[i .. i + m).
    fn window_hash(&self, i: usize, m: usize) -> u64 {
        self.g[i..i + m]
            .iter()
            .fold(0, |h, &c| add_mod(mul_mod(h, HASH_BASE), c.into()))
    }
}

/// How much longer each round of Brent's search is than the last. With
/// growth r the tortoise sits at T = (r^k − 1)/(r − 1) when the first round
/// with r^k ≥ max(λ, (r − 1)μ + 1) finds the cycle, so the table ends below
/// T + λ + m < (r/(r − 1))·max(λ, (r − 1)μ + 1) + λ + m. Brent's r = 2 gives
/// up to 3λ; r = 4 gives up to 7λ/3 (for S = {1,30,47,76,77}, λ ≈ 2.5·10^7:
/// 47M values instead of 58M) at the price of 4μ instead of 2μ, and
/// subtraction games have preperiods far shorter than their periods.
const ROUND_GROWTH: usize = 4;

/// Brent's cycle finding on the windows W(i) = g[i .. i + m); returns the
/// table cut to g[0 .. n0 + p), n0 and p.
fn search<C: Cell>(
    recurrence: Recurrence,
    m: usize,
    max_terms: usize,
) -> Result<(Vec<C>, u64, u64), PeriodError> {
    let bound = recurrence.bound();
    let mut t = Table::<C> {
        g: Vec::new(),
        recurrence,
        max_terms,
    };
    t.extend_to(m + 1)?;
    // drop[v] = v·B^(m−1): what the oldest value v of a window adds to its hash.
    let top = (1..m).fold(1, |w, _| mul_mod(w, HASH_BASE));
    let drop: Vec<u64> = (0..=bound).map(|v| mul_mod(v, top)).collect();
    let mut tortoise = 0usize;
    let mut tortoise_hash = t.window_hash(0, m);
    let mut hare = 1usize;
    let mut hare_hash = t.window_hash(1, m);
    let mut power = 1usize;
    let mut lambda = 1usize;
    loop {
        if hare_hash == tortoise_hash && t.g[tortoise..tortoise + m] == t.g[hare..hare + m] {
            break;
        }
        if power == lambda {
            tortoise = hare;
            tortoise_hash = hare_hash;
            power *= ROUND_GROWTH;
            lambda = 0;
        }
        // Slide the hare's window one step: drop g[hare], add g[hare + m].
        if hare + m >= t.g.len() {
            t.extend_to(hare + m + 1)?;
        }
        let without = add_mod(hare_hash, HASH_MOD - drop[t.g[hare].index()]);
        hare_hash = add_mod(mul_mod(without, HASH_BASE), t.g[hare + m].into());
        hare += 1;
        lambda += 1;
    }
    // W(tortoise) = W(tortoise + λ) certifies g(j + λ) = g(j) for j ≥ tortoise;
    // scan down for the least such start.
    let p = lambda;
    let mut n0 = tortoise;
    while n0 > 0 && t.g[n0 - 1] == t.g[n0 - 1 + p] {
        n0 -= 1;
    }
    let mut table = t.g;
    table.truncate(n0 + p);
    table.shrink_to_fit();
    Ok((table, n0 as u64, p as u64))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::oracle::{mover_wins, sum_moves};
    use crate::test_rng::XorShift;
    use itertools::{iproduct, Itertools};
    use rstest::rstest;

    fn certify(s: &[u64], max_terms: usize) -> Result<Periodic, PeriodError> {
        certified_period(&MoveSet::new(s).unwrap(), max_terms)
    }

    fn max_terms_of(s: &[u64]) -> usize {
        default_max_terms(&MoveSet::new(s).unwrap())
    }

    /// g[0..len) by the definition, with a plain Vec and no cleverness.
    fn plain_table(s: &[u64], len: usize) -> Vec<u64> {
        let mut g: Vec<u64> = Vec::with_capacity(len);
        for x in 0..len as u64 {
            let options: Vec<u64> = s
                .iter()
                .filter(|&&k| k <= x)
                .map(|&k| g[(x - k) as usize])
                .collect();
            g.push((0..).find(|v| !options.contains(v)).unwrap());
        }
        g
    }

    /// The least certified (n0, p) read off a long plain table by brute force:
    /// the least p whose last full window (of length m) matches p terms
    /// later, then the least start of the matching run ending at the table's
    /// end. Exact when len ≥ n0 + p + 2m and len ≥ 2p + m.
    fn naive_period(s: &[u64], len: usize) -> (u64, u64) {
        let g = plain_table(s, len);
        let m = *s.iter().max().unwrap() as usize;
        for p in 1..len - m {
            if (len - p - m..len - p).all(|i| g[i] == g[i + p]) {
                let mut n0 = len - p - m;
                while n0 > 0 && g[n0 - 1] == g[n0 - 1 + p] {
                    n0 -= 1;
                }
                return (n0 as u64, p as u64);
            }
        }
        panic!("table of {} terms too short for {:?}", len, s);
    }

    #[rstest]
    #[case(&[1, 3, 4], 0, 7, &[0, 1, 0, 1, 2, 3, 2])]
    #[case(&[1, 2], 0, 3, &[0, 1, 2])]
    #[case(&[1, 2, 3], 0, 4, &[0, 1, 2, 3])]
    #[case(&[2, 2, 1], 0, 3, &[0, 1, 2])]
    #[case(&[1], 0, 2, &[0, 1])]
    #[case(&[2, 4, 7], 8, 3, &[0, 0, 1, 1, 2, 2, 0, 3, 1, 0, 2])]
    #[case(&[9, 1, 6], 11, 5, &[0, 1, 0, 1, 0, 1, 2, 0, 1, 2, 3, 2, 0, 1, 0, 1])]
    #[case(&[], 0, 1, &[0])]
    fn known_periods(#[case] s: &[u64], #[case] n0: u64, #[case] p: u64, #[case] prefix: &[u64]) {
        let g = certify(s, DEFAULT_MAX_TERMS).unwrap();
        assert_eq!((g.preperiod(), g.period()), (n0, p), "{:?}", s);
        let got: Vec<u64> = (0..prefix.len() as u64).map(|n| g.value(n)).collect();
        assert_eq!(got, prefix);
    }

    /// CGSuite's test suite: S = {2, 3, 7} has period 5.
    #[test]
    fn two_three_seven_has_period_five() {
        let g = certify(&[2, 3, 7], DEFAULT_MAX_TERMS).unwrap();
        assert_eq!(g.period(), 5);
        let table = plain_table(&[2, 3, 7], 200);
        for (n, &want) in table.iter().enumerate() {
            assert_eq!(g.value(n as u64), want);
        }
    }

    /// {1..k}: g(n) = n mod (k + 1), periodic from 0.
    #[test]
    fn take_one_to_k_is_n_mod_k_plus_one() {
        for k in 1..=40u64 {
            let s: Vec<u64> = (1..=k).collect();
            let g = certify(&s, DEFAULT_MAX_TERMS).unwrap();
            assert_eq!((g.preperiod(), g.period()), (0, k + 1), "k = {}", k);
            for n in [0, 1, k, k + 1, 5 * k + 3, 999_999_999_999_999_999] {
                assert_eq!(g.value(n), n % (k + 1), "k = {}, n = {}", k, n);
            }
        }
    }

    /// {1..100} (one-byte values, the stamp scratch instead of the bit
    /// mask) and {1..300} (more than 255 moves: wide values): n mod (k + 1).
    #[test]
    fn dense_sets_use_the_stamp_scratch_and_wide_values() {
        for (k, wide) in [(100u64, false), (300, true)] {
            let s: Vec<u64> = (1..=k).collect();
            let g = certify(&s, DEFAULT_MAX_TERMS).unwrap();
            assert_eq!((g.preperiod(), g.period()), (0, k + 1));
            assert_eq!(g.value(123_456_789), 123_456_789 % (k + 1));
            assert_eq!(
                matches!(g.prefix(), Some(Narrow::U32(_))),
                wide,
                "k = {}",
                k
            );
        }
    }

    /// Random sets of 64..79 moves: the stamp scratch, against the plain
    /// table.
    #[test]
    fn random_sets_of_sixty_four_moves_or_more() {
        let mut rng = XorShift(0x1234_5678_9abc_def1);
        for _ in 0..5 {
            // 64 to 79 distinct moves out of 1..=80: dense sets, short periods.
            let mut s: Vec<u64> = (1..=80).collect();
            for _ in 0..rng.next() % 17 {
                s.swap_remove((rng.next() % s.len() as u64) as usize);
            }
            let g = certify(&s, 1 << 22).unwrap();
            let len = (g.preperiod() + 2 * g.period()) as usize + 1000;
            let table = plain_table(&s, len);
            for (n, &want) in table.iter().enumerate() {
                assert_eq!(g.value(n as u64), want, "S = {:?}, n = {}", s, n);
            }
        }
    }

    /// Two moves x < y: the period is 2x when y is an odd multiple of x,
    /// else x + y.
    #[test]
    fn two_move_sets() {
        for x in 1..=15u64 {
            for y in x + 1..=30 {
                let g = certify(&[x, y], DEFAULT_MAX_TERMS).unwrap();
                let odd_multiple = y % x == 0 && (y / x) % 2 == 1;
                let want = if odd_multiple { 2 * x } else { x + y };
                assert!(g.period() == 2 * x || g.period() == x + y);
                assert_eq!(g.period(), want, "S = {{{}, {}}}", x, y);
            }
        }
    }

    /// Certifies S, then checks the least p and n0 against the brute-force
    /// reading of a plain table of `len` values, and value(n) against every
    /// entry of it.
    fn check_against_naive(s: &[u64], len: impl Fn(&Periodic) -> usize) -> Periodic {
        let g = certify(s, DEFAULT_MAX_TERMS).unwrap();
        let len = len(&g);
        assert_eq!(
            (g.preperiod(), g.period()),
            naive_period(s, len),
            "S = {:?}",
            s
        );
        for (n, &want) in plain_table(s, len).iter().enumerate() {
            assert_eq!(g.value(n as u64), want, "S = {:?}, n = {}", s, n);
        }
        g
    }

    /// Every non-empty S ⊆ {1..7}: least p and n0 equal the brute-force reading of a
    /// long plain table, and value(n) equals the table for n over several
    /// periods.
    #[test]
    fn every_subset_of_one_to_seven_matches_naive() {
        for s in (1..=7u64).powerset().filter(|s| !s.is_empty()) {
            check_against_naive(&s, |g| {
                assert!(3 * (g.preperiod() + g.period()) as usize + 20 < 2000);
                2000
            });
        }
    }

    /// Random sets of up to five moves below 40, duplicates included.
    #[test]
    fn random_sets_match_naive() {
        let mut rng = XorShift(0x9e37_79b9_7f4a_7c15);
        for _ in 0..300 {
            let k = 1 + (rng.next() % 5) as usize;
            let s: Vec<u64> = (0..k).map(|_| 1 + rng.next() % 39).collect();
            let m = *s.iter().max().unwrap();
            check_against_naive(&s, |g| (2 * (g.preperiod() + g.period() + 2 * m)) as usize);
        }
    }

    /// A period far longer than one growth block (found by the
    /// `find_long_period` example), checked against the plain table.
    #[test]
    fn long_period_matches_naive() {
        let g = check_against_naive(&[4, 17, 31, 44, 48], |_| 2 * (66 + 69_419 + 2 * 48));
        assert_eq!((g.preperiod(), g.period()), (66, 69_419));
    }

    /// g == 0 exactly when the mover loses, by brute-force search, and sums
    /// of two piles combine by XOR.
    #[test]
    fn zero_iff_losing_by_oracle() {
        for s in (1..=5u64).powerset().filter(|s| !s.is_empty()) {
            let g = certify(&s, DEFAULT_MAX_TERMS).unwrap();
            let moves = |&n: &u64| {
                s.iter()
                    .filter(|&&k| k <= n)
                    .map(|&k| n - k)
                    .collect::<Vec<_>>()
            };
            for n in 0..=40u64 {
                assert_eq!(
                    g.value(n) == 0,
                    !mover_wins(n, moves),
                    "S = {:?}, n = {}",
                    s,
                    n
                );
            }
            for (a, b) in iproduct!(0..=12u64, 0..=12u64) {
                let wins = mover_wins(vec![a, b], |p| sum_moves(p, moves));
                assert_eq!(
                    g.value(a) ^ g.value(b) != 0,
                    wins,
                    "S = {:?}, piles {} {}",
                    s,
                    a,
                    b
                );
            }
        }
    }

    #[test]
    fn default_cap_bounds_the_work() {
        assert_eq!(max_terms_of(&[]), DEFAULT_MAX_TERMS);
        assert_eq!(max_terms_of(&[5, 5, 5, 5, 5]), DEFAULT_MAX_TERMS);
        let dense: Vec<u64> = (1..=1000).collect();
        assert_eq!(max_terms_of(&dense), (DEFAULT_MAX_WORK / 1000) as usize);
        // {1..1000} still certifies (n mod 1001) within that cap.
        let g = certify(&dense, max_terms_of(&dense)).unwrap();
        assert_eq!((g.preperiod(), g.period()), (0, 1001));
    }

    #[test]
    fn errors_are_typed() {
        // {1, 100}: the window alone needs 101 terms.
        assert_eq!(
            certify(&[1, 100], 100),
            Err(PeriodError::NoCertificate { max_terms: 100 })
        );
        assert_eq!(
            certify(&[u64::MAX], DEFAULT_MAX_TERMS),
            Err(PeriodError::NoCertificate {
                max_terms: DEFAULT_MAX_TERMS
            })
        );
        // {3, 10}: period 13 from 0; a certificate needs at least
        // n0 + p + max(S) = 23 terms.
        assert!(certify(&[3, 10], 22).is_err());
        assert!(certify(&[3, 10], 100).is_ok());
        let e = PeriodError::NoCertificate { max_terms: 7 };
        assert_eq!(
            e.to_string(),
            "no certificate within 7 terms (the cap on the table length)"
        );
    }
}
