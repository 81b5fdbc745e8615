//! The table, narrow and with a mirror of its top: the engine's only copy
//! of the values.
//!
//! A scan asks: is there a split (a, m − a), a in lo..=hi, with
//! g(a) ⊕ g(m − a) = c? Read plainly, a runs forward and m − a backward. With
//! a second copy of the table stored backward, both parts are forward
//! slices, compared pair by pair in a loop that vectorizes; the narrower
//! the type, the more pairs one instruction takes, and the less memory the
//! table holds. Scans almost always end near their start, a small, so the
//! backward copy holds only the top [`WINDOW`] values or so: a cell per
//! value and a fixed few MiB, where a whole second copy was two cells per
//! value (4 GiB of Grundy's game's 10^9 16-bit values). The parts of a
//! scan below the mirror are compared plainly.

use super::TableFn;
use crate::sg::narrow::{push_if_fits, Cell, Narrow};

/// How many pairs a scan compares before it looks for the one that hit.
const CHUNK: usize = 128;

/// The backward copy's length: it holds the top half of it at least
/// (2^21 values, far past where Grundy's game's scans end beyond its last
/// rare heap). The unit tests use a short one, so that every test of the
/// engine slides it and scans below it.
#[cfg(not(test))]
const WINDOW: usize = 1 << 22;
#[cfg(test)]
const WINDOW: usize = 1 << 8;

/// The table g[0..len) in one cell type: forward, and the values from
/// `base` on backward (`rev[rev.len() − 1 − (y − base)] = g(y)`). The
/// capacities are reserved, not touched: memory the system has not been
/// written to is not resident.
#[derive(Debug, Clone)]
pub(super) struct Mirror<T> {
    pub(super) fwd: Vec<T>,
    rev: Vec<T>,
    base: usize,
}

impl<T: Cell> Mirror<T> {
    /// `fwd` with its backward copy, with room for `cap ≥ fwd.len()`
    /// values, if the memory can be had.
    fn mirrored(mut fwd: Vec<T>, cap: usize) -> Result<Mirror<T>, NoRoom> {
        fwd.try_reserve_exact(cap - fwd.len()).map_err(|_| NoRoom)?;
        let size = cap.min(WINDOW);
        // The top half of the window, or all of it for a short table.
        let base = if fwd.len() < size {
            0
        } else {
            fwd.len() - size / 2
        };
        // Zeroed by the allocator (`vec!` of a zero integer asks it for
        // zeroed memory): pages the system hands out zeroed are not
        // resident until written, so the window of a long run costs
        // nothing until the run reaches it. Unlike the table's room it is
        // not reserved fallibly: it is a few MiB at most (WINDOW cells).
        let mut m = Mirror {
            rev: vec![T::default(); size],
            fwd,
            base,
        };
        for y in base..m.fwd.len() {
            m.mirror(y);
        }
        Ok(m)
    }

    /// Copies g(y) into the backward copy, sliding it up by half its
    /// length first if y is past its top.
    fn mirror(&mut self, y: usize) {
        let size = self.rev.len();
        if y - self.base == size {
            // rev[0..size/2) holds the window's top half; it becomes the
            // bottom half, rev[size/2..).
            self.rev.copy_within(..size / 2, size / 2);
            self.base += size / 2;
        }
        self.rev[size - 1 - (y - self.base)] = self.fwd[y];
    }

    /// The same values with room for `cap` values, in the type `U`, if the
    /// memory can be had. The old copies are freed only once the new ones
    /// are made; reserved memory is not resident until written, so only the
    /// values written count twice.
    fn to_room<U: Cell>(&self, cap: usize) -> Result<Mirror<U>, NoRoom> {
        let mut fwd = Vec::new();
        fwd.try_reserve_exact(cap).map_err(|_| NoRoom)?;
        fwd.extend(self.fwd.iter().map(|&v| U::of(v.into())));
        Mirror::mirrored(fwd, cap)
    }

    /// Appends `v` if it fits in `T` (the capacity is not reached);
    /// whether it did.
    fn try_push(&mut self, v: u32) -> bool {
        let y = self.fwd.len();
        let fits = push_if_fits(&mut self.fwd, u64::from(v));
        if fits {
            self.mirror(y);
        }
        fits
    }

