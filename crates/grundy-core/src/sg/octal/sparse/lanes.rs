//! The table, narrow and mirrored: the engine's only copy of the values.
//!
//! A scan asks: is there a split (a, m − a), a in lo..=hi, with
//! g(a) ⊕ g(m − a) = c? Read plainly, a runs forward and m − a backward. With
//! a second copy of the table stored backward from the end of its capacity,
//! both parts are forward slices, compared pair by pair in a loop that
//! vectorizes; the narrower the type, the more pairs one instruction takes,
//! and the less memory the table holds (two cells per value: a byte each
//! while every value is below 256).

use super::TableFn;
use crate::sg::narrow::{push_if_fits, Cell, Narrow};

/// How many pairs a scan compares before it looks for the one that hit.
const CHUNK: usize = 128;

/// The table g[0..len) twice in one cell type: forward, and backward from
/// the end of its capacity (`rev[cap − 1 − y] = g(y)`). The capacity is
/// reserved, not touched: memory the system has not been written to is not
/// resident.
#[derive(Debug, Clone)]
pub(super) struct Mirror<T> {
    pub(super) fwd: Vec<T>,
    rev: Vec<T>,
}

impl<T: Cell> Mirror<T> {
    /// `fwd` with its backward copy, with room for `cap ≥ fwd.len()` values.
    fn mirrored(mut fwd: Vec<T>, cap: usize) -> Mirror<T> {
        fwd.reserve_exact(cap - fwd.len());
        let mut rev = vec![T::default(); cap];
        for (y, &v) in fwd.iter().enumerate() {
            rev[cap - 1 - y] = v;
        }
        Mirror { fwd, rev }
    }

    /// The same values with room for `cap` values, in the type `U`. The old
    /// backward copy is freed first, the old forward one as soon as it is
    /// copied, so at most two copies are resident at once.
    fn into_room<U: Cell>(mut self, cap: usize) -> Mirror<U> {
        drop(std::mem::take(&mut self.rev));
        let mut fwd = Vec::with_capacity(cap);
        fwd.extend(self.fwd.iter().map(|&v| U::of(v.into())));
        drop(self.fwd);
        Mirror::mirrored(fwd, cap)
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
    /// [`CHUNK`] pairs at a time by a loop that vectorizes; in the first
    /// chunk with a hit, a sixteenth of it at a time the same way, then pair
    /// by pair (on Grundy's game, the pair-by-pair search of whole chunks
    /// was a visible share of the engine's thread in a profile).
    pub(super) fn first_split_making(&self, lo: usize, hi: usize, m: usize, c: T) -> Option<usize> {
        let end = self.rev.len() - 1 - m;
        let (left, right) = (&self.fwd[lo..=hi], &self.rev[end + lo..=end + hi]);
        let any = |l: &[T], r: &[T]| {
            l.iter()
                .zip(r)
                .fold(T::default(), |acc, (&u, &v)| acc | T::flag(u ^ v == c))
                != T::default()
        };
        for (k, (l, r)) in left.chunks(CHUNK).zip(right.chunks(CHUNK)).enumerate() {
            if any(l, r) {
                // The hit's sixteenth of the chunk, then the hit.
                let (l, r, i) = (l.chunks(CHUNK / 16))
                    .zip(r.chunks(CHUNK / 16))
                    .enumerate()
                    .find(|(_, (l, r))| any(l, r))
                    .map(|(i, (l, r))| (l, r, i * CHUNK / 16))?;
                let at = l.iter().zip(r).position(|(&u, &v)| u ^ v == c)?;
                return Some(lo + k * CHUNK + i + at);
            }
        }
        None
    }
}

/// The start of a [`Lanes`]' forward copy, read by the helper thread while
/// the engine appends to it: the helper's only view of the table (a copy
/// of its own would be a third cell per value).
///
/// The engine keeps two promises while a helper holds one: it only
/// appends, within the capacity it reserved before the helper started
/// (so the values move nowhere and those already written are never written
/// again, nor borrowed mutably: `Vec::push` writes through a raw pointer);
/// and it ends the helper before anything that moves the table (a value
/// too wide for the cell type). Reading the first `known` values, sent over
/// a channel after they were written, is then sound.
#[derive(Debug, Clone, Copy)]
pub(super) enum SharedTable {
    U8(*const u8),
    U16(*const u16),
    U32(*const u32),
}

// SAFETY: the pointer is only read, under the promises above.
unsafe impl Send for SharedTable {}

impl SharedTable {
    /// Applies `f` to the first `known` values.
    ///
    /// # Safety
    /// The engine has written the first `known` values and keeps the
    /// promises of [`SharedTable`] until `f` returns.
    pub(super) unsafe fn with_prefix<F: TableFn>(self, known: usize, f: F) -> F::Out {
        // SAFETY: by the caller's promise, the first `known` cells are
        // initialized, stay in place and are not written while `f` runs.
        unsafe {
            match self {
                SharedTable::U8(p) => f.call(std::slice::from_raw_parts(p, known)),
                SharedTable::U16(p) => f.call(std::slice::from_raw_parts(p, known)),
                SharedTable::U32(p) => f.call(std::slice::from_raw_parts(p, known)),
            }
        }
    }
}

/// A [`Mirror`] of the table in the narrowest type that holds its values.
#[derive(Debug, Clone)]
pub(super) enum Lanes {
    U8(Mirror<u8>),
    U16(Mirror<u16>),
    U32(Mirror<u32>),
}

/// Applies `$body` to the mirror inside a [`Lanes`], whatever its type.
macro_rules! each_mirror {
    ($lanes:expr, $m:ident => $body:expr) => {
        match $lanes {
            $crate::sg::octal::sparse::lanes::Lanes::U8($m) => $body,
            $crate::sg::octal::sparse::lanes::Lanes::U16($m) => $body,
            $crate::sg::octal::sparse::lanes::Lanes::U32($m) => $body,
        }
    };
}
pub(super) use each_mirror;

impl Lanes {
    /// An empty table.
    pub(super) fn new() -> Lanes {
        Lanes::U8(Mirror::mirrored(Vec::new(), 0))
    }

