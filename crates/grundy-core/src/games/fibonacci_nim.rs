//! Fibonacci Nim: one pile; the first move takes any number of counters but
//! not all; every later move takes at least 1 and at most twice the
//! opponent's last take. Whoever takes the last counter wins.
//!
//! A position is the pile `n` and the largest take allowed, the *limit*
//! `l` (at the start, `l = n − 1`). The theory (Whinihan, "Fibonacci Nim",
//! Fibonacci Quarterly 1(4), 1963) rests on Zeckendorf's theorem: every
//! n ≥ 1 is in exactly one way a sum of Fibonacci numbers 1, 2, 3, 5, 8, …
//! no two of them consecutive in the sequence.
//!
//! **The mover wins (n, l) exactly when the smallest Zeckendorf term q of n
//! is at most l, and taking q wins.** Write q = F(k).
//!
//! - *Taking q wins.* The next term of n is at least F(k + 2) > 2F(k), and
//!   it is the smallest term of n − q, so the opponent's limit 2q is below
//!   it (or the pile is empty, and the mover has just won).
//! - *When q > l, every take t ≤ l loses.* Then t < q and
//!   n − t = (n − q) + (q − t), where the Zeckendorf terms of q − t are
//!   at most F(k − 1) and those of n − q at least F(k + 2), so the smallest
//!   term of n − t is that of F(k) − t, and it is at most 2t: if
//!   t > F(k − 2), F(k) − t < F(k − 1) ≤ 2F(k − 2) < 2t; if t = F(k − 2),
//!   F(k) − t = F(k − 1) ≤ 2t; if t < F(k − 2),
//!   F(k) − t = F(k − 1) + (F(k − 2) − t) and induction on k applies to
//!   F(k − 2) − t. So the opponent, with limit 2t, wins.
//!
//! At the start l = n − 1, so the first player loses exactly when the
//! smallest term is n itself: when n is a Fibonacci number.
//!
//! Fibonacci Nim is the k-multiple dynamic subtraction game with k = 2
//! ([`super::dynamic_subtraction`], whose sequence of losing piles is then
//! the Fibonacci numbers; its tests check the two agree). This module keeps
//! the constant table of all 92 Fibonacci numbers of a `u64`, which needs
//! no building.
//!
//! None of this is assumed here: the tests play the game by its definition
//! (a search over (pile, limit) states that knows nothing of Fibonacci
//! numbers) and compare.

/// The Fibonacci numbers 1, 2, 3, 5, … (F(2), F(3), … with F(0) = 0,
/// F(1) = 1) that fit in a `u64`: the last is F(93) = 12200160415121876738.
const FIBONACCI: [u64; 92] = fibonacci_table();

const fn fibonacci_table() -> [u64; 92] {
    let mut f = [0u64; 92];
    f[0] = 1;
    f[1] = 2;
    let mut i = 2;
    while i < f.len() {
        f[i] = f[i - 1] + f[i - 2];
        i += 1;
    }
    f
}

/// Whether `n` is a Fibonacci number 0, 1, 2, 3, 5, 8, 13, ….
///
/// # Complexity
/// O(log n): a binary search in the 92 Fibonacci numbers of a `u64`.
///
/// # Example
/// ```
/// use grundy_core::games::fibonacci_nim::is_fibonacci;
/// assert!(is_fibonacci(13) && is_fibonacci(1_836_311_903));
/// assert!(!is_fibonacci(10_000) && !is_fibonacci(4));
/// assert!(is_fibonacci(0) && is_fibonacci(1));
/// ```
pub fn is_fibonacci(n: u64) -> bool {
    n == 0 || FIBONACCI.binary_search(&n).is_ok()
}

/// The Zeckendorf representation of `n`: the Fibonacci numbers (from 1, 2,
/// 3, 5, …) that sum to `n`, no two consecutive in the sequence, largest
/// first; empty for 0.
///
/// Greedy: take the largest Fibonacci number that fits, and repeat on what
/// is left. What is left after taking F(k) is below F(k − 1) (n < F(k + 1)),
/// so the next term is never the neighbour F(k − 1).
///
/// # Complexity
/// O(log n).
///
/// # Example
/// ```
/// use grundy_core::games::fibonacci_nim::zeckendorf;
/// assert_eq!(zeckendorf(100), [89, 8, 3]);
/// assert_eq!(zeckendorf(10_000), [6765, 2584, 610, 34, 5, 2]);
/// assert_eq!(zeckendorf(13), [13]);
/// assert!(zeckendorf(0).is_empty());
/// ```
pub fn zeckendorf(n: u64) -> Vec<u64> {
    let mut terms = Vec::new();
    let mut left = n;
    for &f in FIBONACCI.iter().rev() {
        if f <= left {
            terms.push(f);
            left -= f;
        }
    }
    terms
}

