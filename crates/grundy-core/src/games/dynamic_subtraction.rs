//! The k-multiple dynamic subtraction game: one pile of n; the first move
//! takes 1 to n − 1 counters, and every later move takes at least 1 and at
//! most k times what the opponent just took. Whoever takes the last
//! counter wins. k = 2 is Fibonacci Nim ([`super::fibonacci_nim`]), k = 1
//! its binary cousin.
//!
//! A position is the pile and the largest take allowed, the *limit* l.
//! The theory (曹钦翔, 《从“k倍动态减法游戏”出发探究一类组合游戏问题》,
//! Chinese national team winter camp WC2009; Schwenk, "Take-away games",
//! Fibonacci Quarterly 8, 1970, for the general case) replaces Zeckendorf's
//! Fibonacci numbers by a sequence built from itself:
//!
//! ```text
//! a_0 = 1,  b_0 = 1;
//! a_{i+1} = b_i + 1;
//! b_{i+1} = a_{i+1} + b_t   for the largest t with k·a_t < a_{i+1}   (a_{i+1} if none).
//! ```
//!
//! Call a sum of distinct terms *k-spread* when each term is more than k
//! times the next smaller one. Then b_i is the largest k-spread sum of terms
//! up to a_i, a_{i+1} the first number that is none, and every n ≥ 1 is one
//! k-spread sum, found greedily (take the largest term that fits, repeat):
//! what is left after taking a_i from n < a_{i+1} is at most b_i − a_i = b_t,
//! a sum of terms of which k times the largest is below a_i.
//!
//! **The mover wins (n, l) exactly when the smallest term q of n's
//! decomposition is at most l, and q is then the smallest winning take.**
//! Taking q leaves a pile whose smallest term exceeds k·q, the opponent's
//! limit; and after any take t < q the smallest term of what is left is at
//! most k·t (WC2009's lemma, which is the Fibonacci Nim argument with the
//! spread k in place of 2). At the start l = n − 1, so the first player
//! loses exactly when n is a term a_i.
//!
//! k = 1 gives the powers of two (the smallest term is the lowest set bit),
//! k = 2 the Fibonacci numbers 1, 2, 3, 5, 8, … (Zeckendorf's theorem); the
//! tests check both against OEIS (A000079, A000045) and against
//! [`super::fibonacci_nim`], and check every state with pile ≤ 40 (and
//! every start to 2000) for k ≤ 5 against a search of the game by its
//! definition, which knows nothing of the sequence.

/// The terms a_i ≤ `max` of the k-multiple game, which decide every pile up
/// to `max`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LosingPiles {
    k: u64,
    max: u64,
    terms: Vec<u64>,
    /// b_i for each term: scratch of the recurrence, kept so that
    /// [`LosingPiles::rebuild`] reuses its memory.
    largest: Vec<u64>,
}

impl LosingPiles {
    /// The terms for multiplier `k` up to `max`, by the recurrence of the
    /// [module](self).
    ///
    /// # Complexity
    /// O(T) time and memory for the T terms up to `max`: few for a small k
    /// (about log_φ max for k = 2), up to `max` when k ≥ max (then every
    /// pile up to k + 1 is a term). POJ 3922's worst, k = 10^5 and
    /// max = 10^8, has about 7.5·10^5.
    ///
    /// # Panics
    /// If `k` is 0 (then the second move never exists, and no sequence
    /// describes the game).
    ///
    /// # Example
    /// ```
    /// use grundy_core::games::dynamic_subtraction::LosingPiles;
    /// assert_eq!(LosingPiles::new(1, 40).terms(), [1, 2, 4, 8, 16, 32]);
    /// assert_eq!(LosingPiles::new(2, 40).terms(), [1, 2, 3, 5, 8, 13, 21, 34]);
    /// assert_eq!(LosingPiles::new(3, 40).terms(), [1, 2, 3, 4, 6, 8, 11, 15, 21, 29, 40]);
    /// ```
    pub fn new(k: u64, max: u64) -> Self {
        let mut piles = LosingPiles {
            k,
            max,
            terms: Vec::new(),
            largest: Vec::new(),
        };
        piles.rebuild(k, max);
        piles
    }