    pub(super) fn len(&self) -> usize {
        each_mirror!(self, m => m.fwd.len())
    }

    pub(super) fn capacity(&self) -> usize {
        each_mirror!(self, m => m.rev.len())
    }

    /// g(n), for n < len.
    pub(super) fn get(&self, n: usize) -> u32 {
        each_mirror!(self, m => Into::<u64>::into(m.fwd[n]) as u32)
    }

    /// Whether `v` fits the cell type, so that [`push`](Self::push) will
    /// not move the table (within the capacity).
    pub(super) fn holds(&self, v: u32) -> bool {
        match self {
            Lanes::U8(_) => v <= u8::MAX.into(),
            Lanes::U16(_) => v <= u16::MAX.into(),
            Lanes::U32(_) => true,
        }
    }

    /// Where the forward copy starts, for a thread that reads the values
    /// known so far while this one appends ([`SharedTable`]).
    pub(super) fn shared(&self) -> SharedTable {
        match self {
            Lanes::U8(m) => SharedTable::U8(m.fwd.as_ptr()),
            Lanes::U16(m) => SharedTable::U16(m.fwd.as_ptr()),
            Lanes::U32(m) => SharedTable::U32(m.fwd.as_ptr()),
        }
    }

    /// Makes room for `cap` values in all.
    pub(super) fn reserve(&mut self, cap: usize) {
        if cap > self.capacity() {
            self.retype(cap, 0);
        }
    }

    /// Moves the values into room for `cap`, in a type that holds them and
    /// `v` too.
    fn retype(&mut self, cap: usize, v: u32) {
        *self = match std::mem::replace(self, Lanes::new()) {
            Lanes::U8(m) if v <= u8::MAX.into() => Lanes::U8(m.into_room(cap)),
            Lanes::U8(m) if v <= u16::MAX.into() => Lanes::U16(m.into_room(cap)),
            Lanes::U16(m) if v <= u16::MAX.into() => Lanes::U16(m.into_room(cap)),
            other => Lanes::U32(each_mirror!(other, m => m.into_room(cap))),
        };
    }

    /// Appends g(len) = v, widening or growing the table when needed.
    pub(super) fn push(&mut self, v: u32) {
        if self.len() == self.capacity() {
            self.retype((2 * self.capacity()).max(64), 0);
        }
        if !each_mirror!(self, m => m.try_push(v)) {
            self.retype(self.capacity(), v);
            let pushed = each_mirror!(self, m => m.try_push(v));
            debug_assert!(pushed);
        }
    }

    /// The values, without the mirror.
    pub(super) fn into_narrow(self) -> Narrow {
        match self {
            Lanes::U8(m) => Narrow::U8(m.fwd),
            Lanes::U16(m) => Narrow::U16(m.fwd),
            Lanes::U32(m) => Narrow::U32(m.fwd),
        }
    }
}
