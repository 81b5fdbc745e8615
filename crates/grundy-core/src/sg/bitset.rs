//! Dense move sets by bitsets: Grundy and win/lose tables when a position
//! has many options, 64 positions to a word.
//!
//! The rule: from x, a move goes to any y < x with x − y ∈ S (the
//! differences) and y ∈ T (the targets, everything unless restricted). A
//! subtraction game is T = everything; "move to any earlier position of a
//! set" is S = everything and T the set. With m = max(S) and |S| close to
//! m, the plain recurrence spends O(m) per position; here a position
//! *pushes* its value forward instead of every position *pulling* its
//! options:
//!
//! - **win/lose**: a lost target y wins every y + s at once. `won` is a
//!   bitset, and `won |= S << y` is m/64 word operations; x is lost exactly
//!   when bit x of `won` is still clear when the sweep reaches it. O(n·m/64)
//!   at most, and only the lost targets cost anything.
//! - **Grundy**: one bitset `reach_v` per value v, the positions having an
//!   option of value v. Once g(y) = v is known, `reach_v |= S << y`; then
//!   g(x) = the least v whose `reach_v` misses x (the mex, since bit x of
//!   `reach_v` says exactly whether some option of x has value v).
//!   O(n·m/64) word operations to push, plus Σ g(x) bit tests to read.
//!
//! Only the next m + 64 positions can still receive a push, so each bitset
//! is a ring of that many bits, and memory is O(G·m/8) bytes for the G
//! distinct values, not O(G·n). The bits of the block of 64 positions being
//! decided are copied out of every ring into one contiguous column first,
//! so reading g(x) scans consecutive words.
//!
//! When S is sparse (|S| ≤ m/64 or so) the plain recurrence
//! ([`subtraction::grundy_table`](crate::sg::subtraction::grundy_table)) is
//! the faster; when Grundy values run into the thousands the Σ g term
//! dominates. The tests hold both tables to the mex recursion written out
//! plainly, and the lost positions to the brute-force search
//! ([`crate::oracle`]), on random rules of every density.

use crate::sg::subtraction::{MoveSet, WinLoss};
use std::fmt;

/// Why a rule is refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TargetsLength {
    /// The number of positions, n + 1.
    pub expected: usize,
    /// The length of the targets given.
    pub got: usize,
}

impl fmt::Display for TargetsLength {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "the targets cover {} positions, the table {}",
            self.got, self.expected
        )
    }
}

impl std::error::Error for TargetsLength {}

/// A move rule on the positions 0..=n: from x to any y < x with x − y ∈ S
/// and y a target.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Rule {
    /// Bit s of the words: s ∈ S (1 ≤ s ≤ n).
    differences: Vec<u64>,
    /// The largest difference (0 for none).
    largest: usize,
    /// Bit y: y is a target; `None` for every position.
    targets: Option<Vec<u64>>,
    /// n + 1.
    len: usize,
}

impl Rule {
    /// The subtraction game with moves `moves` on the piles 0..=n (moves
    /// above n never apply).
    ///
    /// # Complexity
    /// O(n/64 + |S|).
    ///
    /// # Panics
    /// If n + 1 overflows `usize`.
    ///
    /// # Example
    /// ```
    /// use grundy_core::sg::bitset::Rule;
    /// use grundy_core::sg::subtraction::MoveSet;
    /// let g = Rule::subtraction(&MoveSet::new(&[1, 3, 4]).unwrap(), 9).grundy_table();
    /// assert_eq!(g, [0, 1, 0, 1, 2, 3, 2, 0, 1, 0]);
    /// ```
    pub fn subtraction(moves: &MoveSet, n: usize) -> Rule {
        let len = n.checked_add(1).expect("table length overflows usize");
        let mut differences = vec![0u64; len / 64 + 1];
        let mut largest = 0;
        for &s in moves.up_to(n as u64).as_slice() {
            let s = s as usize;
            differences[s / 64] |= 1 << (s % 64);
            largest = s;
        }
        Rule {
            differences,
            largest,
            targets: None,
            len,
        }
    }

    /// Every difference 1..=n: from x, a move to any earlier position
    /// (restrict the targets with [`Rule::only_to`]).
    ///
    /// # Complexity
    /// O(n/64).
    ///
    /// # Panics
    /// If n + 1 overflows `usize`.
    ///
    /// # Example
    /// ```
    /// use grundy_core::sg::bitset::Rule;
    /// // From x to any y < x: g(x) = x.
    /// assert_eq!(Rule::any_earlier(4).grundy_table(), [0, 1, 2, 3, 4]);
    /// ```
    pub fn any_earlier(n: usize) -> Rule {
        let len = n.checked_add(1).expect("table length overflows usize");
        let mut differences = vec![u64::MAX; len / 64 + 1];
        differences[0] &= !1; // no difference 0
        for (w, word) in differences.iter_mut().enumerate() {
            for b in 0..64 {
                if w * 64 + b > n {
                    *word &= !(1u64 << b);
                }
            }
        }
        Rule {
            differences,
            largest: n,
            targets: None,
            len,
        }
    }

