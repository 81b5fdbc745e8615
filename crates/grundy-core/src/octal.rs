//! Octal games: any code, the sparse-space engine, and Guy–Smith certified
//! periodicity.
//!
//! An octal game is played on heaps of tokens. Its code `d0.d1d2d3…` says,
//! for each j, what a move that removes j tokens from one heap may leave, as
//! the sum of the bits of the digit dj:
//!
//! * 1: nothing (the heap had exactly j tokens);
//! * 2: one non-empty heap;
//! * 4: two non-empty heaps (the rest is split in two).
//!
//! A heap that becomes two heaps is worth the XOR of their values, so with
//! the moves of x listed as pairs (a, b) (an empty part is 0),
//!
//! ```text
//! g(x) = mex { g(a) ⊕ g(b) : x may become (a, b) }
//! ```
//!
//! which is [`split::split_table`](crate::split::split_table), the one naive
//! routine: [`naive_table`] is that routine with [`Rule::moves`]. Kayles is
//! `0.77`, Dawson's Kayles `0.07`, Dawson's chess `0.137`. Grundy's game
//! (split a heap into two *unequal* heaps) is not octal; it is a [`Rule`] of
//! its own ([`Rule::grundys_game`]) and runs through the same engines.
//!
//! **Sparse space** (Gangolli–Plambeck; Flammenkamp). Fix a bit mask M and
//! call a value *rare* when `popcount(v & M)` is even, *common* when odd.
//! rare ⊕ rare and common ⊕ common are rare; rare ⊕ common is common. So every
//! common option value of a split comes from a pair with a rare part, and the
//! few rare heaps give all of them at once. That gives a candidate mex: if it
//! is common it is the mex; if it is rare, it may still be reached by a
//! common ⊕ common pair, which a scan (stopping at the first hit) decides.
//! The scan runs to the end only when g(x) itself is rare, which the mask
//! makes rare. [`SparseEngine`] learns M from the values so far (the mask
//! with the fewest rare heaps, by a Walsh–Hadamard transform of the value
//! counts). The result equals [`naive_table`] exactly; only the time differs.
//!
//! The engine lists the rare splits for a block of consecutive heaps at a
//! time. When there are many rare heaps (Grundy's game, 0.777) and a second
//! core, a helper thread lists the next block while the current one is
//! computed: the listing is about 40% of the work there, and the rest (the
//! rare candidates) goes on meanwhile. The helper keeps its own copy of the
//! table, and its listing is used only if the block comes as it foresaw.
//!
//! **Periodicity** (Guy–Smith). With t the largest j with dj ≠ 0: if
//! g(n + p) = g(n) for all n0 ≤ n < 2·n0 + p + t, then for all n ≥ n0. The
//! theorem needs n0 ≥ 1: for `0.4` the values 0, 0, 0 look periodic from 0
//! with period 1, yet g(3) = 1 (removing 1 from 3 leaves 2 = 1 + 1, worth 0,
//! while 1 cannot become the empty pair). So the certificate here asks for
//! g(n + p) = g(n) for all n0 ≤ n < 2·max(n0, 1) + p + t, that is a table of
//! 2·max(n0, 1) + 2p + t values. [`certify`] finds the least period and the
//! least preperiod of the sequence, and [`certified_period`] grows the table
//! until a certificate is found or a cap is reached; the answer depends only
//! on the sequence and the cap, never on how the table was grown. Grundy's
//! game is not octal and the theorem does not apply to it: it is never
//! certified.

use crate::split::{grundys_game_splits, split_table};
use std::fmt;
use std::ops::{BitOr, BitXor, Range};
use std::sync::mpsc::{channel, Receiver, Sender};

/// Why a code is not an octal game code.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum CodeError {
    /// The code is not of the form `d0.d1d2…` (one digit, a point, at least
    /// one digit).
    Malformed,
    /// The character at `index` (0-based) is not an octal digit 0–7.
    BadDigit {
        /// Its position in the code.
        index: usize,
        /// The character found.
        found: char,
    },
    /// d0 must be 0 or 4: removing no tokens and leaving the heap as it was
    /// (bit 2) or leaving nothing of a heap of 0 (bit 1) is no move of a
    /// finite game.
    FirstDigit(u8),
}

impl fmt::Display for CodeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CodeError::Malformed => write!(
                f,
                "expected an octal code d0.d1d2... (such as 0.77) or the word grundy"
            ),
            CodeError::BadDigit { index, found } => {
                write!(
                    f,
                    "character {} ({:?}) is not an octal digit 0-7",
                    index, found
                )
            }
            CodeError::FirstDigit(d) => write!(
                f,
                "the digit before the point is {}, but only 0 or 4 make a finite game",
                d
            ),
        }
    }
}

impl std::error::Error for CodeError {}

/// The moves of a split game on one heap: an octal code, or Grundy's game.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Rule {
    /// j ≥ 1 such that a heap of exactly j may be removed (bit 1 of dj).
    take_all: Vec<usize>,
    /// j ≥ 1 such that j may be removed leaving one non-empty heap (bit 2).
    take_one: Vec<usize>,
    /// j ≥ 0 such that j may be removed and the rest split in two non-empty
    /// heaps (bit 4).
    split: Vec<usize>,
    /// Whether the two parts of a split must differ (Grundy's game).
    unequal: bool,
    /// t, the largest j with dj ≠ 0, for an octal game; `None` for Grundy's
    /// game, which the periodicity theorem does not cover.
    largest_removal: Option<usize>,
}

impl Rule {
    /// Parses an octal code `d0.d1d2…` (d0 is 0 or 4), or the word `grundy`
    /// for Grundy's game.
    ///
    /// Trailing zero digits are allowed and change nothing.
    ///
    /// # Complexity
    /// O(length of the code).
    ///
    /// # Example
    /// ```
    /// use grundy_core::octal::{CodeError, Rule};
    /// let kayles = Rule::parse("0.77").unwrap();
    /// assert_eq!(kayles.largest_removal(), Some(2));
    /// assert_eq!(Rule::parse("grundy").unwrap(), Rule::grundys_game());
    /// assert_eq!(Rule::parse("0.78"), Err(CodeError::BadDigit { index: 3, found: '8' }));
    /// assert_eq!(Rule::parse("1.7"), Err(CodeError::FirstDigit(1)));
    /// assert_eq!(Rule::parse("077"), Err(CodeError::Malformed));
    /// ```
    pub fn parse(code: &str) -> Result<Rule, CodeError> {
        if code == "grundy" {
            return Ok(Rule::grundys_game());
        }
        if code.chars().count() < 3 || code.chars().nth(1) != Some('.') {
            return Err(CodeError::Malformed);
        }
        let mut digits = Vec::new();
        for (index, c) in code.chars().enumerate().filter(|&(i, _)| i != 1) {
            match c.to_digit(8) {
                Some(d) => digits.push(d as u8),
                None => return Err(CodeError::BadDigit { index, found: c }),
            }
        }
        if digits[0] != 0 && digits[0] != 4 {
            return Err(CodeError::FirstDigit(digits[0]));
        }
        let with = |bit: u8| -> Vec<usize> {
            (0..digits.len())
                .filter(|&j| digits[j] & bit != 0)
                .collect()
        };
        Ok(Rule {
            take_all: with(1),
            take_one: with(2),
            split: with(4),
            unequal: false,
            largest_removal: Some(
                (0..digits.len())
                    .rev()
                    .find(|&j| digits[j] != 0)
                    .unwrap_or(0),
            ),
        })
    }

    /// Grundy's game: split one heap into two non-empty heaps of different
    /// sizes (removing nothing).
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use grundy_core::octal::{naive_table, Rule};
    /// assert_eq!(naive_table(&Rule::grundys_game(), 8), vec![0, 0, 0, 1, 0, 2, 1, 0, 2]);
    /// ```
    pub fn grundys_game() -> Rule {
        Rule {
            take_all: Vec::new(),
            take_one: Vec::new(),
            split: vec![0],
            unequal: true,
            largest_removal: None,
        }
    }