    /// The same as `*self = LosingPiles::new(k, max)`, in the memory this
    /// table already holds: for many tables in a row (one per test), which
    /// then cost no new pages.
    ///
    /// # Complexity
    /// As [`LosingPiles::new`].
    ///
    /// # Panics
    /// If `k` is 0.
    ///
    /// # Example
    /// ```
    /// use grundy_core::games::dynamic_subtraction::LosingPiles;
    /// let mut piles = LosingPiles::new(1, 1000);
    /// piles.rebuild(2, 40);
    /// assert_eq!(piles, LosingPiles::new(2, 40));
    /// ```
    pub fn rebuild(&mut self, k: u64, max: u64) {
        assert!(k > 0, "the multiplier k must be at least 1");
        self.k = k;
        self.max = max;
        let terms = &mut self.terms;
        // largest[i]: b_i, the largest k-spread sum of terms up to terms[i].
        let largest = &mut self.largest;
        terms.clear();
        largest.clear();
        if max == 0 {
            return;
        }
        terms.push(1);
        largest.push(1);
        // t: the number of terms a with k·a below the newest term.
        let mut t = 0;
        while let Some(next) = largest.last().and_then(|b| b.checked_add(1)) {
            if next > max {
                break;
            }
            while t < terms.len() && terms[t].checked_mul(k).is_some_and(|x| x < next) {
                t += 1;
            }
            // A sum past u64::MAX only ever serves to make the next term,
            // which is then beyond any max: saturating is exact enough.
            let b = match t {
                0 => next,
                _ => next.saturating_add(largest[t - 1]),
            };
            terms.push(next);
            largest.push(b);
        }
    }

    /// The multiplier k.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use grundy_core::games::dynamic_subtraction::LosingPiles;
    /// assert_eq!(LosingPiles::new(3, 10).k(), 3);
    /// ```
    pub fn k(&self) -> u64 {
        self.k
    }

    /// The terms a_0 < a_1 < … up to `max`: the piles the first player
    /// loses.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// See [`LosingPiles::new`].
    pub fn terms(&self) -> &[u64] {
        &self.terms
    }

    /// The k-spread decomposition of `n`, largest term first; empty for 0.
    ///
    /// # Complexity
    /// O(log T) per term by binary search, and at most
    /// log_{k+1} n + 1 terms.
    ///
    /// # Panics
    /// If `n` is above the `max` the terms were built for.
    ///
    /// # Example
    /// ```
    /// use grundy_core::games::dynamic_subtraction::LosingPiles;
    /// let three = LosingPiles::new(3, 100);
    /// assert_eq!(three.decomposition(19), [15, 4]); // 15 > 3·4
    /// assert_eq!(three.decomposition(100), [76, 21, 3]);
    /// assert!(three.decomposition(0).is_empty());
    /// ```
    pub fn decomposition(&self, n: u64) -> Vec<u64> {
        assert!(
            n <= self.max,
            "{} is above the terms' bound {}",
            n,
            self.max
        );
        let mut out = Vec::new();
        let mut left = n;
        let mut end = self.terms.len();
        while left > 0 {
            // The largest term that fits; the ones above it never will.
            end = self.terms[..end].partition_point(|&a| a <= left);
            let a = self.terms[end - 1];
            out.push(a);
            left -= a;
        }
        out
    }

    /// The smallest term of `n`'s decomposition, or `None` for 0.
    ///
    /// # Complexity
    /// As [`LosingPiles::decomposition`], without its vector.
    ///
    /// # Panics
    /// If `n` is above the `max` the terms were built for.
    ///
    /// # Example
    /// ```
    /// use grundy_core::games::dynamic_subtraction::LosingPiles;
    /// assert_eq!(LosingPiles::new(3, 100).smallest_term(19), Some(4));
    /// assert_eq!(LosingPiles::new(3, 100).smallest_term(0), None);
    /// ```
    pub fn smallest_term(&self, n: u64) -> Option<u64> {
        assert!(
            n <= self.max,
            "{} is above the terms' bound {}",
            n,
            self.max
        );
        let mut left = n;
        let mut end = self.terms.len();
        let mut last = None;
        while left > 0 {
            end = self.terms[..end].partition_point(|&a| a <= left);
            let a = self.terms[end - 1];
            last = Some(a);
            left -= a;
        }
        last
    }