    /// The same rule with only the positions y with `allowed[y]` as
    /// targets of a move.
    ///
    /// # Errors
    /// [`TargetsLength`] unless `allowed` has one entry per position, n + 1.
    ///
    /// # Complexity
    /// O(n).
    ///
    /// # Example
    /// ```
    /// use grundy_core::sg::bitset::Rule;
    /// // Any earlier position, but only the even ones: 0, 2 and 4 are targets.
    /// let allowed: Vec<bool> = (0..=5).map(|y| y % 2 == 0).collect();
    /// let g = Rule::any_earlier(5).only_to(&allowed).unwrap().grundy_table();
    /// assert_eq!(g, [0, 1, 1, 2, 2, 3]);
    /// ```
    pub fn only_to(mut self, allowed: &[bool]) -> Result<Rule, TargetsLength> {
        if allowed.len() != self.len {
            return Err(TargetsLength {
                expected: self.len,
                got: allowed.len(),
            });
        }
        let mut bits = vec![0u64; self.len / 64 + 1];
        for (y, _) in allowed.iter().enumerate().filter(|&(_, &a)| a) {
            bits[y / 64] |= 1 << (y % 64);
        }
        self.targets = Some(bits);
        Ok(self)
    }

    fn is_target(&self, y: usize) -> bool {
        self.targets
            .as_ref()
            .map_or(true, |t| t[y / 64] >> (y % 64) & 1 == 1)
    }

    /// The words of S that can reach a position at most n from y: the
    /// differences below n − y + 1, whole words.
    fn words_from(&self, y: usize) -> usize {
        let reach = self.largest.min(self.len - 1 - y);
        (reach + 64) / 64
    }

    /// Which positions 0..=n the player to move wins, by the push sweep of
    /// the module docs.
    ///
    /// # Complexity
    /// O(n + L·m/64) for L lost targets and the largest difference m; n/8
    /// bytes for the answer and (m + 64)/8 for the ring.
    ///
    /// # Example
    /// ```
    /// use grundy_core::sg::bitset::Rule;
    /// use grundy_core::sg::subtraction::MoveSet;
    /// let t = Rule::subtraction(&MoveSet::new(&[1, 3, 4]).unwrap(), 10).win_loss_table();
    /// let row: String = (1..=10).map(|x| if t.mover_wins(x).unwrap() { 'W' } else { 'L' }).collect();
    /// assert_eq!(row, "WLWWWWLWLW");
    /// ```
    pub fn win_loss_table(&self) -> WinLoss {
        let mut ring = Ring::new(self.largest);
        let mut lost = vec![0u64; (self.len + 63) / 64];
        for (b, lost_word) in lost.iter_mut().enumerate() {
            let (first, slot) = (b * 64, b & ring.mask);
            let here = 64.min(self.len - first);
            let inside = if here == 64 {
                u64::MAX
            } else {
                (1 << here) - 1
            };
            // The positions of this block not won yet, lowest first: the
            // lowest is lost. A push from inside the block reaches into it,
            // so the word is read again after each.
            let mut open = !ring.words[slot] & inside;
            while open != 0 {
                let i = open.trailing_zeros() as usize;
                *lost_word |= 1 << i;
                let x = first + i;
                if self.is_target(x) {
                    ring.push(0, &self.differences[..self.words_from(x)], x);
                }
                // Positions above i not won yet.
                open = !ring.words[slot] & inside & !(2u64 << i).wrapping_sub(1);
            }
            ring.words[slot] = 0;
        }
        WinLoss::from_lost_bits(lost, self.len)
    }

