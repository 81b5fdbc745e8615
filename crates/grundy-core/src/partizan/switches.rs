//! Sums of switches, played hottest first.
//!
//! A switch `{a | b}` with numbers a ≥ b is `m ± t`: its mean
//! `m = (a + b)/2` plus or minus its temperature `t = (a − b)/2`. In a sum
//! of switches the first move in each one decides it (after it only a
//! number is left), so both players take switches in turn, and each takes
//! the hottest one left: whoever takes a cooler one hands the opponent the
//! hotter (an exchange argument: swapping two switches taken out of order
//! never helps the one who took the cooler). With the temperatures sorted
//! `t_1 ≥ t_2 ≥ …`, the sum's stops are
//!
//! ```text
//! Left stop  = Σ m_i + t_1 − t_2 + t_3 − …     (Left moves first)
//! Right stop = Σ m_i − t_1 + t_2 − t_3 + …     (Right moves first)
//! ```
//!
//! (Winning Ways ch. 6; Siegel, *Combinatorial Game Theory*, II.5: a sum
//! of switches has no better first move than the hottest.) This is the
//! whole of AtCoder NIKKEI 2019 Qual. C ("Different Strokes"): each dish a
//! switch, the score difference the Left stop. No game tree is built: the
//! stops of 10^5 switches cost a sort.

use std::fmt;

use super::number::{Dyadic, NumberError};

/// A switch `{left | right}` between two numbers, `left ≥ right`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Switch {
    /// What Left's move leaves.
    pub left: Dyadic,
    /// What Right's move leaves.
    pub right: Dyadic,
}

/// Why a list of switches was refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SwitchError {
    /// The switch at this index has `left < right` (it is a number, not a
    /// switch).
    Cold(usize),
    /// A sum left the [`Dyadic`] range.
    Number(NumberError),
}

impl fmt::Display for SwitchError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SwitchError::Cold(i) => write!(f, "switch {i} has left < right"),
            SwitchError::Number(e) => e.fmt(f),
        }
    }
}

impl std::error::Error for SwitchError {}

impl From<NumberError> for SwitchError {
    fn from(e: NumberError) -> SwitchError {
        SwitchError::Number(e)
    }
}

/// The order of play: the indices of the switches, hottest first (ties by
/// index).
///
/// # Errors
/// [`SwitchError::Cold`] for a switch with `left < right`.
///
/// # Complexity
/// O(n log n).
///
/// # Example
/// ```
/// use grundy_core::partizan::number::Dyadic;
/// use grundy_core::partizan::switches::{hottest_first, Switch};
/// let s = |a, b| Switch { left: Dyadic::from_int(a), right: Dyadic::from_int(b) };
/// assert_eq!(hottest_first(&[s(1, 0), s(2, -2), s(5, 4)]), Ok(vec![1, 0, 2]));
/// ```
pub fn hottest_first(switches: &[Switch]) -> Result<Vec<usize>, SwitchError> {
    // 2t = a − b, compared exactly in i128 at a common denominator.
    let mut keyed = Vec::with_capacity(switches.len());
    for (i, s) in switches.iter().enumerate() {
        if s.left < s.right {
            return Err(SwitchError::Cold(i));
        }
        keyed.push((s.left.checked_sub(s.right)?, i));
    }
    keyed.sort_by(|x, y| y.0.cmp(&x.0).then(x.1.cmp(&y.1)));
    Ok(keyed.into_iter().map(|(_, i)| i).collect())
}