    /// t, the largest number of tokens a move removes (the largest j with
    /// dj ≠ 0; 0 when no digit after the point is set), or `None` for
    /// Grundy's game, which is not an octal game.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use grundy_core::octal::Rule;
    /// assert_eq!(Rule::parse("0.1370").unwrap().largest_removal(), Some(3));
    /// assert_eq!(Rule::grundys_game().largest_removal(), None);
    /// ```
    pub fn largest_removal(&self) -> Option<usize> {
        self.largest_removal
    }

    /// The moves from a heap of `x`, as pairs `(a, b)` with `a ≤ b` of
    /// what is left (0 for an empty part): removing the whole heap, then one
    /// heap left, then splits by digit. A split is listed once, with its
    /// smaller part first; no move is listed twice.
    ///
    /// # Complexity
    /// O(number of moves): O(x) per split digit.
    ///
    /// # Example
    /// ```
    /// use grundy_core::octal::Rule;
    /// // Kayles from a row of 3: knock down one pin or two adjacent ones.
    /// let moves = Rule::parse("0.77").unwrap().moves(3);
    /// assert_eq!(moves, vec![(0, 2), (0, 1), (1, 1)]);
    /// assert_eq!(Rule::grundys_game().moves(6), vec![(1, 5), (2, 4)]);
    /// ```
    pub fn moves(&self, x: usize) -> Vec<(usize, usize)> {
        let mut out = Vec::new();
        if self.take_all.contains(&x) {
            out.push((0, 0));
        }
        out.extend(
            self.take_one
                .iter()
                .filter(|&&j| x > j)
                .map(|&j| (0, x - j)),
        );
        for &j in &self.split {
            if self.unequal && j == 0 {
                out.extend(grundys_game_splits(x));
                continue;
            }
            let m = x.saturating_sub(j);
            if x >= j + 2 {
                out.extend((1..=m / 2).map(|a| (a, m - a)));
            }
        }
        out
    }

    /// Whether a split of `m` into `a` and `m - a` is allowed by the
    /// equal-parts rule (both parts are non-empty by construction).
    fn split_allowed(&self, a: usize, m: usize) -> bool {
        !(self.unequal && 2 * a == m)
    }
}

/// The nim-sequence g[0..=n] by the definition: the mex over every move
/// (the naive O(n²) engine, [`split_table`] with [`Rule::moves`]).
///
/// # Complexity
/// O(n² · s) time for s split digits, O(n) space.
///
/// # Example
/// ```
/// use grundy_core::octal::{naive_table, Rule};
/// // Kayles is the octal game 0.77.
/// let kayles = Rule::parse("0.77").unwrap();
/// assert_eq!(naive_table(&kayles, 8), vec![0, 1, 2, 3, 1, 4, 3, 2, 1]);
/// ```
pub fn naive_table(rule: &Rule, n: usize) -> Vec<u64> {
    split_table(n, |x| rule.moves(x))
}

/// How many recent witnesses the engine keeps per value. A witness of a
/// rare value c is a split (a, b) with g(a) ⊕ g(b) = c; at a later heap the
/// engine tries the same smaller part a (right when the values repeat with
/// a period: Kayles) and the same larger part b (right for Grundy's game,
/// whose values have no short period; there a smaller part answers about
/// 20% of the rare candidates and a larger part about 70%, measured at
/// heaps near 6·10^5).
const WITNESSES: usize = 16;

/// How many pairs a scan compares before it looks for the one that hit.
const CHUNK: usize = 128;

/// Whether `v` is rare under `mask`: `popcount(v & mask)` is even.
fn is_rare(mask: u32, v: u32) -> bool {
    (v & mask).count_ones() & 1 == 0
}

/// An unsigned type a copy of the table is kept in: the narrower, the more
/// pairs one vector instruction compares.
trait Lane:
    Copy + Default + PartialEq + BitXor<Output = Self> + BitOr<Output = Self> + Into<u32> + TryFrom<u32>
{
    /// 1 for true, 0 for false.
    fn flag(b: bool) -> Self;
}

impl Lane for u8 {
    fn flag(b: bool) -> u8 {
        u8::from(b)
    }
}

impl Lane for u16 {
    fn flag(b: bool) -> u16 {
        u16::from(b)
    }
}

impl Lane for u32 {
    fn flag(b: bool) -> u32 {
        u32::from(b)
    }
}

/// The table g[0..len) twice in one lane type: forward, and backward from
/// the end of its capacity (`rev[cap − 1 − y] = g(y)`), so that the parts
/// of the splits (a, m − a), a = lo..=hi, are two slices read in the same
/// direction and a scan over them vectorizes.
#[derive(Debug, Clone)]
struct Mirror<T> {
    fwd: Vec<T>,
    rev: Vec<T>,
}

impl<T: Lane> Mirror<T> {
    /// A copy of `g` with room for `cap ≥ g.len()` values; `None` if a value
    /// does not fit in `T`.
    fn new(g: &[u32], cap: usize) -> Option<Mirror<T>> {
        let fwd = g
            .iter()
            .map(|&v| T::try_from(v).ok())
            .collect::<Option<Vec<T>>>()?;
        let mut rev = vec![T::default(); cap];
        for (y, &v) in fwd.iter().enumerate() {
            rev[cap - 1 - y] = v;
        }
        Some(Mirror { fwd, rev })
    }

    /// Appends `v` (it fits in `T` and the capacity is not reached).
    fn push(&mut self, v: T) {
        let y = self.fwd.len();
        let cap = self.rev.len();
        self.rev[cap - 1 - y] = v;
        self.fwd.push(v);
    }

