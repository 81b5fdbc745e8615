//! Benchmark B: one sum of subtraction-game piles decided three ways.
//!
//! A position is m piles p₁, …, p_m; a move takes s ∈ S tokens from one pile.
//!
//! * **Monolithic** ([`monolithic_mover_wins`]): win/loss over the whole
//!   tuple, knowing nothing of Grundy values. The position wins exactly when
//!   some move reaches a losing position:
//!
//!   ```text
//!   win(p) = ∃ i, s ∈ S, s ≤ pᵢ : ¬win(p₁, …, pᵢ − s, …, p_m)
//!   ```
//!
//!   Its memo holds every tuple below the start, Π(pᵢ + 1) states: (n + 1)^m
//!   for m piles of n. That product is the wall this benchmark measures.
//! * **Canonical** ([`canonical_mover_wins`]): the same search over sorted
//!   tuples, since the piles of a sum can be permuted freely. m piles of at
//!   most n form C(n + m, m) multisets instead of (n + 1)^m tuples.
//! * **Decomposition** ([`decomposed_mover_wins`]): one Grundy table of the
//!   single pile, O(n·|S|), then the XOR of the m values, O(m)
//!   (Sprague-Grundy). The mover wins exactly when the XOR is not 0.
//!
//! The two searches keep one bit per state in a dense array indexed by the
//! state's rank and fill it bottom-up: every move lowers the rank, so the
//! states in increasing rank are already a topological order and no recursion
//! or hashing is needed.

use grundy_core::sg::subtraction::{grundy_table, MoveSet};
use std::fmt;

/// Why a monolithic search cannot run: its number of states does not fit in
/// `usize`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TooManyStates;

impl fmt::Display for TooManyStates {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "the number of states does not fit in memory")
    }
}

impl std::error::Error for TooManyStates {}

/// The number of tuples of m piles each of at most n tokens: (n + 1)^m, or
/// `None` if it does not fit in a `u64`.
///
/// # Complexity
/// O(log m).
///
/// # Example
/// ```
/// use grundy_bench::crossover::tuple_states;
/// assert_eq!(tuple_states(8, 5), Some(59_049));
/// assert_eq!(tuple_states(8, 0), Some(1));
/// assert_eq!(tuple_states(8, 21), None);
/// ```
pub fn tuple_states(n: u64, m: u32) -> Option<u64> {
    n.checked_add(1)?.checked_pow(m)
}

/// The number of multisets of m piles each of at most n tokens (the sorted
/// tuples): C(n + m, m), or `None` if it does not fit in a `u64`.
///
/// # Complexity
/// O(min(n, m)) multiplications.
///
/// # Example
/// ```
/// use grundy_bench::crossover::multiset_states;
/// assert_eq!(multiset_states(8, 5), Some(1287));
/// assert_eq!(multiset_states(8, 0), Some(1));
/// assert_eq!(multiset_states(0, 9), Some(1));
/// assert_eq!(multiset_states(u64::MAX, 2), None);
/// ```
pub fn multiset_states(n: u64, m: u64) -> Option<u64> {
    let top = n.checked_add(m)?;
    let k = n.min(m);
    // C(top, i) = C(top, i − 1) · (top − i + 1) / i, exact at every step;
    // u128 holds the product of a u64 and a factor below 2^64.
    let mut c: u128 = 1;
    for i in 1..=u128::from(k) {
        c = c * (u128::from(top) - i + 1) / i;
        if c > u128::from(u64::MAX) {
            return None;
        }
    }
    Some(c as u64)
}

/// One bit per state, all clear at first.
struct Bits(Vec<u64>);

impl Bits {
    fn new(len: usize) -> Self {
        // len / 64 rounded up (div_ceil needs Rust 1.73; judges run 1.70).
        Bits(vec![0; len / 64 + usize::from(len % 64 != 0)])
    }

    #[inline(always)]
    fn get(&self, i: usize) -> bool {
        self.0[i >> 6] >> (i & 63) & 1 == 1
    }

    /// Bits i .. i + len (len ≤ 64) as the low bits of a word; the bits
    /// above len are 1.
    #[inline(always)]
    fn run(&self, i: usize, len: usize) -> u64 {
        let (word, shift) = (i >> 6, i & 63);
        let mut bits = self.0[word] >> shift;
        if shift != 0 && word + 1 < self.0.len() {
            bits |= self.0[word + 1] << (64 - shift);
        }
        if len < 64 {
            bits |= !0 << len;
        }
        bits
    }

    #[inline(always)]
    fn set(&mut self, i: usize) {
        self.0[i >> 6] |= 1 << (i & 63);
    }
}

/// The moves of S that can apply to a pile of at most `hi`, ascending.
fn applicable_moves(moves: &MoveSet, hi: u64) -> Vec<usize> {
    moves
        .up_to(hi)
        .as_slice()
        .iter()
        .map(|&s| s as usize)
        .collect()
}