    /// The smallest winning take from `pile` when at most `limit` may be
    /// taken: the smallest term of the pile's decomposition if the limit
    /// allows it; `None` when every take loses (or there is none).
    ///
    /// # Complexity
    /// As [`LosingPiles::smallest_term`].
    ///
    /// # Panics
    /// If `pile` is above the `max` the terms were built for.
    ///
    /// # Example
    /// ```
    /// use grundy_core::games::dynamic_subtraction::LosingPiles;
    /// let three = LosingPiles::new(3, 100);
    /// assert_eq!(three.winning_take(19, 5), Some(4));
    /// assert_eq!(three.winning_take(19, 3), None);
    /// ```
    pub fn winning_take(&self, pile: u64, limit: u64) -> Option<u64> {
        self.smallest_term(pile).filter(|&q| q <= limit)
    }

    /// The smallest winning first move from a pile of `n` (which may take
    /// anything but the whole pile); `None` when the first player loses,
    /// exactly when `n` is a term (or 0).
    ///
    /// # Complexity
    /// As [`LosingPiles::smallest_term`].
    ///
    /// # Panics
    /// If `n` is above the `max` the terms were built for.
    ///
    /// # Example
    /// ```
    /// use grundy_core::games::dynamic_subtraction::LosingPiles;
    /// // POJ 3922's sample.
    /// assert_eq!(LosingPiles::new(1, 16).first_take(16), None);
    /// assert_eq!(LosingPiles::new(1, 11).first_take(11), Some(1));
    /// assert_eq!(LosingPiles::new(2, 34).first_take(32), Some(3));
    /// assert_eq!(LosingPiles::new(2, 34).first_take(34), None);
    /// assert_eq!(LosingPiles::new(3, 19).first_take(19), Some(4));
    /// ```
    pub fn first_take(&self, n: u64) -> Option<u64> {
        self.winning_take(n, n.saturating_sub(1))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::fibonacci_nim;
    use crate::test_rng::XorShift;

    /// Whether the mover wins (pile, limit) for every limit ≤ pile ≤ `max`,
    /// by the definition one take at a time: allowing one more take, l, adds
    /// one move, so `wins[p][l] = wins[p][l − 1] || taking l wins`, where
    /// taking l leaves p − l with the limit k·l (capped at the pile).
    fn definition_table(k: u64, max: usize) -> Vec<Vec<bool>> {
        let mut wins: Vec<Vec<bool>> = Vec::with_capacity(max + 1);
        for p in 0..=max {
            let mut row = vec![false; p + 1];
            for l in 1..=p {
                let left = p - l;
                let next = (k as usize * l).min(left);
                row[l] = row[l - 1] || left == 0 || !wins[left][next];
            }
            wins.push(row);
        }
        wins
    }

    /// Every state with pile ≤ 40 (every limit) for k ≤ 5: the smallest
    /// winning take, by trying every take in order against the definition
    /// table, is the smallest term when it fits the limit, else none.
    #[test]
    fn every_small_state_matches_the_definition() {
        for k in 1..=5u64 {
            let wins = definition_table(k, 40);
            let piles = LosingPiles::new(k, 40);
            for pile in 0..=40usize {
                for limit in 0..=pile + 2 {
                    let cap = limit.min(pile);
                    let smallest = (1..=cap).find(|&t| {
                        let left = pile - t;
                        left == 0 || !wins[left][(k as usize * t).min(left)]
                    });
                    let got = piles.winning_take(pile as u64, limit as u64);
                    assert_eq!(
                        got,
                        smallest.map(|t| t as u64),
                        "k {} ({}, {})",
                        k,
                        pile,
                        limit
                    );
                }
            }
        }
    }

    /// Every start up to 2000 for k ≤ 5: the first player loses exactly on
    /// the terms, and wins with the smallest term otherwise.
    #[test]
    fn every_start_to_2000_matches_the_definition() {
        for k in 1..=5u64 {
            let wins = definition_table(k, 2000);
            let piles = LosingPiles::new(k, 2000);
            for n in 1..=2000usize {
                let start = wins[n][n - 1];
                assert_eq!(
                    piles.terms().binary_search(&(n as u64)).is_err(),
                    start,
                    "k {} n {}",
                    k,
                    n
                );
                let first = (1..n).find(|&t| !wins[n - t][(k as usize * t).min(n - t)]);
                assert_eq!(
                    piles.first_take(n as u64),
                    first.map(|t| t as u64),
                    "k {} n {}",
                    k,
                    n
                );
            }
        }
    }

    /// OEIS A000079 (powers of 2) for k = 1 and A000045 (Fibonacci numbers,
    /// from F(2) = 1) for k = 2, as published in oeis/oeisdata.
    #[test]
    fn the_sequences_are_oeis_a000079_and_a000045() {
        let a000079: [u64; 34] = [
            1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 1024, 2048, 4096, 8192, 16384, 32768, 65536,
            131072, 262144, 524288, 1048576, 2097152, 4194304, 8388608, 16777216, 33554432,
            67108864, 134217728, 268435456, 536870912, 1073741824, 2147483648, 4294967296,
            8589934592,
        ];
        assert_eq!(LosingPiles::new(1, 8589934592).terms(), a000079);
        let a000045: [u64; 41] = [
            0, 1, 1, 2, 3, 5, 8, 13, 21, 34, 55, 89, 144, 233, 377, 610, 987, 1597, 2584, 4181,
            6765, 10946, 17711, 28657, 46368, 75025, 121393, 196418, 317811, 514229, 832040,
            1346269, 2178309, 3524578, 5702887, 9227465, 14930352, 24157817, 39088169, 63245986,
            102334155,
        ];
        assert_eq!(LosingPiles::new(2, 102334155).terms(), &a000045[2..]);
    }

    /// k = 2 is Fibonacci Nim: the same decomposition (Zeckendorf's) and the
    /// same winning takes, up to u64::MAX; k = 1 takes the lowest set bit.
    #[test]
    fn k_two_is_fibonacci_nim_and_k_one_is_binary() {
        let two = LosingPiles::new(2, u64::MAX);
        let one = LosingPiles::new(1, u64::MAX);
        assert_eq!(two.terms().len(), 92);
        assert_eq!(one.terms().len(), 64);
        let mut rng = XorShift(0x3922_2486_3922_2486);
        for _ in 0..20_000 {
            let n = rng.next() >> (rng.next() % 64);
            let l = rng.next() >> (rng.next() % 64);
            assert_eq!(two.decomposition(n), fibonacci_nim::zeckendorf(n));
            assert_eq!(two.winning_take(n, l), fibonacci_nim::winning_take(n, l));
            let lowest_bit = if n == 0 {
                None
            } else {
                Some(1 << n.trailing_zeros())
            };
            assert_eq!(one.smallest_term(n), lowest_bit);
        }
    }

    /// The decomposition is k-spread and sums to n, for random k and n.
    #[test]
    fn decompositions_are_spread_sums() {
        let mut rng = XorShift(0x2580_2580_2580_2580);
        for _ in 0..200 {
            let k = 1 + rng.next() % 200;
            let max = 1 + rng.next() % 1_000_000;
            let piles = LosingPiles::new(k, max);
            for _ in 0..100 {
                let n = rng.next() % (max + 1);
                let d = piles.decomposition(n);
                assert_eq!(d.iter().sum::<u64>(), n);
                assert!(d.windows(2).all(|w| w[0] > k * w[1]), "k {} {:?}", k, d);
                assert_eq!(piles.smallest_term(n), d.last().copied());
            }
        }
    }

    #[test]
    fn poj_3922_worst_case_size() {
        // k = 10^5 up to 10^8: the table the statement's traps warn of.
        let piles = LosingPiles::new(100_000, 100_000_000);
        let count = piles.terms().len();
        assert!((700_000..800_000).contains(&count), "{}", count);
        // The first k + 1 piles all lose (no take leaves the opponent stuck).
        assert_eq!(
            piles.terms()[..100_001],
            (1..=100_001).collect::<Vec<u64>>()[..]
        );
        assert_eq!(LosingPiles::new(5, 0).terms(), [0u64; 0]);
    }

    /// A rebuilt table equals a new one, whatever it held before.
    #[test]
    fn rebuild_is_new() {
        let mut piles = LosingPiles::new(100_000, 10_000_000);
        for (k, max) in [
            (3, 1000),
            (1, 0),
            (100_000, 5_000_000),
            (2, u64::MAX),
            (7, 1),
        ] {
            piles.rebuild(k, max);
            assert_eq!(piles, LosingPiles::new(k, max), "k {} max {}", k, max);
            assert_eq!(piles.k(), k);
        }
    }

    #[test]
    #[should_panic(expected = "at least 1")]
    fn k_zero_is_refused() {
        LosingPiles::new(0, 10);
    }

    #[test]
    #[should_panic(expected = "above the terms' bound")]
    fn beyond_max_is_refused() {
        LosingPiles::new(2, 10).first_take(11);
    }
}