    /// The least a in lo..=hi (hi < m) with g(a) ⊕ g(m − a) = c, if any:
    /// [`CHUNK`] pairs at a time by a loop that vectorizes, then pair by
    /// pair in the first chunk with a hit.
    fn first_split_making(&self, lo: usize, hi: usize, m: usize, c: u32) -> Option<usize> {
        let c = T::try_from(c).ok()?; // else no two values in T make it
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
enum Lanes {
    U8(Mirror<u8>),
    U16(Mirror<u16>),
    U32(Mirror<u32>),
}

impl Lanes {
    /// The narrowest mirror of `g` with room for `cap` values.
    fn new(g: &[u32], cap: usize) -> Lanes {
        if let Some(m) = Mirror::new(g, cap) {
            Lanes::U8(m)
        } else if let Some(m) = Mirror::new(g, cap) {
            Lanes::U16(m)
        } else {
            Lanes::U32(Mirror::new(g, cap).expect("u32 holds every value"))
        }
    }

    fn capacity(&self) -> usize {
        match self {
            Lanes::U8(m) => m.rev.len(),
            Lanes::U16(m) => m.rev.len(),
            Lanes::U32(m) => m.rev.len(),
        }
    }

    /// Appends g(y) = v, where g = `g[..=y]`; widens or grows the mirror
    /// from `g` when needed.
    fn push(&mut self, g: &[u32], v: u32) {
        let fits = match self {
            Lanes::U8(m) => u8::try_from(v).map(|v| m.push(v)).is_ok(),
            Lanes::U16(m) => u16::try_from(v).map(|v| m.push(v)).is_ok(),
            Lanes::U32(m) => {
                m.push(v);
                true
            }
        };
        if !fits {
            *self = Lanes::new(g, self.capacity());
        }
    }

    fn first_split_making(&self, lo: usize, hi: usize, m: usize, c: u32) -> Option<usize> {
        match self {
            Lanes::U8(t) => t.first_split_making(lo, hi, m, c),
            Lanes::U16(t) => t.first_split_making(lo, hi, m, c),
            Lanes::U32(t) => t.first_split_making(lo, hi, m, c),
        }
    }
}

/// How many option marks a block of heaps lists at once (so many bytes:
/// half of a typical 32 KiB L1 data cache), and the most heaps in a block.
const BLOCK_MARKS: usize = 1 << 14;
const MAX_BLOCK: usize = 256;

/// A block of heaps start.. listed together while all values were below
/// 2^bits; it covered the rare heaps `rare[lo..hi]`.
#[derive(Debug, Clone, Copy)]
struct Block {
    start: usize,
    bits: u32,
    lo: usize,
    hi: usize,
}

impl Block {
    /// Cells per heap in the marks.
    fn width(&self) -> usize {
        Block::width_for(self.bits)
    }

    /// Cells per heap while all values are below 2^bits: every option of a
    /// heap is below 2^bits, so its mex is at most 2^bits.
    fn width_for(bits: u32) -> usize {
        (1 << bits) + 1
    }
}

/// Marks r ⊕ g(m − a) in `row` for each (a, r) of `rare` (a increasing)
/// with a < m, where m = g.len(), skipping a = m − a when the parts must
/// differ.
fn mark_splits(row: &mut [u8], g: &[u32], rare: &[(u32, u32)], unequal: bool) {
    let m = g.len();
    for &(a, r) in rare {
        let a = a as usize;
        if a >= m {
            break;
        }
        if !(unequal && 2 * a == m) {
            row[(r ^ g[m - a]) as usize] = 1;
        }
    }
}

/// Marks, for each (a, r) of `rare` and each heap x of `heaps`, the value
/// r ⊕ g(m − a) of the splits (a, m − a) of m = x − j, in the row of x in
/// `marks` (`width` cells per heap). Every part m − a must be below
/// `heaps.start` (the block reads `g` forward, a cache line at a time; the
/// narrower its type, the fewer lines).
fn list_rare<T: Lane>(
    g: &[T],
    rule: &Rule,
    rare: &[(u32, u32)],
    heaps: Range<usize>,
    width: usize,
    marks: &mut [u8],
) {
    let (start, size) = (heaps.start, heaps.len());
    for &(a, r) in rare {
        let a = a as usize;
        let r = T::try_from(r).ok().expect("the mirror holds every value");
        for &j in &rule.split {
            // Heap x = start + i splits m = x − j into (a, m − a) when
            // m > a, that is from i = first on, except at x = 2a + j when
            // the parts must differ. The part m − a of heap start + i is
            // g[start + i − j − a].
            let first = (a + j + 1).max(start) - start;
            if first >= size {
                continue;
            }
            let equal = match (2 * a + j).checked_sub(start) {
                Some(e) if rule.unequal && e >= first && e < size => e,
                _ => size,
            };
            for rows in [first..equal, equal + 1..size] {
                if rows.start >= rows.end {
                    continue;
                }
                let parts = &g[start + rows.start - j - a..];
                debug_assert!(parts.len() >= rows.len(), "a part is not known yet");
                let cells = &mut marks[rows.start * width..rows.end * width];
                for (row, &v) in cells.chunks_exact_mut(width).zip(parts) {
                    row[(r ^ v).into() as usize] = 1;
                }
            }
        }
    }
}

/// The helper thread starts once this many heaps are rare (the listing is
/// then a large share of the work: Grundy's game has 1273 by 10^5) and at
/// least HELPER_MIN_HEAPS heaps are left to compute.
const HELPER_MIN_RARE: usize = 256;
const HELPER_MIN_HEAPS: usize = 1 << 16;

/// [`BLOCK_MARKS`] while the helper thread runs.
const HELPER_BLOCK_MARKS: usize = 1 << 16;

/// A request to the helper thread: list into `marks` the splits of the
/// heaps `heaps` whose rare part (under `mask`) is at least `lowest` and
/// below the length of the table it knows, after appending `values` to it.
struct Job {
    values: Vec<u32>,
    mask: u32,
    bits: u32,
    heaps: Range<usize>,
    lowest: usize,
    marks: Vec<u8>,
}

/// The helper's answer to a [`Job`]: it listed the rare parts in
/// lowest..known.
struct Listed {
    mask: u32,
    bits: u32,
    heaps: Range<usize>,
    lowest: usize,
    known: usize,
    marks: Vec<u8>,
}

impl Listed {
    /// Whether this is the listing of the block `heaps` under `mask` with
    /// values below 2^bits.
    fn fits(&self, heaps: Range<usize>, mask: u32, bits: u32) -> bool {
        self.heaps == heaps && self.mask == mask && self.bits == bits
    }
}

/// The helper thread: keeps its own copy of the table and of the rare
/// heaps, and answers each [`Job`] with the listing [`list_rare`] makes,
/// until the job channel closes.
fn list_ahead(rule: Rule, jobs: Receiver<Job>, done: Sender<Listed>) {
    let mut g: Vec<u32> = Vec::new();
    let mut mask = 0;
    let mut rare: Vec<(u32, u32)> = Vec::new();
    for mut job in jobs {
        if job.mask != mask {
            mask = job.mask;
            rare.clear();
            if mask != 0 {
                rare.extend(
                    (1..g.len())
                        .filter(|&a| is_rare(mask, g[a]))
                        .map(|a| (a as u32, g[a])),
                );
            }
        }
        for v in job.values {
            let a = g.len();
            g.push(v);
            if a >= 1 && mask != 0 && is_rare(mask, v) {
                rare.push((a as u32, v));
            }
        }
        let width = Block::width_for(job.bits);
        job.marks.clear();
        job.marks.resize(job.heaps.len() * width, 0);
        let lowest = job.lowest; // a plain copy for the closure (edition 2018)
        let lo = rare.partition_point(|&(a, _)| (a as usize) < lowest);
        list_rare(
            &g,
            &rule,
            &rare[lo..],
            job.heaps.clone(),
            width,
            &mut job.marks,
        );
        let listed = Listed {
            mask,
            bits: job.bits,
            heaps: job.heaps,
            lowest: job.lowest,
            known: g.len(),
            marks: job.marks,
        };
        if done.send(listed).is_err() {
            break;
        }
    }
}

/// The sparse-space (rare/common) engine: computes g(0), g(1), … in order,
/// learning its mask from the values so far.
///
/// For each heap x it lists the splits with a rare part (all common
/// options; mostly for a block of consecutive heaps at once, reading the
/// table forward), takes the least value c not listed, and while c is rare
/// looks for a split with g(a) ⊕ g(x − j − a) = c: first among recent
/// witnesses of c, then by a vectorized scan over a. The values equal
/// [`naive_table`]'s; the time is O(n · r) for r rare heaps, plus O(n) for
/// each heap whose own value is rare or whose rare candidates are reached
/// late.
#[derive(Debug, Clone)]
pub struct SparseEngine {
    rule: Rule,
    g: Vec<u32>,
    /// The current mask; `rare` lists (a, g(a)) for the heaps a ≥ 1 whose
    /// value is rare, a increasing.
    mask: u32,
    rare: Vec<(u32, u32)>,
    /// How many heaps ≥ 1 have each value (length 2^bits).
    count: Vec<u64>,
    /// All values so far are below 2^bits.
    bits: u32,
    /// The table again, narrow and mirrored, for the scans.
    lanes: Lanes,
    /// The options of the block of heaps being computed, a row per heap:
    /// marks[i · (2^bits + 1) + v] = 1 when v is known to be an option of
    /// heap start + i.
    marks: Vec<u8>,
    /// The table length at which the mask is learned again.
    next_learn: usize,
    /// witness[v]: the last [`WITNESSES`] splits (a, b) found to make v,
    /// most recent first ((0, 0) is an empty slot).
    witness: Vec<[(u32, u32); WITNESSES]>,
    /// How many candidates the witnesses have answered keeping their
    /// smaller part (0) and their larger part (1).
    found_by: [u64; 2],
    /// When to list blocks ahead on a second thread.
    helper: Helper,
}

/// When [`SparseEngine`] lists blocks ahead on a second thread.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Helper {
    /// When [`SparseEngine::helper_pays`] says so.
    Auto,
    /// Always (tests, on inputs too small for `Auto`).
    #[cfg_attr(not(test), allow(dead_code))]
    Always,
}

impl SparseEngine {
    /// An engine for `rule` that has computed nothing yet.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use grundy_core::octal::{Rule, SparseEngine};
    /// let mut engine = SparseEngine::new(Rule::parse("0.07").unwrap());
    /// engine.extend_to(10);
    /// assert_eq!(engine.values(), &[0, 0, 1, 1, 2, 0, 3, 1, 1, 0]);
    /// ```
    pub fn new(rule: Rule) -> SparseEngine {
        SparseEngine {
            rule,
            g: Vec::new(),
            mask: 0,
            rare: Vec::new(),
            count: vec![0],
            bits: 0,
            lanes: Lanes::new(&[], 0),
            marks: Vec::new(),
            next_learn: 16,
            witness: vec![[(0, 0); WITNESSES]; 2],
            found_by: [0; 2],
            helper: Helper::Auto,
        }
    }