/// Whether the player to move wins the sum of subtraction-game piles
/// `piles` (moves S = `moves`), by monolithic win/loss search over the
/// full tuple state.
///
/// The state (d₁, …, d_m) with dᵢ ≤ pᵢ has the mixed-radix rank
/// Σ dᵢ·wᵢ with w₁ = 1, wᵢ₊₁ = wᵢ·(pᵢ + 1). Taking s from pile i lowers the
/// rank by s·wᵢ, so filling win bits in increasing rank order meets every
/// option before the state that moves to it. The answer is the bit of the
/// last state, (p₁, …, p_m). No Grundy value or XOR is used.
///
/// # Errors
/// [`TooManyStates`] if Π(pᵢ + 1) does not fit in `usize`.
///
/// # Complexity
/// O(Π(pᵢ + 1) · m · |S|) time, Π(pᵢ + 1) bits of memory.
///
/// # Panics
/// If the bit table cannot be allocated.
///
/// # Example
/// ```
/// use grundy_bench::crossover::monolithic_mover_wins;
/// use grundy_core::sg::subtraction::MoveSet;
/// let s = MoveSet::new(&[1, 2, 3]).unwrap();
/// // S = {1,2,3}: g(5), g(6), g(7) = 1, 2, 3 and 1 ^ 2 ^ 3 = 0.
/// assert_eq!(monolithic_mover_wins(&s, &[5, 6, 7]), Ok(false));
/// assert_eq!(monolithic_mover_wins(&s, &[4, 5]), Ok(true));
/// assert_eq!(monolithic_mover_wins(&s, &[]), Ok(false));
/// ```
pub fn monolithic_mover_wins(moves: &MoveSet, piles: &[u64]) -> Result<bool, TooManyStates> {
    let hi = piles.iter().copied().max().unwrap_or(0);
    let moves = applicable_moves(moves, hi);
    let Some((&first, rest)) = piles.split_first() else {
        return Ok(false); // the empty sum: no move at all
    };
    let radix = |p: u64| usize::try_from(p).ok()?.checked_add(1);
    let first = usize::try_from(first).map_err(|_| TooManyStates)?;
    let block = radix(first as u64).ok_or(TooManyStates)?;
    // weight[i] is the rank step of pile i + 1 (pile 0 has step 1).
    let mut weight = Vec::with_capacity(rest.len());
    let mut total = block;
    for &p in rest {
        weight.push(total);
        total = radix(p)
            .and_then(|r| total.checked_mul(r))
            .ok_or(TooManyStates)?;
    }
    let rest: Vec<usize> = rest.iter().map(|&p| p as usize).collect();
    let mut win = Bits::new(total);
    // The digits of piles 1.. stay fixed over one block of pile-0 values;
    // `far` holds the rank offsets of the moves in those piles.
    let mut digits = vec![0usize; rest.len()];
    let mut far: Vec<usize> = Vec::new();
    let mut base = 0;
    loop {
        far.clear();
        for (i, &d) in digits.iter().enumerate() {
            far.extend(
                moves
                    .iter()
                    .take_while(|&&s| s <= d)
                    .map(|&s| s * weight[i]),
            );
        }
        // 64 states at a time: a far option of the whole run is one run of
        // bits `off` lower, all filled already (off ≥ block), so one shifted
        // word per offset says which of the 64 states have a losing option
        // there. Pile 0's own options lie inside the run: state by state.
        let mut d0 = 0;
        while d0 < block {
            let len = (block - d0).min(64);
            let start = base + d0;
            let mut far_loser = 0u64;
            for &off in &far {
                far_loser |= !win.run(start - off, len);
            }
            for j in 0..len {
                let rank = start + j;
                let wins = far_loser >> j & 1 == 1
                    || moves
                        .iter()
                        .take_while(|&&s| s <= d0 + j)
                        .any(|&s| !win.get(rank - s));
                if wins {
                    win.set(rank);
                }
            }
            d0 += len;
        }
        base += block;
        // Odometer over the digits of piles 1..; done when it wraps.
        let mut i = 0;
        loop {
            if i == digits.len() {
                return Ok(win.get(total - 1));
            }
            if digits[i] < rest[i] {
                digits[i] += 1;
                break;
            }
            digits[i] = 0;
            i += 1;
        }
    }
}

