//! Deciding a rare candidate: is it made by some split after all?
//!
//! A rare value c missing from a heap's listed options may still be made by
//! a split of two common parts. A *witness* of c is a split (a, b) with
//! g(a) ⊕ g(b) = c; at a later heap the same smaller part a, or the same
//! larger part b, often works again, so recent witnesses are tried first
//! and a full scan comes last.

use super::super::Rule;
use super::lanes::Mirror;
use crate::sg::narrow::Cell;

/// How many recent witnesses are kept per value. At a later heap the
/// engine tries the same smaller part a (right when the values repeat with
/// a period: Kayles) and the same larger part b (right for Grundy's game,
/// whose values have no short period; there the larger part answers most
/// rare candidates).
const WITNESSES: usize = 16;

/// The recent witnesses of every value.
#[derive(Debug, Clone)]
pub(super) struct Witnesses {
    /// ring[v]: the last [`WITNESSES`] splits (a, b) found to make v, most
    /// recent first ((0, 0) is an empty slot).
    ring: Vec<[(u32, u32); WITNESSES]>,
    /// How many candidates the witnesses have answered keeping their
    /// smaller part (0) and their larger part (1).
    found_by: [u64; 2],
    /// How many witnesses were tried, and how many pairs were scanned
    /// (the engine's [`work`](super::SparseEngine::work)).
    pub(super) tries: u64,
    pub(super) pairs: u64,
}

impl Witnesses {
    /// Rings for the values below `values`.
    pub(super) fn new(values: usize) -> Witnesses {
        Witnesses {
            ring: vec![[(0, 0); WITNESSES]; values],
            found_by: [0; 2],
            tries: 0,
            pairs: 0,
        }
    }

    /// Makes room for the values below `values`.
    pub(super) fn grow(&mut self, values: usize) {
        if self.ring.len() < values {
            self.ring.resize(values, [(0, 0); WITNESSES]);
        }
    }

    /// Both parts of the newest witness of each value below `values`, each
    /// part once, in increasing order. Listed with the rare heaps for a
    /// later block (by the helper thread), they mark many rare options
    /// before the engine asks for them: on Grundy's game, the newest
    /// witnesses' parts, pooled over all values, answer more rare
    /// candidates than the rings, which try one value's witnesses at a
    /// time. One witness a value was faster than two or three.
    pub(super) fn hot_parts(&self, values: usize) -> Vec<u32> {
        let mut parts: Vec<u32> = (self.ring.iter().take(values))
            .map(|ring| ring[0])
            .filter(|&(_, b)| b != 0)
            .flat_map(|(a, b)| [a, b])
            .collect();
        parts.sort_unstable();
        parts.dedup();
        parts
    }

    /// Whether some split of heap `x` (by `rule`, over the table `t`) has value
    /// `c`. First the recent witnesses of `c`: their smaller parts, then their
    /// larger parts (in the other order once larger parts have answered more
    /// often); a larger part that answers moves to the front of the ring
    /// (Grundy's game reuses it at once), a smaller part one place forward
    /// (Kayles cycles through its smaller parts with its period: moving them
    /// to the front costs it, while one place lets the ring settle in order
    /// of use). Then every split
    /// by its smaller part a, all split digits together, in blocks that grow
    /// from 64 to 4096 pairs, stopping at the first hit, which becomes the
    /// newest witness.
    pub(super) fn split_makes<T: Cell>(
        &mut self,
        t: &Mirror<T>,
        rule: &Rule,
        x: usize,
        c: u32,
    ) -> bool {
        let ring = &mut self.ring[c as usize];
        let Ok(c) = T::try_from(u64::from(c)) else {
            return false; // no two values of the table make it
        };
        let g = &t.fwd[..];
        // Pass 0 keeps each witness's smaller part a: (a, m − a); pass 1 its
        // larger part b: (m − b, b) (wrapping_sub makes b ≥ m fail). The
        // pass that has found more so far goes first.
        let first = usize::from(self.found_by[1] > self.found_by[0]);
        for pass in [first, 1 - first] {
            for i in 0..WITNESSES {
                let (a, b) = (ring[i].0 as usize, ring[i].1 as usize);
                for &j in &rule.split {
                    let m = x.saturating_sub(j);
                    let p = if pass == 0 { a } else { m.wrapping_sub(b) };
                    self.tries += 1;
                    if p >= 1 && p < m && rule.split_allowed(p, m) && g[p] ^ g[m - p] == c {
                        if pass == 1 {
                            ring[..=i].rotate_right(1);
                        } else if i > 0 {
                            ring.swap(i - 1, i);
                        }
                        self.found_by[pass] += 1;
                        return true;
                    }
                }
            }
        }
        // The largest smaller part of a split of m: a ≤ m − a, or a < m − a.
        let top = |m: usize| if rule.unequal { (m - 1) / 2 } else { m / 2 };
        let mut lo = 1;
        let mut block = 64;
        loop {
            let mut any_left = false;
            for &j in &rule.split {
                if x < j + 2 {
                    continue;
                }
                let m = x - j;
                let top = top(m);
                if lo > top {
                    continue;
                }
                let hi = top.min(lo + block - 1);
                any_left |= hi < top;
                self.pairs += (hi + 1 - lo) as u64;
                if let Some(a) = t.first_split_making(lo, hi, m, c) {
                    ring.rotate_right(1);
                    ring[0] = (a as u32, (m - a) as u32);
                    return true;
                }
            }
            if !any_left {
                return false;
            }
            lo += block;
            block = (block * 2).min(4096);
        }
    }
}
