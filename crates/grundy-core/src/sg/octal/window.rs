//! Rules whose removals form a range: "remove l to r adjacent tokens" with
//! r in the hundreds of thousands.
//!
//! When the j of each bit of the digits form one range l..=r (as in
//! [`Rule::remove_block`]), the options of heap x are windows over what is
//! left, m = x − j for j in the range:
//!
//! ```text
//! one heap:  { g(m) : x − r ≤ m ≤ x − l, m ≥ 1 },
//! two heaps: ∪ { S(m) : x − r ≤ m ≤ x − l },  S(m) = { g(a) ⊕ g(m − a) : 1 ≤ a < m }.
//! ```
//!
//! As x grows the windows slide up by one, so a value c is an option of x
//! exactly when the *last* m ≤ x − l that reaches it is at least x − r.
//! Each S(m) is listed once, when m enters its window, into `last[c]`; the
//! mex is then the least c whose last m is too old. Heap by heap that is
//! O(x) for the newest S(m), whatever the range's width, where a digit at
//! a time is O(x) per digit.

use super::Rule;

/// Whether the engine applies: every bit's removals form one range (or
/// none), nothing splits in three, and parts may be equal.
pub(crate) fn applies(rule: &Rule) -> bool {
    !rule.unequal
        && rule.split3.is_empty()
        && [&rule.take_all, &rule.take_one, &rule.split]
            .iter()
            .all(|js| range(js).is_some())
}

/// `Some(None)` for no j, `Some(Some((l, r)))` for the j of one range l..=r,
/// `None` otherwise (`js` increasing).
fn range(js: &[usize]) -> Option<Option<(usize, usize)>> {
    match (js.first(), js.last()) {
        (Some(&l), Some(&r)) => (r - l + 1 == js.len()).then_some(Some((l, r))),
        _ => Some(None),
    }
}

/// The heaps m = x − j of a range still in the window of heap x: the last
/// m (per value) that entered, and whether it is at least x − r.
struct Window {
    l: usize,
    r: usize,
    /// last[c]: the largest m that entered with c among its values.
    last: Vec<usize>,
}

const NEVER: usize = usize::MAX;

impl Window {
    fn new((l, r): (usize, usize)) -> Window {
        Window {
            l,
            r,
            last: Vec::new(),
        }
    }

    /// Records that m reaches the value c.
    fn enter(&mut self, c: u32, m: usize) {
        let c = c as usize;
        if c >= self.last.len() {
            self.last.resize(c + 1, NEVER);
        }
        self.last[c] = m;
    }

    /// Whether some m in x − r ..= x − l reaches c.
    fn reaches(&self, x: usize, c: usize) -> bool {
        match self.last.get(c) {
            Some(&m) if m != NEVER => m.saturating_add(self.r) >= x,
            _ => false,
        }
    }
}

/// g[0..=n] of a rule that [`applies`], in O(n² / 4 + n · V) for values
/// below V, O(n + V) memory beside the table.
pub(crate) fn window_table(rule: &Rule, n: usize) -> Vec<u32> {
    let all = range(&rule.take_all).flatten();
    let mut one = range(&rule.take_one).flatten().map(Window::new);
    let mut two = range(&rule.split).flatten().map(Window::new);
    let mut g: Vec<u32> = Vec::with_capacity(n + 1);
    for x in 0..=n {
        if let Some(w) = &mut one {
            // m = x − l ≥ 1 enters.
            if x > w.l {
                let m = x - w.l;
                w.enter(g[m], m);
            }
        }
        if let Some(w) = &mut two {
            if x >= w.l + 2 {
                let m = x - w.l;
                for a in 1..=m / 2 {
                    w.enter(g[a] ^ g[m - a], m);
                }
            }
        }
        let zero = all.is_some_and(|(l, r)| l <= x && x <= r);
        let option = |c: usize| {
            (c == 0 && zero)
                || one.as_ref().is_some_and(|w| w.reaches(x, c))
                || two.as_ref().is_some_and(|w| w.reaches(x, c))
        };
        let v = (0..).find(|&c| !option(c)).unwrap_or(0);
        g.push(v as u32);
    }
    g
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::oracle::mover_wins;
    use crate::sg::octal::testing::game_moves;
    use crate::sg::octal::{naive_table, sparse_table};
    use crate::test_rng::XorShift;
    use itertools::Itertools;

    /// A random rule whose removals form ranges: each of bits 1, 2 and 4
    /// on a range of its own, or on none (d0's bit 4 sometimes).
    fn random_ranges(rng: &mut XorShift, most: usize) -> Vec<u8> {
        let mut digits = vec![0u8; most + 1];
        for bit in [1u8, 2, 4] {
            if rng.next() % 4 == 0 {
                continue;
            }
            let l = if bit == 4 && rng.next() % 6 == 0 {
                0
            } else {
                1 + (rng.next() as usize) % most
            };
            let r = l + (rng.next() as usize) % (most + 1 - l);
            for d in &mut digits[l..=r] {
                *d |= bit;
            }
        }
        digits
    }

    /// The engine equals the definition, and the sparse engine, on random
    /// range rules (wide and narrow) and on `remove_block`.
    #[test]
    fn equals_the_definition() {
        let mut rng = XorShift(0x3a1d_0c0d_e5ee_d002);
        for round in 0..60 {
            let most = if round % 2 == 0 { 6 } else { 120 };
            let r = Rule::from_digits(&random_ranges(&mut rng, most)).unwrap();
            assert!(applies(&r));
            let want = naive_table(&r, 300);
            assert_eq!(window_table(&r, 300), want, "{:?}", r);
            assert_eq!(sparse_table(&r, 300), want, "{:?}", r);
        }
        for (l, r) in [(1, 1), (1, 2), (2, 3), (1, 200), (5, 9), (40, 41)] {
            let rule = Rule::remove_block(l, r).unwrap();
            assert_eq!(
                window_table(&rule, 400),
                naive_table(&rule, 400),
                "{}..{}",
                l,
                r
            );
        }
        assert!(!applies(&Rule::grundys_game()));
        assert!(!applies(&Rule::parse("0.707").unwrap()));
    }

    /// g == 0 exactly when the mover loses, on sums of two rows, by a search
    /// of the game itself.
    #[test]
    fn matches_brute_force_on_sums() {
        let mut rng = XorShift(0x5eed_3a1d_0123_4567);
        for _ in 0..12 {
            let digits = random_ranges(&mut rng, 5);
            let g = window_table(&Rule::from_digits(&digits).unwrap(), 10);
            for heaps in (0..=10).combinations_with_replacement(2) {
                let start: Vec<usize> = heaps.iter().copied().filter(|&h| h > 0).collect();
                let wins = mover_wins(start, |p| game_moves(&digits, p));
                assert_eq!(
                    wins,
                    g[heaps[0]] ^ g[heaps[1]] != 0,
                    "{:?} {:?}",
                    digits,
                    heaps
                );
            }
        }
    }
}