    /// The Grundy values g(0), …, g(n), by the pushed `reach` bitsets of
    /// the module docs.
    ///
    /// # Complexity
    /// O(n·m/64 + Σ g(x) + n·G/64) time for the largest difference m and G
    /// distinct values; O(G·m/8) bytes besides the table.
    ///
    /// # Example
    /// ```
    /// use grundy_core::sg::bitset::Rule;
    /// use grundy_core::sg::subtraction::MoveSet;
    /// // Take 1 to 100: g(x) = x mod 101.
    /// let s: Vec<u64> = (1..=100).collect();
    /// let g = Rule::subtraction(&MoveSet::new(&s).unwrap(), 1000).grundy_table();
    /// assert!(g.iter().enumerate().all(|(x, &v)| v == x as u64 % 101));
    /// ```
    pub fn grundy_table(&self) -> Vec<u64> {
        let mut g = vec![0u64; self.len];
        // rings.words[v·W .. (v + 1)·W] is reach_v; column[v] the word of
        // the block being decided.
        let mut rings = Ring::new(self.largest);
        let width = rings.mask + 1;
        rings.words.clear();
        let mut column: Vec<u64> = Vec::new();
        for b in 0..(self.len + 63) / 64 {
            let slot = b & rings.mask;
            for (word, ring) in column.iter_mut().zip(rings.words.chunks_exact(width)) {
                *word = ring[slot];
            }
            let first = b * 64;
            for i in 0..64.min(self.len - first) {
                let x = first + i;
                // The least v whose reach misses x: eight values at a time
                // while all eight reach it, then one by one.
                let bit = 1u64 << i;
                let mut v = 0;
                while let Some(eight) = column.get(v..v + 8) {
                    if eight.iter().fold(bit, |a, &w| a & w) == 0 {
                        break;
                    }
                    v += 8;
                }
                while v < column.len() && column[v] & bit != 0 {
                    v += 1;
                }
                g[x] = v as u64;
                if self.is_target(x) {
                    if v == column.len() {
                        column.push(0);
                        rings.words.resize(rings.words.len() + width, 0);
                    }
                    let words = &self.differences[..self.words_from(x)];
                    rings.push(v * width, words, x);
                    // The part that lands in this block, for the column.
                    column[v] |= words[0] << i;
                }
            }
            for ring in rings.words.chunks_exact_mut(width) {
                ring[slot] = 0;
            }
        }
        g
    }
}

/// Rings of bits over the positions: word w of a ring holds the block of
/// positions 64w..64w + 63 while it is live (a power-of-two number of
/// words, so a block's slot is w & mask).
struct Ring {
    words: Vec<u64>,
    mask: usize,
}

impl Ring {
    /// One ring wide enough for pushes of up to `largest` positions ahead
    /// of the block being decided.
    fn new(largest: usize) -> Ring {
        let width = (largest / 64 + 3).next_power_of_two();
        Ring {
            words: vec![0; width],
            mask: width - 1,
        }
    }