    /// Computes values until `len` of them are known (g[0..len)).
    ///
    /// With 256 rare heaps or more, 2^16 heaps or more to go and a second
    /// core, a helper thread lists each next block ahead (see the module
    /// docs); it ends before this returns.
    ///
    /// # Complexity
    /// See [`SparseEngine`]: between O(len · r) and the naive O(len²).
    ///
    /// # Panics
    /// If `len` exceeds `u32::MAX - 1` (the engine stamps heaps with `u32`).
    ///
    /// # Example
    /// ```
    /// use grundy_core::octal::{Rule, SparseEngine};
    /// let mut engine = SparseEngine::new(Rule::grundys_game());
    /// engine.extend_to(9);
    /// assert_eq!(engine.values(), &[0, 0, 0, 1, 0, 2, 1, 0, 2]);
    /// ```
    pub fn extend_to(&mut self, len: usize) {
        assert!(len < u32::MAX as usize, "sparse engine: {} heaps", len);
        self.g.reserve(len.saturating_sub(self.g.len()));
        if self.lanes.capacity() < len {
            let cap = len.max(2 * self.lanes.capacity());
            self.lanes = Lanes::new(&self.g, cap);
        }
        std::thread::scope(|scope| {
            // The helper thread, once the rare heaps make one worth it: it
            // lists the next block while this thread computes the current
            // one. `sent`: how many values it has been sent; `ahead`: its
            // listing of the next block, used if that block comes as
            // foreseen (same start, size, mask and bits).
            let mut helper: Option<(Sender<Job>, Receiver<Listed>)> = None;
            let mut sent = 0;
            let mut ahead: Option<Listed> = None;
            let mut spare = Vec::new();
            while self.g.len() < len {
                let start = self.g.len();
                // With a helper, blocks are larger: its rows are not in this
                // thread's cache anyway, and each block costs a round trip.
                let marks = if helper.is_some() {
                    HELPER_BLOCK_MARKS
                } else {
                    BLOCK_MARKS
                };
                let size = self.block_size(start, len, marks);
                let block = match ahead.take() {
                    Some(listed) if listed.fits(start..start + size, self.mask, self.bits) => {
                        // Plain copies for the closures (an edition-2018
                        // closure would capture all of `listed`, partly
                        // moved; the bundles compile in 2018).
                        let (lowest, known) = (listed.lowest, listed.known);
                        spare = std::mem::replace(&mut self.marks, listed.marks);
                        let rare = &self.rare;
                        Block {
                            start,
                            bits: self.bits,
                            lo: rare.partition_point(|&(a, _)| (a as usize) < lowest),
                            hi: rare.partition_point(|&(a, _)| (a as usize) < known),
                        }
                    }
                    stale => {
                        if let Some(listed) = stale {
                            spare = listed.marks;
                        }
                        self.list_block(start, size)
                    }
                };
                if helper.is_none() && self.helper_pays(len - start) {
                    let (jobs, job_queue) = channel();
                    let (done, results) = channel();
                    let rule = self.rule.clone();
                    scope.spawn(move || list_ahead(rule, job_queue, done));
                    helper = Some((jobs, results));
                }
                // The next block as it will be if no value outgrows the rows
                // and the mask is not learned again in between. Its rare
                // parts from size + next_size on have their other part
                // below `start`, known now.
                let next = start + size;
                let mut asked = false;
                if let Some((jobs, _)) = &helper {
                    if next < len && next < self.next_learn {
                        let next_size = self.block_size(next, len, HELPER_BLOCK_MARKS);
                        asked = jobs
                            .send(Job {
                                values: self.g[sent..start].to_vec(),
                                mask: self.mask,
                                bits: self.bits,
                                heaps: next..next + next_size,
                                lowest: size + next_size,
                                marks: std::mem::take(&mut spare),
                            })
                            .is_ok();
                        sent = start;
                    }
                }
                // A value of 2^bits or more ends the block: the rows are too
                // narrow for the next heap's options.
                while self.g.len() < start + size && self.bits == block.bits {
                    self.push_next(block);
                }
                if self.g.len() == self.next_learn {
                    self.learn_mask();
                    self.next_learn = self
                        .next_learn
                        .saturating_mul(2)
                        .min(self.g.len() + (1 << 16));
                }
                if let (true, Some((_, results))) = (asked, &helper) {
                    ahead = results.recv().ok();
                }
            }
            // Dropping the job channel ends the helper; the scope joins it.
        });
    }

    /// How many heaps the next block from `start` holds (it stops where the
    /// mask is learned again and at `len`).
    fn block_size(&self, start: usize, len: usize, marks: usize) -> usize {
        (marks >> self.bits)
            .clamp(1, MAX_BLOCK)
            .min(len - start)
            .min(self.next_learn - start)
    }

    /// Whether a helper thread is worth starting with `left` heaps to go:
    /// enough rare heaps that listing is a large share of the work, enough
    /// heaps left to repay the thread, and a second core to run it.
    fn helper_pays(&self, left: usize) -> bool {
        match self.helper {
            Helper::Always => true,
            Helper::Auto => {
                self.rare.len() >= HELPER_MIN_RARE
                    && left >= HELPER_MIN_HEAPS
                    && std::thread::available_parallelism().is_ok_and(|n| n.get() > 1)
            }
        }
    }

    /// The values computed so far, g[0..len).
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use grundy_core::octal::{Rule, SparseEngine};
    /// let mut engine = SparseEngine::new(Rule::parse("0.77").unwrap());
    /// engine.extend_to(5);
    /// assert_eq!(engine.values(), &[0, 1, 2, 3, 1]);
    /// ```
    pub fn values(&self) -> &[u32] {
        &self.g
    }

    /// The engine's values, consumed.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use grundy_core::octal::{Rule, SparseEngine};
    /// let mut engine = SparseEngine::new(Rule::parse("0.77").unwrap());
    /// engine.extend_to(3);
    /// assert_eq!(engine.into_values(), vec![0, 1, 2]);
    /// ```
    pub fn into_values(self) -> Vec<u32> {
        self.g
    }

    /// How many heaps ≥ 1 are rare under the current mask (a measure of the
    /// engine's work per heap).
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use grundy_core::octal::{Rule, SparseEngine};
    /// let mut engine = SparseEngine::new(Rule::parse("0.77").unwrap());
    /// engine.extend_to(100_000);
    /// assert!(engine.rare_heaps() < 100, "Kayles: only early heaps are rare");
    /// ```
    pub fn rare_heaps(&self) -> usize {
        self.rare.len()
    }

