//! The table again, narrow and mirrored, for the engine's scans.
//!
//! A scan asks: is there a split (a, m − a), a in lo..=hi, with
//! g(a) ⊕ g(m − a) = c? Read plainly, a runs forward and m − a backward. With
//! a second copy of the table stored backward from the end of its capacity,
//! both parts are forward slices, compared pair by pair in a loop that
//! vectorizes; the narrower the type, the more pairs one instruction takes.

use crate::narrow::{push_if_fits, Cell};

/// How many pairs a scan compares before it looks for the one that hit.
const CHUNK: usize = 128;

/// The table g[0..len) twice in one cell type: forward, and backward from
/// the end of its capacity (`rev[cap − 1 − y] = g(y)`).
#[derive(Debug, Clone)]
pub(super) struct Mirror<T> {
    pub(super) fwd: Vec<T>,
    rev: Vec<T>,
}

impl<T: Cell> Mirror<T> {
    /// A copy of `g` with room for `cap ≥ g.len()` values; `None` if a value
    /// does not fit in `T`.
    fn new(g: &[u32], cap: usize) -> Option<Mirror<T>> {
        let fwd = g
            .iter()
            .map(|&v| T::try_from(u64::from(v)).ok())
            .collect::<Option<Vec<T>>>()?;
        let mut rev = vec![T::default(); cap];
        for (y, &v) in fwd.iter().enumerate() {
            rev[cap - 1 - y] = v;
        }
        Some(Mirror { fwd, rev })
    }

    /// Appends `v` if it fits in `T` (the capacity is not reached);
    /// whether it did.
    fn try_push(&mut self, v: u32) -> bool {
        let y = self.fwd.len();
        let cap = self.rev.len();
        let fits = push_if_fits(&mut self.fwd, u64::from(v));
        if fits {
            self.rev[cap - 1 - y] = self.fwd[y];
        }
        fits
    }

    /// The least a in lo..=hi (hi < m) with g(a) ⊕ g(m − a) = c, if any:
    /// [`CHUNK`] pairs at a time by a loop that vectorizes, then pair by
    /// pair in the first chunk with a hit.
    fn first_split_making(&self, lo: usize, hi: usize, m: usize, c: u32) -> Option<usize> {
        let c = T::try_from(u64::from(c)).ok()?; // else no two values in T make it
        let end = self.rev.len() - 1 - m;
        let (left, right) = (&self.fwd[lo..=hi], &self.rev[end + lo..=end + hi]);
        for (k, (l, r)) in left.chunks(CHUNK).zip(right.chunks(CHUNK)).enumerate() {
            let hit = l
                .iter()
                .zip(r)
                .fold(T::default(), |acc, (&u, &v)| acc | T::flag(u ^ v == c));
            if hit != T::default() {
                let i = l.iter().zip(r).position(|(&u, &v)| u ^ v == c)?;
                return Some(lo + k * CHUNK + i);
            }
        }
        None
    }
}

/// A [`Mirror`] of the table in the narrowest type that holds its values.
#[derive(Debug, Clone)]
pub(super) enum Lanes {
    U8(Mirror<u8>),
    U16(Mirror<u16>),
    U32(Mirror<u32>),
}

impl Lanes {
    /// The narrowest mirror of `g` with room for `cap` values.
    pub(super) fn new(g: &[u32], cap: usize) -> Lanes {
        if let Some(m) = Mirror::new(g, cap) {
            Lanes::U8(m)
        } else if let Some(m) = Mirror::new(g, cap) {
            Lanes::U16(m)
        } else {
            Lanes::U32(Mirror::new(g, cap).expect("u32 holds every value"))
        }
    }

    pub(super) fn capacity(&self) -> usize {
        match self {
            Lanes::U8(m) => m.rev.len(),
            Lanes::U16(m) => m.rev.len(),
            Lanes::U32(m) => m.rev.len(),
        }
    }

    /// Appends g(y) = v, where g = `g[..=y]`; widens or grows the mirror
    /// from `g` when needed.
    pub(super) fn push(&mut self, g: &[u32], v: u32) {
        let fits = match self {
            Lanes::U8(m) => m.try_push(v),
            Lanes::U16(m) => m.try_push(v),
            Lanes::U32(m) => m.try_push(v),
        };
        if !fits {
            *self = Lanes::new(g, self.capacity());
        }
    }

    /// See [`Mirror::first_split_making`].
    pub(super) fn first_split_making(
        &self,
        lo: usize,
        hi: usize,
        m: usize,
        c: u32,
    ) -> Option<usize> {
        match self {
            Lanes::U8(t) => t.first_split_making(lo, hi, m, c),
            Lanes::U16(t) => t.first_split_making(lo, hi, m, c),
            Lanes::U32(t) => t.first_split_making(lo, hi, m, c),
        }
    }
}