/// Whether the player to move wins the sum of subtraction-game piles
/// `piles`, by monolithic win/loss search over sorted tuples (multisets).
///
/// A sum does not care about the order of its piles, so a state is a sorted
/// tuple q₀ ≤ … ≤ q_{m−1} of values at most h = max pile: C(h + m, m) states
/// instead of (h + 1)^m. The rank is the combinatorial number system,
/// Σ C(q_t + t, t + 1), which orders sorted tuples by their largest value
/// first. A move lowers one value and re-sorts; every value of the new
/// sorted tuple is at most the old one at the same place, so the rank drops
/// and the bottom-up fill of [`monolithic_mover_wins`] works unchanged. Each
/// move costs O(m) to re-rank.
///
/// # Errors
/// [`TooManyStates`] if C(h + m, m) does not fit in `usize`.
///
/// # Complexity
/// O(C(h + m, m) · m² · |S|) time, C(h + m, m) bits and (h + 1)·m words of
/// memory.
///
/// # Panics
/// If the tables cannot be allocated.
///
/// # Example
/// ```
/// use grundy_bench::crossover::canonical_mover_wins;
/// use grundy_core::sg::subtraction::MoveSet;
/// let s = MoveSet::new(&[1, 2, 3]).unwrap();
/// assert_eq!(canonical_mover_wins(&s, &[7, 5, 6]), Ok(false));
/// assert_eq!(canonical_mover_wins(&s, &[5, 4]), Ok(true));
/// ```
pub fn canonical_mover_wins(moves: &MoveSet, piles: &[u64]) -> Result<bool, TooManyStates> {
    let hi = piles.iter().copied().max().unwrap_or(0);
    let moves = applicable_moves(moves, hi);
    let m = piles.len();
    if m == 0 {
        return Ok(false);
    }
    let total = multiset_states(hi, m as u64)
        .and_then(|c| usize::try_from(c).ok())
        .ok_or(TooManyStates)?;
    // Every value is at most hi < total, so it fits in usize too.
    let hi = hi as usize;
    // f(v, t) = C(v + t, t + 1), the rank contribution of value v at place
    // t. Pascal: f(v, t) = f(v, t − 1) + f(v − 1, t), with f(0, t) = 0 and
    // "f(v, −1)" = 1 for v ≥ 1. Every entry is at most `total`. Stored flat:
    // f(v, t) is f[v * m + t].
    let cells = (hi + 1).checked_mul(m).ok_or(TooManyStates)?;
    let mut f = vec![0usize; cells];
    for v in 1..=hi {
        for t in 0..m {
            let left = if t == 0 { 1 } else { f[v * m + t - 1] };
            f[v * m + t] = left + f[(v - 1) * m + t];
        }
    }
    let f = |v: usize, t: usize| f[v * m + t];
    let mut win = Bits::new(total);
    let mut q = vec![0usize; m];
    for rank in 0..total {
        let mut wins = false;
        'search: for j in 0..m {
            // Lower only the first copy of each value: the others give the
            // same multiset.
            if j > 0 && q[j - 1] == q[j] {
                continue;
            }
            let v = q[j];
            for &s in moves.iter().take_while(|&&s| s <= v) {
                let w = v - s;
                // w lands at place k: q[k..j] (all > w) move up one place.
                let mut k = j;
                let mut dropped = f(v, j);
                let mut added = 0;
                while k > 0 && q[k - 1] > w {
                    k -= 1;
                    dropped += f(q[k], k);
                    added += f(q[k], k + 1);
                }
                added += f(w, k);
                if !win.get(rank - dropped + added) {
                    wins = true;
                    break 'search;
                }
            }
        }
        if wins {
            win.set(rank);
        }
        // The next sorted tuple in rank order: raise the lowest place that
        // can rise, and reset the places below it to 0.
        if let Some(t) = (0..m).find(|&t| q[t] < if t + 1 < m { q[t + 1] } else { hi }) {
            q[t] += 1;
            q[..t].fill(0);
        }
    }
    let mut start = piles.to_vec();
    start.sort_unstable();
    let rank: usize = start
        .iter()
        .enumerate()
        .map(|(t, &p)| f(p as usize, t))
        .sum();
    Ok(win.get(rank))
}

/// Whether the player to move wins the sum of subtraction-game piles
/// `piles`, by decomposition: one Grundy table up to the largest pile, then
/// the XOR of the piles' values (Sprague-Grundy).
///
/// # Complexity
/// O(h·|S| + m) time and h + 1 cells for m piles of at most h.
///
/// # Panics
/// If the largest pile does not fit in `usize` or its table cannot be
/// allocated.
///
/// # Example
/// ```
/// use grundy_bench::crossover::decomposed_mover_wins;
/// use grundy_core::sg::subtraction::MoveSet;
/// let s = MoveSet::new(&[1, 2, 3]).unwrap();
/// assert!(!decomposed_mover_wins(&s, &[5, 6, 7]));
/// assert!(!decomposed_mover_wins(&s, &[8; 5]));
/// assert!(decomposed_mover_wins(&s, &[4, 5]));
/// ```
pub fn decomposed_mover_wins(moves: &MoveSet, piles: &[u64]) -> bool {
    let hi = piles.iter().copied().max().unwrap_or(0);
    let hi = usize::try_from(hi).expect("largest pile fits in usize");
    let table = grundy_table(moves, hi);
    let x = table
        .nim_sum(piles)
        .expect("every pile is within the table");
    x != 0
}
