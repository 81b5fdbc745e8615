//! Closed forms of the subtraction games of at most three moves that have
//! one: g(n) in O(1) for moves up to 10^18, no table.
//!
//! **Scaling.** If every move is a multiple of d, a pile n = qd + r keeps
//! its remainder r forever and plays the game of S/d on q, so
//! g_S(n) = g_(S/d)(⌊n/d⌋): the least period and preperiod are d times
//! those of S/d. Every form below is stated for S/d, d = gcd(S).
//!
//! With S/d = {a < b < c} (or fewer):
//!
//! | family | g(n) | period | source |
//! |---|---|---|---|
//! | {1} ∪ odd moves (so {1}, {1, b}, {1, b, c} with b, c odd) | n mod 2 | 2 | an odd move changes the parity, so it never reaches the value n mod 2 |
//! | {a, b}, otherwise | r = n mod (a + b): ⌊r/a⌋ mod 2 if r < b, else 1 + (⌊(r − a)/a⌋ mod 2) | a + b | Benesh et al., INTEGERS 20 (2020) #G5 |
//! | {1, 2, k}, 3 ∤ k | n mod 3 | 3 | k is redundant: n − k ≡ n − 1 or n − 2 (mod 3) |
//! | {1, 2, k}, 3 ∣ k | r = n mod (k + 1): r mod 3 if r < k, else 3 | k + 1 | docs/theory.md ("Subtraction games with huge moves") |
//! | {1, b, c}, b odd, c even, b < c | r = n mod (b + c): r mod 2 if r < c, else 2 + ((r − c) mod 2) | b + c | Huddy, Jones and Shelton, Pi Mu Epsilon J. 12 (2007); docs/theory.md |
//!
//! Every family is purely periodic (preperiod 0). The tests check each
//! value against the table for every set of at most three moves below 24,
//! and that the families are recognized wherever they apply; other sets of
//! three moves (such as {1, 4, 10}, preperiod 16) have no closed form here
//! and go to [`runs::certified_period`](super::runs::certified_period).

use super::MoveSet;

/// The closed form of one subtraction game, when its (scaled) move set is
/// one of the families of the module docs.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ClosedForm {
    /// gcd(S): the game of S/scale on ⌊n/scale⌋.
    scale: u64,
    family: Family,
}

/// The families, on S/gcd(S).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Family {
    /// No move: g ≡ 0.
    Empty,
    /// 1 and odd moves: n mod 2.
    Parity,
    /// {a, b} not of the parity family.
    Two { a: u64, b: u64 },
    /// {1, 2, k} with 3 ∤ k: n mod 3.
    ModThree,
    /// {1, 2, k} with 3 | k.
    OneTwoK { k: u64 },
    /// {1, b, c}, b odd, c even, b < c.
    OddEven { b: u64, c: u64 },
}

fn gcd(mut a: u64, mut b: u64) -> u64 {
    while b != 0 {
        let t = a % b;
        a = b;
        b = t;
    }
    a
}

impl ClosedForm {
    /// The closed form of the game with moves `moves`, or `None` when its
    /// move set is not one of the families (or its period would not fit a
    /// `u64`).
    ///
    /// # Complexity
    /// O(|S|).
    ///
    /// # Example
    /// ```
    /// use grundy_core::sg::subtraction::closed_form::ClosedForm;
    /// use grundy_core::sg::subtraction::MoveSet;
    /// let k = 999_999_999; // a multiple of 3
    /// let g = ClosedForm::of(&MoveSet::new(&[1, 2, k]).unwrap()).unwrap();
    /// assert_eq!(g.period(), k + 1);
    /// assert_eq!((g.grundy(k), g.grundy(k + 1), g.grundy(5 * (k + 1) + 4)), (3, 0, 1));
    /// assert!(ClosedForm::of(&MoveSet::new(&[1, 4, 10]).unwrap()).is_none());
    /// ```
    pub fn of(moves: &MoveSet) -> Option<ClosedForm> {
        let s = moves.as_slice();
        let scale = s.iter().fold(0, |d, &x| gcd(d, x)).max(1);
        let t: Vec<u64> = s.iter().map(|&x| x / scale).collect();
        let odd = |x: &u64| x % 2 == 1;
        let family = match t[..] {
            [] => Family::Empty,
            [1, ..] if t.iter().all(odd) => Family::Parity,
            [a, b] => Family::Two { a, b },
            [1, 2, k] if k % 3 != 0 => Family::ModThree,
            [1, 2, k] => Family::OneTwoK { k },
            [1, b, c] if b % 2 == 1 && c % 2 == 0 => Family::OddEven { b, c },
            _ => return None,
        };
        let form = ClosedForm { scale, family };
        form.scaled_period()?;
        Some(form)
    }

    /// The period of S/scale, then times the scale, if it fits.
    fn scaled_period(&self) -> Option<u64> {
        let unscaled = match self.family {
            Family::Empty => 1,
            Family::Parity => 2,
            Family::Two { a, b } => a.checked_add(b)?,
            Family::ModThree => 3,
            Family::OneTwoK { k } => k.checked_add(1)?,
            Family::OddEven { b, c } => b.checked_add(c)?,
        };
        if let Family::Empty = self.family {
            return Some(1);
        }
        unscaled.checked_mul(self.scale)
    }