    /// The least a in lo..=hi (hi < m) with g(a) ⊕ g(m − a) = c, if any:
    /// over the mirror, [`CHUNK`] pairs at a time by a loop that
    /// vectorizes; in the first chunk with a hit, a sixteenth of it at a
    /// time the same way, then pair by pair (on Grundy's game, the
    /// pair-by-pair search of whole chunks was a visible share of the
    /// engine's thread in a profile). Pairs whose larger part is below the
    /// mirror are compared plainly.
    pub(super) fn first_split_making(&self, lo: usize, hi: usize, m: usize, c: T) -> Option<usize> {
        // The larger part m − a is in the mirror for a ≤ m − base.
        let mirrored_hi = hi.min(m.saturating_sub(self.base));
        if lo <= mirrored_hi {
            // rev[size − 1 − (y − base)] = g(y), y = m − lo down to m − mirrored_hi
            // (m itself may be one past the window's top: the heap being
            // computed, before the window slides).
            let first = self.rev.len() + self.base + lo - 1 - m;
            let left = &self.fwd[lo..=mirrored_hi];
            let right = &self.rev[first..=first + (mirrored_hi - lo)];
            if let Some(a) = first_hit(left, right, c) {
                return Some(lo + a);
            }
        }
        let plain = (mirrored_hi + 1).max(lo)..=hi;
        plain
            .into_iter()
            .find(|&a| self.fwd[a] ^ self.fwd[m - a] == c)
    }
}

/// The least i with left[i] ⊕ right[i] = c, if any, [`CHUNK`] pairs at a
/// time (see [`Mirror::first_split_making`]).
fn first_hit<T: Cell>(left: &[T], right: &[T], c: T) -> Option<usize> {
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
            return Some(k * CHUNK + i + at);
        }
    }
    None
}

/// Memory that could not be had.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) struct NoRoom;

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
            Lanes::U8($m) => $body,
            Lanes::U16($m) => $body,
            Lanes::U32($m) => $body,
        }
    };
}
pub(super) use each_mirror;

impl Lanes {
    /// An empty table.
    pub(super) fn new() -> Lanes {
        Lanes::U8(Mirror {
            fwd: Vec::new(),
            rev: Vec::new(),
            base: 0,
        })
    }

    pub(super) fn len(&self) -> usize {
        each_mirror!(self, m => m.fwd.len())
    }

    pub(super) fn capacity(&self) -> usize {
        each_mirror!(self, m => m.fwd.capacity())
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

    /// Makes room for `cap` values in all, if the memory can be had (else
    /// nothing changes).
    pub(super) fn reserve(&mut self, cap: usize) -> Result<(), NoRoom> {
        if cap > self.capacity() {
            self.retype(cap, 0)?;
        }
        Ok(())
    }

    /// Moves the values into room for `cap`, in a type that holds them and
    /// `v` too, if the memory can be had (else nothing changes).
    fn retype(&mut self, cap: usize, v: u32) -> Result<(), NoRoom> {
        let holds = |v: u32| usize::from(self.holds(v));
        let need = holds(0x100) + holds(0x10000); // the cells' type now: 0, 1 or 2
        let need = need.max(usize::from(v > 0xff) + usize::from(v > 0xffff));
        *self = match (need, &*self) {
            (0, Lanes::U8(m)) => Lanes::U8(m.to_room(cap)?),
            (1, lanes) => Lanes::U16(each_mirror!(lanes, m => m.to_room(cap))?),
            (_, lanes) => Lanes::U32(each_mirror!(lanes, m => m.to_room(cap))?),
        };
        Ok(())
    }

    /// Appends g(len) = v, widening or growing the table when needed, if
    /// the memory can be had (else nothing changes).
    pub(super) fn push(&mut self, v: u32) -> Result<(), NoRoom> {
        if self.len() == self.capacity() {
            self.retype((2 * self.capacity()).max(64), 0)?;
        }
        if !each_mirror!(self, m => m.try_push(v)) {
            self.retype(self.capacity(), v)?;
            let pushed = each_mirror!(self, m => m.try_push(v));
            debug_assert!(pushed);
        }
        Ok(())
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