    /// ORs the differences `s` (bit d of the words: d ∈ S), shifted to
    /// start at position y, into the ring starting at word `base`.
    #[inline]
    fn push(&mut self, base: usize, s: &[u64], y: usize) {
        let (block, r, mask) = (y / 64, y % 64, self.mask);
        // A slice of mask + 1 words: every index & mask is inside it.
        let ring = &mut self.words[base..base + mask + 1];
        // Each word of the ring takes the low part of one word of S and the
        // bits the previous one spilled (none when r = 0): one write each.
        let mut spill = 0u64;
        for (j, &word) in s.iter().enumerate() {
            ring[(block + j) & mask] |= word << r | spill;
            spill = (word >> 1) >> (63 - r);
        }
        ring[(block + s.len()) & mask] |= spill;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::oracle::{mover_wins, sum_moves};
    use crate::test_rng::XorShift;

    /// g(0..=n) by the mex recursion, options listed one by one.
    fn plain(n: usize, s: &[usize], t: &[bool]) -> Vec<u64> {
        let mut g: Vec<u64> = Vec::new();
        for x in 0..=n {
            let mut seen = vec![false; s.len() + 1];
            for &d in s.iter().filter(|&&d| d <= x && t[x - d]) {
                if let Some(mark) = seen.get_mut(g[x - d] as usize) {
                    *mark = true;
                }
            }
            g.push(seen.iter().position(|&m| !m).unwrap() as u64);
        }
        g
    }

    /// A random rule: n, S with density about `1/spread`, targets with
    /// probability about `keep`/8.
    fn random_rule(rng: &mut XorShift, n: usize) -> (Vec<usize>, Vec<bool>) {
        let m = 1 + (rng.next() as usize % (n + 40));
        let spread = 1 + rng.next() % 6;
        let s: Vec<usize> = (1..=m).filter(|_| rng.next() % spread == 0).collect();
        let keep = 1 + rng.next() % 8;
        let t: Vec<bool> = (0..=n).map(|_| rng.next() % 8 < keep).collect();
        (s, t)
    }

    #[test]
    fn tables_match_the_recursion_at_every_density() {
        let mut rng = XorShift(0x3c6e_f372_fe94_f82b);
        for round in 0..250 {
            let n = rng.next() as usize % 500;
            let (s, t) = random_rule(&mut rng, n);
            let moves = MoveSet::new(&s.iter().map(|&d| d as u64).collect::<Vec<_>>()).unwrap();
            let everything = vec![true; n + 1];
            let targets = if round % 3 == 0 { &everything } else { &t };
            let rule = Rule::subtraction(&moves, n).only_to(targets).unwrap();
            let want = plain(n, &s, targets);
            assert_eq!(rule.grundy_table(), want, "S = {:?}", s);
            let outcomes = rule.win_loss_table();
            for (x, &v) in want.iter().enumerate() {
                assert_eq!(outcomes.mover_wins(x as u64), Some(v != 0), "x = {}", x);
            }
            assert_eq!(outcomes.mover_wins(n as u64 + 1), None);
        }
    }

    #[test]
    fn any_earlier_position_of_a_set() {
        let mut rng = XorShift(0x9e37_79b9_7f4a_7c15);
        for _ in 0..50 {
            let n = rng.next() as usize % 300;
            let t: Vec<bool> = (0..=n).map(|_| rng.next() % 3 == 0).collect();
            let all: Vec<usize> = (1..=n).collect();
            let rule = Rule::any_earlier(n).only_to(&t).unwrap();
            assert_eq!(rule.grundy_table(), plain(n, &all, &t));
            // g(x) is the number of targets below x.
            let g = rule.grundy_table();
            for x in 0..=n {
                assert_eq!(g[x], t[..x].iter().filter(|&&a| a).count() as u64);
            }
        }
    }

    /// g == 0 exactly where the brute-force search says the mover loses,
    /// and sums of two positions combine by XOR.
    #[test]
    fn zero_exactly_where_the_oracle_loses() {
        let mut rng = XorShift(0x5851_f42d_4c95_7f2d);
        for _ in 0..30 {
            let n = 40;
            let (s, t) = random_rule(&mut rng, n);
            let moves = MoveSet::new(&s.iter().map(|&d| d as u64).collect::<Vec<_>>()).unwrap();
            let g = Rule::subtraction(&moves, n)
                .only_to(&t)
                .unwrap()
                .grundy_table();
            let single = |&x: &u64| -> Vec<u64> {
                s.iter()
                    .filter(|&&d| d as u64 <= x && t[(x - d as u64) as usize])
                    .map(|&d| x - d as u64)
                    .collect()
            };
            for x in 0..=n as u64 {
                assert_eq!(g[x as usize] != 0, mover_wins(x, single));
            }
            for a in 0..=12u64 {
                for b in 0..=12u64 {
                    let wins = mover_wins(vec![a, b], |p| sum_moves(p, single));
                    assert_eq!(g[a as usize] ^ g[b as usize] != 0, wins);
                }
            }
        }
    }

    /// A dense set from number theory (CodeChef PRIGAME): subtract any D
    /// with at most Y distinct prime factors. The lost positions are the
    /// multiples of the product of the first Y + 1 primes (a multiple minus
    /// a non-multiple is none; from a non-multiple, its remainder, below
    /// that product, has at most Y primes).
    #[test]
    fn at_most_y_distinct_primes() {
        use crate::numbers::sieve::Sieve;
        let n = 3000;
        let sieve = Sieve::new(n as u32);
        for y in 0..=3usize {
            let s: Vec<u64> = (1..=n as u32)
                .filter(|&d| sieve.little_omega(d) as usize <= y)
                .map(u64::from)
                .collect();
            let primorial: u64 = sieve.primes()[..=y].iter().map(|&p| u64::from(p)).product();
            let t = Rule::subtraction(&MoveSet::new(&s).unwrap(), n).win_loss_table();
            for x in 0..=n as u64 {
                assert_eq!(
                    t.mover_wins(x),
                    Some(x % primorial != 0),
                    "Y = {}, x = {}",
                    y,
                    x
                );
            }
        }
    }

    #[test]
    fn edges_and_errors() {
        let none = MoveSet::new(&[]).unwrap();
        assert_eq!(Rule::subtraction(&none, 0).grundy_table(), [0]);
        assert_eq!(Rule::subtraction(&none, 130).grundy_table(), vec![0; 131]);
        assert_eq!(Rule::any_earlier(0).grundy_table(), [0]);
        let huge = MoveSet::new(&[u64::MAX, 3]).unwrap();
        assert_eq!(
            Rule::subtraction(&huge, 7).grundy_table(),
            [0, 0, 0, 1, 1, 1, 0, 0]
        );
        assert_eq!(
            Rule::any_earlier(3).only_to(&[true]),
            Err(TargetsLength {
                expected: 4,
                got: 1
            })
        );
        assert_eq!(
            TargetsLength {
                expected: 4,
                got: 1
            }
            .to_string(),
            "the targets cover 1 positions, the table 4"
        );
    }
}