/// The smallest term of the Zeckendorf representation of `n`, or `None`
/// for 0 (which has no terms).
///
/// # Complexity
/// O(log n).
///
/// # Example
/// ```
/// use grundy_core::games::fibonacci_nim::smallest_zeckendorf_term;
/// assert_eq!(smallest_zeckendorf_term(100), Some(3)); // 89 + 8 + 3
/// assert_eq!(smallest_zeckendorf_term(8), Some(8));
/// assert_eq!(smallest_zeckendorf_term(0), None);
/// ```
pub fn smallest_zeckendorf_term(n: u64) -> Option<u64> {
    // The greedy representation of `zeckendorf`, keeping only its last term.
    let mut left = n;
    let mut last = None;
    for &f in FIBONACCI.iter().rev() {
        if f <= left {
            left -= f;
            last = Some(f);
        }
    }
    last
}

/// A winning take from a pile of `pile` counters when at most `limit` may
/// be taken: the smallest Zeckendorf term of the pile if the limit allows
/// it; `None` when every take loses (or there is none).
///
/// # Complexity
/// O(log pile).
///
/// # Example
/// ```
/// use grundy_core::games::fibonacci_nim::winning_take;
/// // 12 = 8 + 3 + 1: take 1, and the opponent (limit 2) faces 11 = 8 + 3.
/// assert_eq!(winning_take(12, 11), Some(1));
/// // 11 = 8 + 3 with a limit of 2: every take loses.
/// assert_eq!(winning_take(11, 2), None);
/// // Taking the whole pile wins when the limit allows it.
/// assert_eq!(winning_take(5, 5), Some(5));
/// assert_eq!(winning_take(0, 7), None);
/// ```
pub fn winning_take(pile: u64, limit: u64) -> Option<u64> {
    smallest_zeckendorf_term(pile).filter(|&q| q <= limit)
}