    /// Lists, for the `size` heaps from `start` on, the splits whose rare
    /// part a is at least `size` and below `start`, into `marks` (a row of
    /// [`Block::width`] cells per heap). The other part, x − j − a < start,
    /// is then known for every heap x of the block, so the listing runs
    /// over the block for each rare a, reading the table forward, and
    /// writes into rows that stay in the L1 cache; heap by heap, the rare
    /// heaps' table entries would be scattered over all of the table.
    /// Returns the block with the range lo..hi of `rare` it covered;
    /// [`push_next`](Self::push_next) lists the rest.
    fn list_block(&mut self, start: usize, size: usize) -> Block {
        let block = Block {
            start,
            bits: self.bits,
            lo: self.rare.partition_point(|&(a, _)| (a as usize) < size),
            hi: self.rare.len(),
        };
        let width = block.width();
        self.marks.clear();
        self.marks.resize(size * width, 0);
        let (lo, hi) = (block.lo, block.hi);
        let (rare, rule, marks) = (&self.rare[lo..hi], &self.rule, &mut self.marks[..]);
        match &self.lanes {
            Lanes::U8(t) => list_rare(&t.fwd, rule, rare, start..start + size, width, marks),
            Lanes::U16(t) => list_rare(&t.fwd, rule, rare, start..start + size, width, marks),
            Lanes::U32(t) => list_rare(&t.fwd, rule, rare, start..start + size, width, marks),
        }
        block
    }

    /// Computes the next heap's value, in the block `block` (listed by
    /// [`list_block`](Self::list_block) under the current `bits`).
    fn push_next(&mut self, block: Block) {
        let x = self.g.len();
        let width = block.width();
        // Taken out, as the loop below needs `self` mutably.
        let mut marks = std::mem::take(&mut self.marks);
        let row = &mut marks[(x - block.start) * width..][..width];
        let (g, rule) = (&self.g, &self.rule);
        if rule.take_all.contains(&x) {
            row[0] = 1;
        }
        for &j in &rule.take_one {
            if x > j {
                row[g[x - j] as usize] = 1;
            }
        }
        // Every split with a rare part: all common option values (and some
        // rare ones). With mask 0 no value is common and nothing is listed.
        // The block listed the rare parts in lo..hi; here the few others:
        // the small rare heaps, and the rare heaps of the block so far.
        let rare = &self.rare;
        for &j in &rule.split {
            if x < j + 2 {
                continue;
            }
            for part in [&rare[..block.lo], &rare[block.hi..]] {
                mark_splits(row, &g[..x - j], part, rule.unequal);
            }
        }
        let every_pair_listed = self.mask != 0 && self.rare.len() == x.saturating_sub(1);
        let mut c = 0;
        loop {
            while row[c] != 0 {
                c += 1;
            }
            // A missing common value is the mex; so is a missing rare value
            // that no split makes.
            let v = c as u32;
            if !is_rare(self.mask, v) || every_pair_listed || !self.split_makes(x, v) {
                break;
            }
            row[c] = 1;
        }
        self.marks = marks;
        self.record(c as u32);
    }