/// The Left and Right stops of the sum of the switches: Left's and
/// Right's result when both play the hottest switch left, Left first or
/// Right first.
///
/// # Errors
/// [`SwitchError::Cold`] for a switch with `left < right`;
/// [`SwitchError::Number`] if a sum leaves the [`Dyadic`] range.
///
/// # Complexity
/// O(n log n).
///
/// # Example
/// ```
/// use grundy_core::partizan::number::Dyadic;
/// use grundy_core::partizan::switches::{stops, Switch};
/// let s = |a, b| Switch { left: Dyadic::from_int(a), right: Dyadic::from_int(b) };
/// // {1|0} + {2|-2}: Left takes 2 then Right takes 0; Right first: -2 then 1.
/// assert_eq!(stops(&[s(1, 0), s(2, -2)]), Ok((Dyadic::from_int(2), Dyadic::from_int(-1))));
/// ```
pub fn stops(switches: &[Switch]) -> Result<(Dyadic, Dyadic), SwitchError> {
    let order = hottest_first(switches)?;
    let (mut left_first, mut right_first) = (Dyadic::ZERO, Dyadic::ZERO);
    for (turn, &i) in order.iter().enumerate() {
        let s = switches[i];
        let (l, r) = if turn % 2 == 0 {
            (s.left, s.right)
        } else {
            (s.right, s.left)
        };
        left_first = left_first.checked_add(l)?;
        right_first = right_first.checked_add(r)?;
    }
    Ok((left_first, right_first))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::partizan::arena::Arena;
    use crate::test_rng::XorShift;
    use itertools::Itertools;

    /// Against the stops of the sum's canonical form, on random sums of up
    /// to six switches with quarter-integer ends.
    #[test]
    fn hottest_first_gives_the_stops_of_the_sum() {
        let mut rng = XorShift(0x5717_c4e5_0000_0001);
        let mut arena = Arena::new();
        for _ in 0..400 {
            let n = 1 + (rng.next() % 6) as usize;
            let switches: Vec<Switch> = (0..n)
                .map(|_| {
                    let a = (rng.next() % 33) as i64 - 16;
                    let b = a - (rng.next() % 17) as i64;
                    Switch {
                        left: Dyadic::new(a, 2).unwrap(),
                        right: Dyadic::new(b, 2).unwrap(),
                    }
                })
                .collect();
            let games: Vec<_> = switches
                .iter()
                .map(|s| {
                    let (a, b) = (arena.number(s.left), arena.number(s.right));
                    arena.canonical(&[a], &[b])
                })
                .collect();
            let sum = arena.sum(&games);
            assert_eq!(stops(&switches), Ok(arena.stops(sum)), "{switches:?}");
        }
    }

    /// Plain minimax of a sum of switches, knowing no temperatures: the
    /// mover takes any switch left (Left adds its `left`, Right its
    /// `right`), Left maximising the total and Right minimising it, until
    /// none is left. Returns (Left first, Right first).
    fn minimax(switches: &[Switch]) -> (Dyadic, Dyadic) {
        fn best(switches: &[Switch], taken: u32, left_moves: bool) -> Dyadic {
            let mut result: Option<Dyadic> = None;
            for (i, s) in switches.iter().enumerate() {
                if taken >> i & 1 == 1 {
                    continue;
                }
                let here = if left_moves { s.left } else { s.right };
                let v = here
                    .checked_add(best(switches, taken | 1 << i, !left_moves))
                    .unwrap();
                result = Some(match result {
                    None => v,
                    Some(r) if left_moves => r.max(v),
                    Some(r) => r.min(v),
                });
            }
            result.unwrap_or(Dyadic::ZERO)
        }
        (best(switches, 0, true), best(switches, 0, false))
    }

    /// Hottest first is optimal: against plain minimax on every multiset of
    /// one to four switches with integer ends in -3..=3 (ties and
    /// temperature-0 switches `{a|a}` among them).
    #[test]
    fn hottest_first_agrees_with_minimax_on_every_small_sum() {
        let mut all = Vec::new();
        for a in -3..=3 {
            for b in -3..=a {
                all.push(Switch {
                    left: Dyadic::from_int(a),
                    right: Dyadic::from_int(b),
                });
            }
        }
        let mut sums = 0;
        for size in 1..=4 {
            for pick in (0..all.len()).combinations_with_replacement(size) {
                let switches: Vec<Switch> = pick.iter().map(|&i| all[i]).collect();
                assert_eq!(stops(&switches), Ok(minimax(&switches)), "{switches:?}");
                sums += 1;
            }
        }
        assert_eq!(sums, 28 + 406 + 4060 + 31465);
    }

    /// The same on random sums of up to seven switches with quarter-integer
    /// ends, the dishes of Different Strokes among them (`{a | -b}`).
    #[test]
    fn hottest_first_agrees_with_minimax_on_random_sums() {
        let mut rng = XorShift(0x5717_c4e5_0000_0002);
        for _ in 0..300 {
            let n = 1 + (rng.next() % 7) as usize;
            let switches: Vec<Switch> = (0..n)
                .map(|_| {
                    let a = (rng.next() % 41) as i64 - 20;
                    let b = a - (rng.next() % 41) as i64;
                    Switch {
                        left: Dyadic::new(a, 2).unwrap(),
                        right: Dyadic::new(b, 2).unwrap(),
                    }
                })
                .collect();
            assert_eq!(stops(&switches), Ok(minimax(&switches)), "{switches:?}");
        }
    }

    #[test]
    fn a_cold_switch_is_refused() {
        let s = Switch {
            left: Dyadic::ZERO,
            right: Dyadic::ONE,
        };
        assert_eq!(stops(&[s, s]), Err(SwitchError::Cold(0)));
    }
}
