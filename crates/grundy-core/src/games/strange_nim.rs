//! Strange Nim (AtCoder ARC 091 F): from a pile of x stones with its own
//! constant k, a move takes between 1 and ⌊x/k⌋ stones.
//!
//! The Grundy value follows from the mex by induction on x:
//!
//! ```text
//! g(x) = 0                       if x < k   (no move),
//! g(x) = x / k                   if k | x,
//! g(x) = g(x − ⌊x/k⌋ − 1)        otherwise.
//! ```
//!
//! Write x = qk + r. The options of x are the q piles x − q … x − 1, and
//! those of x − 1 (same quotient when k ∤ x) are the window one pile
//! lower: the window slides, dropping x − q − 1 and taking in x − 1, whose
//! value is the old window's mex. By induction the values of the piles
//! below a multiple qk of k hold every value below q (a multiple of k is
//! a new largest value, the others repeat an old one), so the mex of the
//! new window is the value just dropped, g(x − q − 1); at x = qk the
//! window is the q piles below it, holding 0 … q − 1 with q new, and the
//! mex is q. (kmjp's ARC 091 write-up has the recursion; the tests check the
//! recursion against a plain search of the game on every pile to 40 and
//! every k to 5, and against the mex table to 3000.)
//!
//! Followed one pile at a time the recursion takes up to about k steps
//! per quotient (some 10^8 steps in all for x = 10^9 and k near 10^8). The
//! steps that keep the quotient q all subtract q + 1, so [`grundy`] takes
//! them at once: ⌈r / (q + 1)⌉ steps land on qk (then g = q) or below it,
//! where the quotient is smaller.