    /// The least period of g (the preperiod is always 0).
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use grundy_core::sg::subtraction::closed_form::ClosedForm;
    /// use grundy_core::sg::subtraction::MoveSet;
    /// // {x, y}: 2x when y is an odd multiple of x, else x + y.
    /// let g = |s: &[u64]| ClosedForm::of(&MoveSet::new(s).unwrap()).unwrap().period();
    /// assert_eq!((g(&[3, 9]), g(&[3, 6]), g(&[3, 7])), (6, 9, 10));
    /// ```
    pub fn period(&self) -> u64 {
        self.scaled_period()
            .expect("checked when the form was made")
    }

    /// g(n).
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use grundy_core::sg::subtraction::closed_form::ClosedForm;
    /// use grundy_core::sg::subtraction::MoveSet;
    /// let g = ClosedForm::of(&MoveSet::new(&[2, 5]).unwrap()).unwrap();
    /// let first: Vec<u64> = (0..7).map(|n| g.grundy(n)).collect();
    /// assert_eq!(first, [0, 0, 1, 1, 0, 2, 1]);
    /// ```
    pub fn grundy(&self, n: u64) -> u64 {
        let n = n / self.scale;
        match self.family {
            Family::Empty => 0,
            Family::Parity => n % 2,
            Family::Two { a, b } => {
                let r = n % (a + b);
                if r < b {
                    (r / a) % 2
                } else {
                    1 + ((r - a) / a) % 2
                }
            }
            Family::ModThree => n % 3,
            Family::OneTwoK { k } => {
                let r = n % (k + 1);
                if r < k {
                    r % 3
                } else {
                    3
                }
            }
            Family::OddEven { b, c } => {
                let r = n % (b + c);
                if r < c {
                    r % 2
                } else {
                    2 + (r - c) % 2
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sg::subtraction::{certified_period, grundy_table, DEFAULT_MAX_TERMS};
    use itertools::Itertools;

    fn form(s: &[u64]) -> Option<ClosedForm> {
        ClosedForm::of(&MoveSet::new(s).unwrap())
    }

    /// Every set of at most three moves below 24, and each scaled by 1, 2
    /// and 3: wherever a form is given, it is the table's value at every
    /// pile, and its period is the certified least period (preperiod 0).
    #[test]
    fn every_small_set_matches_the_table() {
        let mut formed = 0;
        for size in 0..=3 {
            for base in (1..24u64).combinations(size) {
                for scale in 1..=3u64 {
                    let s: Vec<u64> = base.iter().map(|&x| x * scale).collect();
                    let Some(g) = form(&s) else { continue };
                    formed += 1;
                    let moves = MoveSet::new(&s).unwrap();
                    let certified = certified_period(&moves, DEFAULT_MAX_TERMS).unwrap();
                    assert_eq!(
                        (certified.preperiod(), certified.period()),
                        (0, g.period()),
                        "S = {:?}",
                        s
                    );
                    let len = 2 * g.period() as usize + 3 * 24 * scale as usize;
                    let table = grundy_table(&moves, len);
                    for (n, want) in table.values().enumerate() {
                        assert_eq!(g.grundy(n as u64), want, "S = {:?}, n = {}", s, n);
                    }
                }
            }
        }
        // The two-move family covers every pair; the three-move ones a part.
        assert!(formed > 3 * (1 + 23 + 23 * 22 / 2), "{}", formed);
    }

    /// The families are recognized: every pair, {1, 2, k}, odd moves with
    /// 1, {1, odd, even}, in any order and scaled.
    #[test]
    fn families_are_recognized() {
        for s in [
            &[7u64][..],
            &[5, 2],
            &[1, 2, 3],
            &[2, 4, 30],
            &[9, 1, 5],
            &[3, 1, 4],
            &[10, 30, 50],
            &[1, 2, 1_000_000_000_000_000_000],
        ] {
            assert!(form(s).is_some(), "S = {:?}", s);
        }
        for s in [&[1u64, 4, 10][..], &[2, 3, 5], &[1, 4, 5], &[1, 2, 3, 4]] {
            assert!(form(s).is_none(), "S = {:?}", s);
        }
        // A period past u64: refused rather than wrapped.
        assert!(form(&[u64::MAX - 1, u64::MAX]).is_none());
        assert_eq!(form(&[]).unwrap().grundy(12345), 0);
    }

    /// Moves of 10^18: the forms answer where no table reaches.
    #[test]
    fn huge_moves() {
        let k = 999_999_999_999_999_999u64; // 3 | k
        let g = form(&[1, 2, k]).unwrap();
        assert_eq!(g.grundy(k), 3);
        assert_eq!(g.grundy(u64::MAX), (u64::MAX % (k + 1)) % 3);
        let g = form(&[1_000_000_000, 2_000_000_000, 5_000_000_000]).unwrap();
        assert_eq!(g.period(), 3_000_000_000); // {1, 2, 5} scaled: n mod 3
        assert_eq!(g.grundy(4_999_999_999), 1);
        let pair = form(&[3, 1_000_000_000_000_000_000]).unwrap();
        assert_eq!(pair.period(), 1_000_000_000_000_000_003);
    }
}