    /// Whether some split of heap `x` has value `c`. First the recent
    /// witnesses of `c`: their smaller parts, then their larger parts (in
    /// the other order once larger parts have answered more often); a
    /// larger part that answers moves to the front of the ring, a smaller
    /// part one place forward. Then every
    /// split by its smaller part a, all split digits together, in blocks
    /// that grow from 64 to 4096 pairs, stopping at the first hit, which
    /// becomes the newest witness.
    fn split_makes(&mut self, x: usize, c: u32) -> bool {
        let g = &self.g;
        let rule = &self.rule;
        let ring = &mut self.witness[c as usize];
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
                    if p >= 1 && p < m && rule.split_allowed(p, m) && g[p] ^ g[m - p] == c {
                        // A larger part that answers moves to the front
                        // (Grundy's game reuses it at once); a smaller part
                        // one place forward: Kayles cycles through its
                        // smaller parts with its period, and moving them to
                        // the front cost it 20%, while one place lets the
                        // ring settle in order of use (0.56 at 10^6: 16%
                        // faster; measured).
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
                if let Some(a) = self.lanes.first_split_making(lo, hi, m, c) {
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

    fn record(&mut self, v: u32) {
        let x = self.g.len();
        self.g.push(v);
        self.lanes.push(&self.g, v);
        if v >> self.bits != 0 {
            while v >> self.bits != 0 {
                self.bits += 1;
            }
            self.count.resize(1 << self.bits, 0);
            self.witness
                .resize((1 << self.bits) + 1, [(0, 0); WITNESSES]);
        }
        if x >= 1 {
            self.count[v as usize] += 1;
            if self.mask != 0 && is_rare(self.mask, v) {
                self.rare.push((x as u32, v));
            }
        }
    }

    /// Chooses the mask with the fewest rare heaps so far. For a mask M,
    /// Σ_v count[v]·(−1)^popcount(v & M) is the Walsh–Hadamard transform of
    /// the counts, and rare(M) = (heaps + transform[M]) / 2.
    fn learn_mask(&mut self) {
        let mut w: Vec<i64> = self.count.iter().map(|&c| c as i64).collect();
        let mut h = 1;
        while h < w.len() {
            for i in (0..w.len()).step_by(2 * h) {
                for k in i..i + h {
                    let (a, b) = (w[k], w[k + h]);
                    w[k] = a + b;
                    w[k + h] = a - b;
                }
            }
            h *= 2;
        }
        let heaps = w[0];
        let rare = |m: usize| (heaps + w[m]) / 2;
        // The best non-zero mask; mask 0 (every value rare, no listing, a
        // scan for every candidate) wins when more than 1 heap in 4 would
        // be rare (measured: listing a rare heap costs several times more
        // than one pair of a vectorized scan).
        let best = (1..w.len()).min_by_key(|&m| (rare(m), m)).unwrap_or(0);
        let best = if best != 0 && rare(best) * 4 <= heaps {
            best
        } else {
            0
        };
        let current = if self.mask == 0 {
            heaps
        } else {
            rare(self.mask as usize)
        };
        let wanted = if best == 0 { heaps } else { rare(best) };
        // Switch only for a clear gain: a rebuild costs O(heaps).
        if best as u32 != self.mask && (wanted * 10 < current * 9 || best == 0) {
            self.mask = best as u32;
            let mask = self.mask;
            self.rare = if mask == 0 {
                Vec::new()
            } else {
                (1..self.g.len())
                    .filter(|&a| is_rare(mask, self.g[a]))
                    .map(|a| (a as u32, self.g[a]))
                    .collect()
            };
        }
    }
}

/// The nim-sequence g[0..=n] by the sparse-space engine ([`SparseEngine`]).
///
/// # Complexity
/// Between O(n · r) for r rare heaps and the naive O(n² · s).
///
/// # Panics
/// If `n ≥ u32::MAX - 1`.
///
/// # Example
/// ```
/// use grundy_core::octal::{naive_table, sparse_table, Rule};
/// let rule = Rule::parse("0.137").unwrap();
/// let fast: Vec<u64> = sparse_table(&rule, 500).into_iter().map(u64::from).collect();
/// assert_eq!(fast, naive_table(&rule, 500));
/// ```
pub fn sparse_table(rule: &Rule, n: usize) -> Vec<u32> {
    let mut engine = SparseEngine::new(rule.clone());
    engine.extend_to(n.saturating_add(1));
    engine.into_values()
}

/// The least period p and least preperiod n0 of the nim-sequence of `rule`,
/// if the table `g` (g[0..L)) holds a Guy–Smith certificate: g(n + p) = g(n)
/// for all n0 ≤ n < 2·max(n0, 1) + p + t, so L ≥ 2·max(n0, 1) + 2p + t.
///
/// Returns `(n0, p)`. Once any certificate fits in the table, the least
/// period's certificate fits too, so the pair does not depend on L. Always
/// `None` for Grundy's game.
///
/// # Complexity
/// O(L) per candidate period that matches the table's tail for long, and
/// O(1) for one that fails at once; at most L/2 candidates.
///
/// # Example
/// ```
/// use grundy_core::octal::{certify, sparse_table, Rule};
/// let kayles = Rule::parse("0.77").unwrap();
/// let g = sparse_table(&kayles, 300);
/// assert_eq!(certify(&kayles, &g), Some((71, 12)));
/// assert_eq!(certify(&kayles, &g[..150]), None); // 2·71 + 24 + 2 = 168 values needed
/// ```
pub fn certify(rule: &Rule, g: &[u32]) -> Option<(usize, usize)> {
    let t = rule.largest_removal()?;
    let len = g.len();
    let mut p = 1;
    while 2 * p + t + 2 <= len {
        // The certificate needs max(n0, 1) ≤ h.
        let h = (len - 2 * p - t) / 2;
        if h >= 1 && (h..len - p).all(|n| g[n + p] == g[n]) {
            let mut n0 = h;
            while n0 > 0 && g[n0 - 1 + p] == g[n0 - 1] {
                n0 -= 1;
            }
            return Some((n0, p));
        }
        p += 1;
    }
    None
}

/// A certified nim-sequence: g(n + p) = g(n) for all n ≥ n0, with p the
/// least period and n0 the least preperiod.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Periodic {
    n0: usize,
    p: usize,
    prefix: Vec<u32>,
}

impl Periodic {
    /// The least preperiod n0.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use grundy_core::octal::{certified_period, Rule};
    /// let g = certified_period(&Rule::parse("0.07").unwrap(), 1 << 12).unwrap();
    /// assert_eq!((g.preperiod(), g.period()), (53, 34));
    /// ```
    pub fn preperiod(&self) -> usize {
        self.n0
    }

    /// The least period p.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use grundy_core::octal::{certified_period, Rule};
    /// let g = certified_period(&Rule::parse("0.137").unwrap(), 1 << 12).unwrap();
    /// assert_eq!((g.preperiod(), g.period()), (52, 34));
    /// ```
    pub fn period(&self) -> usize {
        self.p
    }

    /// g(n) for any heap n.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use grundy_core::octal::{certified_period, Rule};
    /// let kayles = certified_period(&Rule::parse("0.77").unwrap(), 1 << 12).unwrap();
    /// assert_eq!(kayles.value(8), 1);
    /// assert_eq!(kayles.value(1_000_000_000_000_000_000), kayles.value(71 + (1_000_000_000_000_000_000 - 71) % 12));
    /// ```
    pub fn value(&self, n: u64) -> u32 {
        let n0 = self.n0 as u64;
        let i = if n < n0 {
            n
        } else {
            n0 + (n - n0) % self.p as u64
        };
        self.prefix[i as usize]
    }
}

/// The nim-sequence computed to its cap without a certificate.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Uncertified {
    /// g[0..max_terms), every value computed.
    pub values: Vec<u32>,
}

/// The certified nim-sequence of `rule`: the table grows (doubling, by the
/// sparse engine) until [`certify`] finds a certificate, or until it holds
/// `max_terms` values, when the whole table is returned as [`Uncertified`].
///
/// Whether a certificate is found depends only on the sequence and
/// `max_terms` (a certificate within L values is one within any longer
/// table), so any program that applies the same rule gives the same answer.
///
/// # Complexity
/// The sparse engine's time to the final length L (at most `max_terms`),
/// plus [`certify`] at each doubling.
///
/// # Example
/// ```
/// use grundy_core::octal::{certified_period, Rule};
/// let kayles = certified_period(&Rule::parse("0.77").unwrap(), 1 << 12).unwrap();
/// assert_eq!((kayles.preperiod(), kayles.period()), (71, 12));
/// let grundy = certified_period(&Rule::grundys_game(), 100).unwrap_err();
/// assert_eq!(grundy.values.len(), 100);
/// ```
pub fn certified_period(rule: &Rule, max_terms: usize) -> Result<Periodic, Uncertified> {
    let mut engine = SparseEngine::new(rule.clone());
    let mut len = max_terms.min(128);
    loop {
        engine.extend_to(len);
        if let Some((n0, p)) = certify(rule, engine.values()) {
            let prefix = engine.values()[..n0 + p].to_vec();
            return Ok(Periodic { n0, p, prefix });
        }
        if len >= max_terms {
            return Err(Uncertified {
                values: engine.into_values(),
            });
        }
        len = len.saturating_mul(2).min(max_terms);
    }
}

/// Kayles (the octal game 0.77: knock down one pin or two adjacent pins of a
/// row), g[0..=n], by the sparse engine.
///
/// # Complexity
/// O(n): Kayles has a bounded number of rare heaps.
///
/// # Example
/// ```
/// use grundy_core::octal::kayles;
/// assert_eq!(kayles(8), vec![0, 1, 2, 3, 1, 4, 3, 2, 1]);
/// ```
pub fn kayles(n: usize) -> Vec<u32> {
    sparse_table(&Rule::parse("0.77").expect("0.77 is a code"), n)
}

/// Grundy's game g[0..=n], by the sparse engine.
///
/// # Complexity
/// Between O(n · r) for r rare heaps and O(n²). Only about 1300 heaps below
/// 10^6 are rare, but about 30 rare values below each mex need common ⊕
/// common witnesses; recent witnesses answer most of them and a scan the
/// rest: measured here (release, 2 cores, loaded) about 0.3 s for
/// n = 10^5 and 3.5 s for n = 10^6.
///
/// # Example
/// ```
/// use grundy_core::octal::grundys_game;
/// assert_eq!(grundys_game(8), vec![0, 0, 0, 1, 0, 2, 1, 0, 2]);
/// ```
pub fn grundys_game(n: usize) -> Vec<u32> {
    sparse_table(&Rule::grundys_game(), n)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::oracle::{mover_wins, sum_moves};
    use crate::test_rng::XorShift;
    use rstest::rstest;

    /// OEIS A002186, Kayles (0.77), n = 0..104.
    const KAYLES: [u32; 105] = [
        0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6, 4, 1, 2, 7, 1, 4, 3, 2, 1, 4, 6, 7, 4, 1, 2, 8, 5, 4,
        7, 2, 1, 8, 6, 7, 4, 1, 2, 3, 1, 4, 7, 2, 1, 8, 2, 7, 4, 1, 2, 8, 1, 4, 7, 2, 1, 4, 2, 7,
        4, 1, 2, 8, 1, 4, 7, 2, 1, 8, 6, 7, 4, 1, 2, 8, 1, 4, 7, 2, 1, 8, 2, 7, 4, 1, 2, 8, 1, 4,
        7, 2, 1, 8, 2, 7, 4, 1, 2, 8, 1, 4, 7, 2, 1,
    ];

    /// OEIS A002187, Dawson's chess (0.137), n = 0..131; Dawson's Kayles
    /// (0.07) has g(n) = a(n − 1).
    const DAWSON: [u32; 132] = [
        0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 0, 5, 2, 2, 3, 3, 0, 1, 1, 3, 0, 2, 1, 1, 0, 4,
        5, 2, 7, 4, 0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 4, 5, 5, 2, 3, 3, 0, 1, 1, 3, 0, 2,
        1, 1, 0, 4, 5, 3, 7, 4, 8, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 4, 5, 5, 9, 3, 3, 0, 1,
        1, 3, 0, 2, 1, 1, 0, 4, 5, 3, 7, 4, 8, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 4, 5, 5, 9,
        3, 3, 0, 1, 1, 3, 0, 2, 1, 1, 0, 4,
    ];

    /// OEIS A002188, Grundy's game, n = 0..104.
    const GRUNDY: [u32; 105] = [
        0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1, 3, 2, 1, 3, 2, 4, 3, 0, 4, 3, 0, 4, 3, 0, 4, 1, 2,
        3, 1, 2, 4, 1, 2, 4, 1, 2, 4, 1, 5, 4, 1, 5, 4, 1, 5, 4, 1, 0, 2, 1, 0, 2, 1, 5, 2, 1, 3,
        2, 1, 3, 2, 4, 3, 2, 4, 3, 2, 4, 3, 2, 4, 3, 2, 4, 3, 2, 4, 5, 2, 4, 5, 2, 4, 3, 7, 4, 3,
        7, 4, 3, 7, 4, 3, 5, 2, 3, 5, 2, 3, 5, 2, 3,
    ];

    /// OEIS A036685: the zeros of Grundy's game, all of them below 1300.
    const GRUNDY_ZEROS: [usize; 42] = [
        0, 1, 2, 4, 7, 10, 20, 23, 26, 50, 53, 270, 273, 276, 282, 285, 288, 316, 334, 337, 340,
        346, 359, 362, 365, 386, 389, 392, 566, 630, 633, 636, 639, 673, 676, 682, 685, 923, 926,
        929, 932, 1222,
    ];

    fn rule(code: &str) -> Rule {
        Rule::parse(code).unwrap()
    }

    fn wide(g: Vec<u32>) -> Vec<u64> {
        g.into_iter().map(u64::from).collect()
    }

    /// A random code: d0 is 0 or 4 (rarely 4), then 1 to `most` digits.
    fn random_code(rng: &mut XorShift, most: u64) -> String {
        let d0 = if rng.next().is_multiple_of(5) { 4 } else { 0 };
        let len = 1 + rng.next() % most;
        let digits: String = (0..len)
            .map(|_| char::from(b'0' + (rng.next() % 8) as u8))
            .collect();
        format!("{}.{}", d0, digits)
    }

    #[rstest]
    #[case("0.77", Some(2))]
    #[case("0.07", Some(2))]
    #[case("0.137", Some(3))]
    #[case("4.0", Some(0))]
    #[case("0.0", Some(0))]
    #[case("0.700", Some(1))]
    #[case("grundy", None)]
    fn parses(#[case] code: &str, #[case] t: Option<usize>) {
        assert_eq!(rule(code).largest_removal(), t);
    }

    #[rstest]
    #[case("", CodeError::Malformed)]
    #[case("0", CodeError::Malformed)]
    #[case("0.", CodeError::Malformed)]
    #[case(".77", CodeError::Malformed)]
    #[case("077", CodeError::Malformed)]
    #[case("0,77", CodeError::Malformed)]
    #[case("Grundy", CodeError::Malformed)]
    #[case("0.7a", CodeError::BadDigit { index: 3, found: 'a' })]
    #[case("0.8", CodeError::BadDigit { index: 2, found: '8' })]
    #[case("0.7.7", CodeError::BadDigit { index: 3, found: '.' })]
    #[case("x.7", CodeError::BadDigit { index: 0, found: 'x' })]
    #[case("0.7é", CodeError::BadDigit { index: 3, found: 'é' })]
    #[case("1.7", CodeError::FirstDigit(1))]
    #[case("2.7", CodeError::FirstDigit(2))]
    #[case("7.7", CodeError::FirstDigit(7))]
    fn refuses(#[case] code: &str, #[case] want: CodeError) {
        assert_eq!(Rule::parse(code), Err(want));
    }

    #[test]
    fn known_values_from_oeis() {
        assert_eq!(sparse_table(&rule("0.77"), 104), KAYLES);
        assert_eq!(naive_table(&rule("0.77"), 104), wide(KAYLES.to_vec()));
        assert_eq!(sparse_table(&rule("0.137"), 131), DAWSON);
        let mut dawsons_kayles = vec![0];
        dawsons_kayles.extend_from_slice(&DAWSON[..131]);
        assert_eq!(sparse_table(&rule("0.07"), 131), dawsons_kayles);
        assert_eq!(naive_table(&rule("0.07"), 131), wide(dawsons_kayles));
        assert_eq!(grundys_game(104), GRUNDY);
        assert_eq!(
            naive_table(&Rule::grundys_game(), 104),
            wide(GRUNDY.to_vec())
        );
    }

    /// The naive engine must agree with split.rs's Grundy's game (one naive
    /// routine, two ways to list the same moves).
    #[test]
    fn grundys_game_zeros_are_oeis_a036685() {
        let naive = naive_table(&Rule::grundys_game(), 1299);
        assert_eq!(naive, crate::split::grundys_game(1299));
        let zeros: Vec<usize> = (0..1300).filter(|&n| naive[n] == 0).collect();
        assert_eq!(zeros, GRUNDY_ZEROS);
        assert_eq!(wide(grundys_game(1299)), naive);
    }

    #[rstest]
    #[case("0.77", 71, 12)]
    #[case("0.07", 53, 34)]
    #[case("0.137", 52, 34)]
    fn certifies_the_classics(#[case] code: &str, #[case] n0: usize, #[case] p: usize) {
        let g = certified_period(&rule(code), 1 << 13).unwrap();
        assert_eq!((g.preperiod(), g.period()), (n0, p));
        let table = sparse_table(&rule(code), 2000);
        for (n, &want) in table.iter().enumerate() {
            assert_eq!(g.value(n as u64), want, "{} heap {}", code, n);
        }
        // The certificate needs 2·n0 + 2p + t values, and no fewer.
        let t = rule(code).largest_removal().unwrap();
        let need = 2 * n0 + 2 * p + t;
        assert_eq!(certify(&rule(code), &table[..need]), Some((n0, p)));
        assert_eq!(certify(&rule(code), &table[..need - 1]), None);
    }

    /// 0.4 looks periodic from 0 with period 1 for its first t + p + 1
    /// values; a certificate that allowed n0 = 0 would be wrong.
    #[test]
    fn preperiod_zero_is_certified_as_one() {
        let code = rule("0.4");
        let g = naive_table(&code, 20);
        assert_eq!(&g[..4], &[0, 0, 0, 1]);
        let g = sparse_table(&code, 3000);
        if let Some((n0, p)) = certify(&code, &g[..5]) {
            panic!("certified ({}, {}) from 0, 0, 0, 1, 1", n0, p);
        }
        // Whatever it certifies on a long table holds on a longer one.
        if let Some((n0, p)) = certify(&code, &g[..1500]) {
            assert!((n0..=3000 - p).all(|n| g[n + p] == g[n]));
        }
    }

    #[test]
    fn grundys_game_is_never_certified() {
        let g = grundys_game(500);
        assert_eq!(certify(&Rule::grundys_game(), &g), None);
        let all = certified_period(&Rule::grundys_game(), 300).unwrap_err();
        assert_eq!(all.values, grundys_game(299));
    }

    #[test]
    fn no_moves_is_period_one() {
        let g = certified_period(&rule("0.0"), 100).unwrap();
        assert_eq!((g.preperiod(), g.period()), (0, 1));
        assert_eq!(g.value(u64::MAX), 0);
    }

    /// Certificates on random codes, checked against a table three times as
    /// long: p is an eventual period from n0, n0 is least, and no smaller
    /// period holds on the long tail.
    #[test]
    fn certificates_hold_on_longer_tables() {
        let mut rng = XorShift(0x9e37_79b9_7f4a_7c15);
        let mut certified = 0;
        for _ in 0..100 {
            let code = random_code(&mut rng, 3);
            let r = rule(&code);
            let g = naive_table(&r, 1800);
            let Some((n0, p)) = certify(&r, &wide_to_u32(&g[..600])) else {
                continue;
            };
            certified += 1;
            assert!((n0..=1800 - p).all(|n| g[n + p] == g[n]), "{}", code);
            assert!(
                n0 == 0 || g[n0 - 1 + p] != g[n0 - 1],
                "{}: n0 not least",
                code
            );
            for q in 1..p {
                assert!(
                    (1200..=2400 - q).any(|n| g[n + q] != g[n]),
                    "{}: {} < {}",
                    code,
                    q,
                    p
                );
            }
        }
        assert!(
            certified > 50,
            "only {} of 150 random codes certified",
            certified
        );
    }

    fn wide_to_u32(g: &[u64]) -> Vec<u32> {
        g.iter().map(|&v| v as u32).collect()
    }

    fn sparse_matches_naive(codes: usize, n: usize, seed: u64) {
        let mut rng = XorShift(seed);
        let mut named: Vec<String> = [
            "0.77", "0.07", "0.137", "0.16", "0.56", "0.777", "4.07", "0.6", "0.007",
        ]
        .iter()
        .map(|s| s.to_string())
        .collect();
        named.extend((0..codes).map(|_| random_code(&mut rng, 4)));
        for code in &named {
            let r = rule(code);
            assert_eq!(
                wide(sparse_table(&r, n)),
                naive_table(&r, n),
                "code {}",
                code
            );
        }
        assert_eq!(wide(grundys_game(n)), naive_table(&Rule::grundys_game(), n));
    }

    /// The property of the issue: sparse == naive, on many codes up to
    /// N = 3000 (a debug-build-sized sample; the ignored test runs more).
    #[test]
    fn sparse_equals_naive() {
        sparse_matches_naive(40, 3000, 0x2545_f491_4f6c_dd1d);
    }

    /// Grows an engine for each code (the named ones and `random` random
    /// ones) to 3000 values in random steps of at most `most` heaps, so
    /// that its blocks are cut in many places, and checks it against the
    /// naive table.
    fn grown_in_steps_is_naive(
        helper: Helper,
        named: &[&str],
        random: usize,
        most: u64,
        seed: u64,
    ) {
        let mut rng = XorShift(seed);
        let mut codes: Vec<String> = named.iter().map(|s| s.to_string()).collect();
        codes.extend((0..random).map(|_| random_code(&mut rng, 4)));
        for code in &codes {
            let r = rule(code);
            let mut engine = SparseEngine::new(r.clone());
            engine.helper = helper;
            while engine.values().len() < 3000 {
                let step = 1 + (rng.next() % most) as usize;
                engine.extend_to((engine.values().len() + step).min(3000));
            }
            assert_eq!(
                wide(engine.into_values()),
                naive_table(&r, 2999),
                "code {}",
                code
            );
        }
    }

    /// The engine works in blocks of heaps; growing the table a few heaps
    /// at a time (as `certified_period` does) cuts them elsewhere and must
    /// give the same values.
    #[test]
    fn growing_in_steps_changes_nothing() {
        let named = ["0.77", "0.137", "0.56", "4.07", "grundy"];
        grown_in_steps_is_naive(Helper::Auto, &named, 20, 300, 0x9e37_79b9_7f4a_7c15);
    }

    /// With the helper thread listing every block ahead (on these sizes it
    /// would not start by itself), so that foreseen blocks are sometimes
    /// used and sometimes thrown away: the values are still the naive ones.
    #[test]
    fn helper_thread_changes_nothing() {
        let named = ["0.77", "0.07", "0.56", "0.777", "4.07", "grundy"];
        grown_in_steps_is_naive(Helper::Always, &named, 30, 1000, 0x5851_f42d_4c95_7f2d);
    }

    /// `cargo test --release -p grundy-core -- --ignored`: 400 random codes.
    #[test]
    #[ignore]
    fn sparse_equals_naive_many() {
        sparse_matches_naive(400, 3000, 0x1234_5678_9abc_def1);
    }

    // The brute force below knows an octal game only by its digits: from a
    // heap h, removing j tokens may leave nothing (bit 1, h == j), one heap
    // (bit 2, h > j) or two non-empty heaps (bit 4, h − j ≥ 2). A position is
    // a sorted multiset of heaps.

    fn by_definition(digits: &[u8], heaps: &[usize]) -> Vec<Vec<usize>> {
        let mut out = Vec::new();
        for (i, &h) in heaps.iter().enumerate() {
            let rest: Vec<usize> = heaps[..i].iter().chain(&heaps[i + 1..]).copied().collect();
            let mut leave = |parts: &[usize]| {
                let mut next = rest.clone();
                next.extend_from_slice(parts);
                next.sort_unstable();
                out.push(next);
            };
            for (j, &d) in digits.iter().enumerate() {
                if d & 1 != 0 && h == j && j > 0 {
                    leave(&[]);
                }
                if d & 2 != 0 && h > j && j > 0 {
                    leave(&[h - j]);
                }
                if d & 4 != 0 && h >= j + 2 {
                    for a in 1..h - j {
                        leave(&[a, h - j - a]);
                    }
                }
            }
        }
        out
    }

    /// g == 0 exactly when the mover loses, on two-heap positions of random
    /// codes (and Kayles on three heaps), by a search that knows no XOR.
    #[test]
    fn matches_brute_force_on_sums() {
        let mut rng = XorShift(0x5eed_0f0c_7a15_u64);
        let mut codes: Vec<String> =
            vec!["0.77".into(), "0.07".into(), "0.137".into(), "4.07".into()];
        codes.extend((0..12).map(|_| random_code(&mut rng, 3)));
        for code in &codes {
            let digits: Vec<u8> = code
                .bytes()
                .filter(|b| b.is_ascii_digit())
                .map(|b| b - b'0')
                .collect();
            let g = sparse_table(&rule(code), 10);
            for a in 0..=10 {
                for b in a..=10 {
                    let start: Vec<usize> = [a, b].into_iter().filter(|&h| h > 0).collect();
                    let wins = mover_wins(start, |p| by_definition(&digits, p));
                    assert_eq!(wins, g[a] ^ g[b] != 0, "code {} heaps {} {}", code, a, b);
                }
            }
        }
        let kayles = [0u8, 7, 7];
        let g = kayles_table_u64(7);
        for a in 0..=7 {
            for b in a..=7 {
                for c in b..=7 {
                    let piles = vec![vec![a], vec![b], vec![c]];
                    let wins = mover_wins(piles, |p| {
                        sum_moves(p, |h: &Vec<usize>| {
                            by_definition(&kayles[..], h)
                                .into_iter()
                                .map(|mut v| {
                                    v.retain(|&x| x > 0);
                                    v
                                })
                                .collect()
                        })
                        .into_iter()
                        .map(|mut q| {
                            q.sort();
                            q
                        })
                        .collect()
                    });
                    assert_eq!(wins, g[a] ^ g[b] ^ g[c] != 0, "kayles {:?}", (a, b, c));
                }
            }
        }
    }

    fn kayles_table_u64(n: usize) -> Vec<u64> {
        wide(kayles(n))
    }

    /// Kayles as the code 0.77 is the row-of-pins game: knock down pin i, or
    /// pins i and i + 1 (the old `split::kayles_splits` definition).
    #[test]
    fn kayles_is_octal_077() {
        let pins = split_table(300, |x| {
            let one = (0..x).map(move |i| (i, x - 1 - i));
            let two = (0..x.saturating_sub(1)).map(move |i| (i, x - 2 - i));
            one.chain(two)
        });
        assert_eq!(wide(kayles(300)), pins);
    }

    #[test]
    fn kayles_has_few_rare_heaps() {
        let mut engine = SparseEngine::new(rule("0.77"));
        engine.extend_to(50_000);
        assert!(
            engine.rare_heaps() < 100,
            "{} rare heaps",
            engine.rare_heaps()
        );
        assert_eq!(engine.values()[49_999], KAYLES[71 + (49_999 - 71) % 12]);
    }
}