/// Whether the first player wins Fibonacci Nim on a pile of `n`, where the
/// first move may take anything but the whole pile: exactly when `n` is not
/// a Fibonacci number.
///
/// This is [`winning_take`] with the limit n − 1: the smallest Zeckendorf
/// term of n exceeds n − 1 only when it is n itself, that is when n is a
/// Fibonacci number (and 0 and 1, which have no first move, are Fibonacci
/// numbers too). The tests check the two against each other.
///
/// # Complexity
/// O(log n).
///
/// # Example
/// ```
/// use grundy_core::games::fibonacci_nim::start_mover_wins;
/// // HDU 2516's sample: 2 and 13 lose, 10000 wins.
/// assert!(!start_mover_wins(2) && !start_mover_wins(13));
/// assert!(start_mover_wins(10_000));
/// // One counter: the first move may not take it all, so there is none.
/// assert!(!start_mover_wins(1) && !start_mover_wins(0));
/// ```
pub fn start_mover_wins(n: u64) -> bool {
    !is_fibonacci(n)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::oracle::mover_wins;
    use crate::test_rng::XorShift;
    use rstest::rstest;

    /// The moves of Fibonacci Nim by its definition: take t from 1 to the
    /// limit (and to the pile); the opponent's limit is 2t, capped at what
    /// is left (a larger limit allows no more).
    fn moves(&(pile, limit): &(u64, u64)) -> Vec<(u64, u64)> {
        (1..=limit.min(pile))
            .map(|t| (pile - t, (2 * t).min(pile - t)))
            .collect()
    }

    /// Whether the mover wins every (pile, limit) with limit ≤ pile ≤ `max`,
    /// by the definition, one take at a time: allowing one more take, l,
    /// adds one move, so `wins[p][l] = wins[p][l − 1] || taking l wins`.
    /// Nothing of Fibonacci numbers is used.
    fn definition_table(max: usize) -> Vec<Vec<bool>> {
        let mut wins: Vec<Vec<bool>> = Vec::with_capacity(max + 1);
        for p in 0..=max {
            let mut row = vec![false; p + 1];
            for l in 1..=p {
                let left = p - l;
                let take_l_wins = left == 0 || !wins[left][(2 * l).min(left)];
                row[l] = row[l - 1] || take_l_wins;
            }
            wins.push(row);
        }
        wins
    }

    #[rstest]
    #[case(0, &[])]
    #[case(1, &[1])]
    #[case(4, &[3, 1])]
    #[case(12, &[8, 3, 1])]
    #[case(100, &[89, 8, 3])]
    #[case(
        2_147_483_647,
        &[1_836_311_903, 267_914_296, 39_088_169, 3_524_578, 514_229, 121_393, 6765, 1597, 610, 89, 13, 5]
    )]
    #[case(12_200_160_415_121_876_738, &[12_200_160_415_121_876_738])]
    fn zeckendorf_known(#[case] n: u64, #[case] want: &[u64]) {
        assert_eq!(zeckendorf(n), want);
    }

    /// Zeckendorf's theorem on every n ≤ 20000 and on random u64 (u64::MAX
    /// among them): the terms sum to n, are Fibonacci numbers, and no two
    /// are consecutive Fibonacci numbers (each is more than the next
    /// smaller term's successor apart: f > g + g' where g' precedes g).
    #[test]
    fn zeckendorf_is_a_sum_of_non_consecutive_fibonacci_numbers() {
        let mut rng = XorShift(0x2516_2516_2516_2516);
        let samples = (0..=20_000u64).chain((0..5000).map(|_| rng.next() >> (rng.next() % 64)));
        for n in samples.chain([u64::MAX, u64::MAX - 1]) {
            let terms = zeckendorf(n);
            assert_eq!(terms.iter().map(|&t| u128::from(t)).sum::<u128>(), n.into());
            let index: Vec<usize> = terms
                .iter()
                .map(|t| FIBONACCI.binary_search(t).expect("a Fibonacci number"))
                .collect();
            assert!(
                index.windows(2).all(|w| w[0] >= w[1] + 2),
                "{}: {:?}",
                n,
                terms
            );
        }
    }

    #[test]
    fn the_table_is_the_fibonacci_sequence() {
        assert_eq!(&FIBONACCI[..8], &[1, 2, 3, 5, 8, 13, 21, 34]);
        assert_eq!(FIBONACCI[91], 12_200_160_415_121_876_738);
        assert!(FIBONACCI[90].checked_add(FIBONACCI[91]).is_none());
        // 44 of them lie in [2, 2^31): HDU 2516's losing piles.
        let hdu = FIBONACCI.iter().filter(|&&f| (2..1 << 31).contains(&f));
        assert_eq!(hdu.count(), 44);
    }

    #[rstest]
    #[case(0, true)]
    #[case(1, true)]
    #[case(4, false)]
    #[case(1_836_311_903, true)]
    #[case(2_971_215_073, true)]
    #[case(2_147_483_647, false)]
    #[case(u64::MAX, false)]
    fn is_fibonacci_known(#[case] n: u64, #[case] want: bool) {
        assert_eq!(is_fibonacci(n), want);
    }

    /// The winning take against the brute-force search (the crate's oracle)
    /// on every (pile, limit) with pile ≤ 40 and limit ≤ pile + 2: a take
    /// exists exactly when the mover wins, it is legal, and it leaves a
    /// position the search calls lost (or an empty pile).
    #[test]
    fn winning_take_matches_oracle() {
        for pile in 0..=40u64 {
            for limit in 0..=pile + 2 {
                let wins = mover_wins((pile, limit), moves);
                match winning_take(pile, limit) {
                    None => assert!(!wins, "({}, {})", pile, limit),
                    Some(t) => {
                        assert!(wins, "({}, {})", pile, limit);
                        assert!(1 <= t && t <= limit.min(pile));
                        let after = (pile - t, (2 * t).min(pile - t));
                        assert!(
                            !mover_wins(after, moves),
                            "({}, {}) take {}",
                            pile,
                            limit,
                            t
                        );
                    }
                }
            }
        }
    }

    /// The start rule is the winning take with limit n − 1, on random piles
    /// up to u64::MAX and on every Fibonacci number and its neighbours.
    #[test]
    fn start_is_the_winning_take_with_limit_n_minus_1() {
        let mut rng = XorShift(0x0516_2516_0516_2516);
        let random = (0..20_000).map(|_| rng.next() >> (rng.next() % 64));
        let near = FIBONACCI
            .iter()
            .flat_map(|&f| [f - 1, f, f.saturating_add(1)]);
        for n in random.chain(near).chain([0, u64::MAX]) {
            let by_take = n
                .checked_sub(1)
                .is_some_and(|l| winning_take(n, l).is_some());
            assert_eq!(start_mover_wins(n), by_take, "{}", n);
        }
    }

    /// The same on every state with pile ≤ 1500 against the definition
    /// table, and the start positions: the first player loses exactly on
    /// the Fibonacci numbers.
    #[test]
    fn start_and_every_state_match_the_definition() {
        let wins = definition_table(1500);
        for (pile, row) in wins.iter().enumerate() {
            let pile = pile as u64;
            for (limit, &w) in row.iter().enumerate() {
                assert_eq!(
                    winning_take(pile, limit as u64).is_some(),
                    w,
                    "({}, {})",
                    pile,
                    limit
                );
            }
            let start = pile.checked_sub(1).is_some_and(|l| row[l as usize]);
            assert_eq!(start_mover_wins(pile), start, "start {}", pile);
            assert_eq!(!start, is_fibonacci(pile), "start {}", pile);
        }
    }
}
