//! Floor division: a move replaces a number n ≥ 1 by ⌊n / k⌋ for some k of
//! a fixed set K of divisors (each at least 2); a number that reaches 0 is
//! gone. With K = {2, 3, 4, 5, 6} this is CodeChef FDIVGAME (numbers up to
//! 10^18).
//!
//! g(0) = 0 and g(n) = mex{ g(⌊n/k⌋) : k ∈ K }. The values come in *runs*,
//! maximal intervals of equal value, and few of them: while ⌊n/k⌋ stays
//! inside one run for every k, g(n) cannot change, and ⌊n/k⌋ leaves the run
//! [s, e) holding it only at n = k·e. So from a run's start x the value
//! holds up to the least k·e_k over k ∈ K, e_k the end of the run holding
//! ⌊x/k⌋ (the run still growing counts as ending at x). Each step fixes one
//! stretch of equal value; stretches of the same value in a row merge into
//! one run. The runs grow geometrically (for K = {2..6} about 70 reach
//! 10^18), so the whole table to 10^18 is built in microseconds.
//!
//! Proved in the tests against the mex recursion on every n up to 6000
//! for every K ⊆ {2, …, 9}, and against the oracle on sums of two numbers.

use std::fmt;

/// The runs of g up to a limit, for one set of divisors.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FloorDivision {
    /// starts[i] is where run i begins (starts[0] = 0), ascending.
    starts: Vec<u64>,
    /// values[i] is g on run i.
    values: Vec<u64>,
    /// The largest n the runs cover.
    limit: u64,
}

/// Why a set of divisors is refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DivisorError {
    /// A divisor below 2: ⌊n/1⌋ = n is a pass, and the game would not end;
    /// 0 divides nothing.
    BelowTwo {
        /// Where in the given list it stands (0-based).
        index: usize,
    },
}

impl fmt::Display for DivisorError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DivisorError::BelowTwo { index } => write!(
                f,
                "divisor {} is below 2: dividing by 1 is a pass, and the game would not end",
                index
            ),
        }
    }
}

impl std::error::Error for DivisorError {}

impl FloorDivision {
    /// The runs of g over 0..=`limit` for the divisors `divisors` (any
    /// order, repeats allowed; an empty set leaves every n at 0).
    ///
    /// # Errors
    /// [`DivisorError::BelowTwo`] for a divisor 0 or 1.
    ///
    /// # Complexity
    /// O(R·|K| log R) for the R runs up to the limit.
    ///
    /// # Example
    /// ```
    /// use grundy_core::games::floor_division::FloorDivision;
    /// let g = FloorDivision::new(&[2, 3, 4, 5, 6], 1_000_000_000_000_000_000).unwrap();
    /// let first: Vec<u64> = (0..12).map(|n| g.grundy(n).unwrap()).collect();
    /// assert_eq!(first, [0, 1, 2, 2, 3, 3, 0, 0, 0, 0, 0, 0]);
    /// assert!(g.run_count() < 100);
    /// ```
    pub fn new(divisors: &[u64], limit: u64) -> Result<FloorDivision, DivisorError> {
        if let Some(index) = divisors.iter().position(|&k| k < 2) {
            return Err(DivisorError::BelowTwo { index });
        }
        let mut ks = divisors.to_vec();
        ks.sort_unstable();
        ks.dedup();
        let mut starts = vec![0u64];
        let mut values = vec![0u64];
        // g is known on [0, x); find the value at x and how far it holds.
        let mut x = 1u64;
        let mut options: Vec<u64> = Vec::with_capacity(ks.len());
        while x <= limit {
            options.clear();
            let mut until = u128::from(limit) + 1;
            for &k in &ks {
                let q = x / k;
                let run = starts.partition_point(|&s| s <= q) - 1;
                options.push(values[run]);
                // The run holding q ends at the next start, or, if it is the
                // run still growing, at least at x.
                let end = starts.get(run + 1).copied().unwrap_or(x);
                until = until.min(u128::from(k) * u128::from(end));
            }
            let value = crate::sg::mex::mex(&options);
            if value != *values.last().expect("run 0 is there") {
                starts.push(x);
                values.push(value);
            }
            // until > x: k·end ≥ 2x > x when the run is the growing one, and
            // end > ⌊x/k⌋ gives k·end > x otherwise.
            x = u64::try_from(until).unwrap_or(u64::MAX);
            if until > u128::from(limit) {
                break;
            }
        }
        Ok(FloorDivision {
            starts,
            values,
            limit,
        })
    }

    /// g(n), or `None` above the limit.
    ///
    /// # Complexity
    /// O(log R).
    ///
    /// # Example
    /// ```
    /// use grundy_core::games::floor_division::FloorDivision;
    /// // FDIVGAME's second sample: 1, 3, 5 are worth 1, 2, 3: XOR 0, Derek wins.
    /// let g = FloorDivision::new(&[2, 3, 4, 5, 6], 100).unwrap();
    /// let xor = [1, 3, 5].iter().fold(0, |x, &n| x ^ g.grundy(n).unwrap());
    /// assert_eq!(xor, 0);
    /// assert_eq!(g.grundy(101), None);
    /// ```
    pub fn grundy(&self, n: u64) -> Option<u64> {
        if n > self.limit {
            return None;
        }
        Some(self.values[self.starts.partition_point(|&s| s <= n) - 1])
    }

    /// The number of runs (maximal intervals of equal value) up to the
    /// limit.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use grundy_core::games::floor_division::FloorDivision;
    /// // K = {2}: g(n) = the number of halvings to 0, mod 2, so runs [2^i, 2^(i+1)).
    /// assert_eq!(FloorDivision::new(&[2], 1023).unwrap().run_count(), 11);
    /// ```
    pub fn run_count(&self) -> usize {
        self.starts.len()
    }