/// The Grundy value of a Strange Nim pile of `x` stones with constant `k`
/// (a move takes 1 to ⌊x/k⌋ stones), by the jump recursion with the steps
/// of one quotient batched.
///
/// # Complexity
/// One division per quotient met: each batch lowers the quotient by at
/// least 1 and takes at least a 1/k share of the pile, so
/// O(min(x / k, k · log x)) ⊆ O(√(x log x)) batches, about √x in
/// practice: at most 38 053 for piles to 10^9 (x = 10^9 − 1, k = 19 305,
/// the worst found over every 97th k), against some 10^8 single steps
/// (k ≈ 10^8). A pile of 10^18 can take about 10^9 batches: callers bound x.
///
/// # Panics
/// If `k` is 0 (⌊x/0⌋ is no bound).
///
/// # Example
/// ```
/// use grundy_core::games::strange_nim::grundy;
/// assert_eq!(grundy(5, 2), 1); // 5 -> 3 (value 0) or 5 -> 4 (value 2)
/// assert_eq!(grundy(3, 3), 1); // 3 -> 2
/// assert_eq!(grundy(2, 3), 0); // no move
/// assert_eq!(grundy(1_000_000_000, 1), 1_000_000_000); // k = 1: Nim
/// ```
pub fn grundy(x: u64, k: u64) -> u64 {
    assert!(k > 0, "Strange Nim needs k >= 1");
    let mut x = x;
    loop {
        let (q, r) = (x / k, x % k);
        if q == 0 {
            return 0;
        }
        if r == 0 {
            return q;
        }
        // Every pile from x down to qk + 1 has quotient q and is no
        // multiple of k: its value is that of the pile q + 1 below. The
        // first pile reached at or below qk ends the batch.
        let steps = (r + q) / (q + 1);
        x -= steps * (q + 1);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::oracle::mover_wins;
    use crate::test_rng::XorShift;
    use rstest::rstest;

    /// The moves of a Strange Nim pile, from the rules alone.
    fn pile_moves(x: u64, k: u64) -> Vec<u64> {
        (1..=x / k).map(|t| x - t).collect()
    }

    /// The recursion one step at a time, unbatched.
    fn stepwise(mut x: u64, k: u64) -> u64 {
        loop {
            let q = x / k;
            if q == 0 {
                return 0;
            }
            if x % k == 0 {
                return q;
            }
            x -= q + 1;
        }
    }

    /// g(x) is the one value v for which the pile beside a Nim heap of v
    /// loses for the player to move: checked by the crate's oracle, which
    /// knows no Grundy theory, for every pile to 40 and every k to 5.
    #[test]
    fn every_pile_to_40_against_the_oracle() {
        for k in 1..=5u64 {
            for x in 0..=40u64 {
                let g = grundy(x, k);
                assert!(g <= x, "{x} {k}");
                let loses = |v: u64| {
                    !mover_wins((x, v), |&(p, h)| {
                        let mut next: Vec<(u64, u64)> =
                            pile_moves(p, k).into_iter().map(|q| (q, h)).collect();
                        next.extend((0..h).map(|m| (p, m)));
                        next
                    })
                };
                assert!(loses(g), "pile {x}, k {k}: value {g}");
                if g > 0 {
                    assert!(!loses(g - 1), "pile {x}, k {k}");
                }
            }
        }
    }

    /// Sums of two piles (each with its own k) against the oracle: the
    /// mover loses exactly when the values XOR to 0.
    #[test]
    fn pairs_of_piles_combine_by_xor() {
        for (k1, k2) in [(1, 2), (2, 3), (3, 3), (2, 5), (4, 1)] {
            for x1 in 0..=24u64 {
                for x2 in 0..=24u64 {
                    let wins = mover_wins((x1, x2), |&(a, b)| {
                        let mut next: Vec<(u64, u64)> =
                            pile_moves(a, k1).into_iter().map(|p| (p, b)).collect();
                        next.extend(pile_moves(b, k2).into_iter().map(|p| (a, p)));
                        next
                    });
                    assert_eq!(wins, grundy(x1, k1) ^ grundy(x2, k2) != 0);
                }
            }
        }
    }

    /// The recursion against the mex of the options on every pile to 3000
    /// and every k to 60 (a table of the definition).
    #[test]
    fn every_pile_to_3000_against_the_mex_table() {
        for k in 1..=60u64 {
            let mut g: Vec<u64> = Vec::new();
            for x in 0..=3000u64 {
                let mut seen = vec![false; x as usize + 2];
                for p in pile_moves(x, k) {
                    seen[g[p as usize] as usize] = true;
                }
                let mex = seen.iter().position(|&s| !s).expect("a free value") as u64;
                g.push(mex);
                assert_eq!(grundy(x, k), mex, "pile {x}, k {k}");
            }
        }
    }

    /// Batched against unbatched on random piles to 10^8, k spread over
    /// every scale.
    #[test]
    fn batches_agree_with_single_steps() {
        let mut rng = XorShift(0x5_7a_0e_91);
        for _ in 0..3000 {
            let x = rng.next() % 100_000_000;
            let k = 1 + rng.next() % [3, 100, 10_000, 1_000_000][(rng.next() % 4) as usize];
            assert_eq!(grundy(x, k), stepwise(x, k), "pile {x}, k {k}");
        }
    }

    #[rstest]
    #[case(5, 2, 1)]
    #[case(3, 3, 1)]
    #[case(4, 3, 0)]
    #[case(5, 1, 5)]
    #[case(28, 3, 6)]
    #[case(0, 1, 0)]
    #[case(1_000_000_000_000_000_000, 1, 1_000_000_000_000_000_000)]
    #[case(999_999_999_999_999_999, 1_000_000_000_000_000_000, 0)]
    #[case(1_000_000_000_000_000_000, 1_000_000_000_000_000_000, 1)]
    fn known_values(#[case] x: u64, #[case] k: u64, #[case] g: u64) {
        assert_eq!(grundy(x, k), g);
    }

    /// The official samples of ARC 091 F: Takahashi (first) wins exactly
    /// when the values XOR to something other than 0.
    #[rstest]
    #[case(&[(5, 2), (3, 3)], false)]
    #[case(&[(3, 2), (4, 3), (5, 1)], true)]
    #[case(&[(28, 3), (16, 4), (19, 2)], false)]
    #[case(&[(3141, 59), (26535, 897), (93, 23), (8462, 64)], true)]
    fn official_samples(#[case] piles: &[(u64, u64)], #[case] first_wins: bool) {
        let x = piles.iter().fold(0, |x, &(a, k)| x ^ grundy(a, k));
        assert_eq!(x != 0, first_wins);
    }
}