    /// The runs as (start, value), ascending: run i covers from its start
    /// to the next one's (the last to the limit).
    ///
    /// # Complexity
    /// O(R).
    ///
    /// # Example
    /// ```
    /// use grundy_core::games::floor_division::FloorDivision;
    /// let g = FloorDivision::new(&[2, 3, 4, 5, 6], 20).unwrap();
    /// assert_eq!(g.runs(), vec![(0, 0), (1, 1), (2, 2), (4, 3), (6, 0), (12, 1)]);
    /// ```
    pub fn runs(&self) -> Vec<(u64, u64)> {
        self.starts
            .iter()
            .copied()
            .zip(self.values.iter().copied())
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::oracle::{mover_wins, sum_moves};
    use itertools::Itertools;

    /// g(0..=n) by the mex recursion written out plainly.
    fn plain(ks: &[u64], n: u64) -> Vec<u64> {
        let mut g: Vec<u64> = vec![0];
        for x in 1..=n {
            let options: Vec<u64> = ks.iter().map(|&k| g[(x / k) as usize]).collect();
            g.push((0..).find(|v| !options.contains(v)).unwrap());
        }
        g
    }

    #[test]
    fn every_divisor_set_against_the_recursion() {
        for ks in (2..=9u64).powerset() {
            let n = 6_000;
            let runs = FloorDivision::new(&ks, n).unwrap();
            let table = plain(&ks, n);
            for (x, &want) in table.iter().enumerate() {
                assert_eq!(runs.grundy(x as u64), Some(want), "K = {:?}, n = {}", ks, x);
            }
            // Runs are maximal: neighbours differ.
            let r = runs.runs();
            assert!(r.windows(2).all(|w| w[0].1 != w[1].1 && w[0].0 < w[1].0));
        }
    }

    #[test]
    fn sums_of_two_numbers_by_the_oracle() {
        let ks = [2u64, 3, 4, 5, 6];
        let g = FloorDivision::new(&ks, 100).unwrap();
        let single = |&x: &u64| -> Vec<u64> {
            if x == 0 {
                vec![]
            } else {
                ks.iter().map(|&k| x / k).collect()
            }
        };
        for a in 0..=30u64 {
            for b in 0..=30u64 {
                let wins = mover_wins(vec![a, b], |p| sum_moves(p, single));
                let x = g.grundy(a).unwrap() ^ g.grundy(b).unwrap();
                assert_eq!(x != 0, wins, "{} + {}", a, b);
            }
        }
    }

    /// FDIVGAME's samples: {3, 4} (Henry wins), {1, 3, 5} (Derek wins).
    #[test]
    fn codechef_fdivgame_samples_and_huge_numbers() {
        let g = FloorDivision::new(&[2, 3, 4, 5, 6], 1_000_000_000_000_000_000).unwrap();
        assert_eq!(g.grundy(3).unwrap() ^ g.grundy(4).unwrap(), 2 ^ 3);
        let xor = [1, 3, 5].iter().fold(0, |x, &n| x ^ g.grundy(n).unwrap());
        assert_eq!(xor, 0);
        // Every run's value is the recursion's at its start and its end.
        for (i, &(start, value)) in g.runs().iter().enumerate() {
            let end = g.runs().get(i + 1).map_or(g.limit, |r| r.0 - 1);
            for n in [start, end] {
                let options: Vec<u64> = [2u64, 3, 4, 5, 6]
                    .iter()
                    .map(|&k| g.grundy(n / k).unwrap())
                    .collect();
                let want = if n == 0 {
                    0
                } else {
                    crate::sg::mex::mex(&options)
                };
                assert_eq!(value, want, "n = {}", n);
            }
        }
        assert_eq!(g.grundy(u64::MAX), None);
        let all = FloorDivision::new(&[2], u64::MAX).unwrap();
        assert_eq!(all.grundy(u64::MAX), Some(0)); // 64 halvings
        assert_eq!(all.run_count(), 65);
    }

    /// The form in FDIVGAME's editorial: 0, 1, 2, 2, 3, 3 below 6, then
    /// g(n) = g(⌊n/12⌋), at random n of every size and at both ends of
    /// every run.
    #[test]
    fn the_editorials_form() {
        let g = FloorDivision::new(&[2, 3, 4, 5, 6], u64::MAX).unwrap();
        let form = |mut n: u64| {
            while n >= 6 {
                n /= 12;
            }
            [0, 1, 2, 2, 3, 3][n as usize]
        };
        let mut rng = crate::test_rng::XorShift(0x6a09_e667_f3bc_c908);
        for _ in 0..10_000 {
            let n = rng.next() >> (rng.next() % 64);
            assert_eq!(g.grundy(n), Some(form(n)), "n = {}", n);
        }
        for (start, _) in g.runs() {
            for n in [start.saturating_sub(1), start] {
                assert_eq!(g.grundy(n), Some(form(n)), "n = {}", n);
            }
        }
    }

    #[test]
    fn divisors_below_two_are_refused() {
        assert_eq!(
            FloorDivision::new(&[3, 1], 10),
            Err(DivisorError::BelowTwo { index: 1 })
        );
        assert_eq!(
            DivisorError::BelowTwo { index: 0 }.to_string(),
            "divisor 0 is below 2: dividing by 1 is a pass, and the game would not end"
        );
        let none = FloorDivision::new(&[], 50).unwrap();
        assert_eq!((none.grundy(50), none.run_count()), (Some(0), 1));
    }
}
