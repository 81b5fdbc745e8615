//! A nim-sequence as pieces: g on [start, start + len) is
//! pattern[(n − start) mod q], the pattern of length q repeated, so a
//! stretch of 10^18 values with a short period is a few numbers.
//!
//! Besides the values, each piece keeps what makes any prefix of the
//! sequence hashable in O(log) time, and so any stretch comparable: the
//! polynomial hash of the values before it, and the prefix hashes of its
//! pattern (a prefix of a piece is its pattern repeated, then a part of
//! it; the repetitions sum as a geometric series). Exact comparison of two
//! stretches walks the pieces: on a part where both sides lie in one piece
//! each, with periods q1 and q2, agreement on q1 + q2 consecutive values
//! implies agreement on the whole part (Fine and Wilf 1965).

use crate::sg::period::{add_mod, mul_mod, HASH_BASE, HASH_MOD};

/// B^e modulo the hash prime.
pub(super) fn power(mut e: u64) -> u64 {
    let (mut r, mut b) = (1u64, HASH_BASE);
    while e > 0 {
        if e & 1 == 1 {
            r = mul_mod(r, b);
        }
        b = mul_mod(b, b);
        e >>= 1;
    }
    r
}

fn sub_mod(a: u64, b: u64) -> u64 {
    add_mod(a, HASH_MOD - b)
}

/// (1 + x + … + x^(k−1), x^k) modulo the hash prime, by doubling.
fn geometric(x: u64, k: u64) -> (u64, u64) {
    let (mut sum, mut pow) = (0u64, 1u64);
    for bit in (0..64).rev() {
        // n → 2n: the sum doubles as s + x^n·s.
        sum = add_mod(sum, mul_mod(sum, pow));
        pow = mul_mod(pow, pow);
        if k >> bit & 1 == 1 {
            // n → n + 1: the term x^n joins.
            sum = add_mod(sum, pow);
            pow = mul_mod(pow, x);
        }
    }
    (sum, pow)
}

/// The least period of the cyclic word `w` (a divisor of its length): by
/// the failure function, len − fail(len) when it divides the length.
pub(super) fn least_cyclic_period(w: &[u32]) -> usize {
    let n = w.len();
    let fail = failure(w);
    let d = n - fail;
    if n % d == 0 {
        d
    } else {
        n
    }
}

/// The least period of the finite word `w` (any length): len − fail(len).
pub(super) fn least_period(w: &[u32]) -> usize {
    w.len() - failure(w)
}

/// The length of the longest proper border of `w` (Knuth–Morris–Pratt).
fn failure(w: &[u32]) -> usize {
    let mut f = vec![0usize; w.len() + 1];
    let mut k = 0;
    for i in 1..w.len() {
        while k > 0 && w[i] != w[k] {
            k = f[k];
        }
        if w[i] == w[k] {
            k += 1;
        }
        f[i + 1] = k;
    }
    f[w.len()]
}

/// One piece: g(start + i) = pattern[i mod q] for i < len.
#[derive(Debug, Clone)]
pub(super) struct Piece {
    pub(super) start: u64,
    pub(super) len: u64,
    pub(super) pattern: Vec<u32>,
    /// hashes[i] = H(pattern[0..i)), i ≤ q.
    hashes: Vec<u64>,
    /// B^q.
    step: u64,
    /// H(g[0..start)).
    before: u64,
}

impl Piece {
    fn new(start: u64, len: u64, pattern: Vec<u32>, before: u64) -> Piece {
        let q = pattern.len();
        let mut hashes = Vec::with_capacity(q + 1);
        hashes.push(0u64);
        for &v in &pattern {
            let h = *hashes.last().expect("starts with 0");
            hashes.push(add_mod(mul_mod(h, HASH_BASE), u64::from(v) + 1));
        }
        Piece {
            start,
            len,
            step: power(q as u64),
            pattern,
            hashes,
            before,
        }
    }

    pub(super) fn end(&self) -> u64 {
        self.start + self.len
    }

    pub(super) fn q(&self) -> usize {
        self.pattern.len()
    }

    /// g(x) for x in the piece.
    pub(super) fn at(&self, x: u64) -> u32 {
        self.pattern[((x - self.start) % self.q() as u64) as usize]
    }

    /// H of the piece's values on [start, start + l), l ≤ len.
    fn hash_prefix(&self, l: u64) -> u64 {
        let q = self.q() as u64;
        let (k, r) = (l / q, (l % q) as usize);
        let (series, _) = geometric(self.step, k);
        let whole = mul_mod(self.hashes[q as usize], series);
        add_mod(mul_mod(whole, power(r as u64)), self.hashes[r])
    }
}

/// The pieces of g[0..end), in order, each starting where the last ends.
#[derive(Debug, Clone, Default)]
pub(super) struct Pieces {
    pub(super) list: Vec<Piece>,
    /// H(g[0..end)).
    hash: u64,
}

impl Pieces {
    pub(super) fn end(&self) -> u64 {
        self.list.last().map_or(0, Piece::end)
    }

    /// The index of the piece holding x < end.
    pub(super) fn find(&self, x: u64) -> usize {
        self.list.partition_point(|p| p.start <= x) - 1
    }

    /// g(x) for x < end.
    #[cfg(test)]
    fn at(&self, x: u64) -> u32 {
        self.list[self.find(x)].at(x)
    }

    /// g[from..to) appended to `out` (to ≤ end).
    pub(super) fn fill(&self, from: u64, to: u64, out: &mut Vec<u32>) {
        let mut x = from;
        while x < to {
            let piece = &self.list[self.find(x)];
            let q = piece.q() as u64;
            let stop = to.min(piece.end());
            let mut i = ((x - piece.start) % q) as usize;
            for _ in x..stop {
                out.push(piece.pattern[i]);
                i += 1;
                if i == piece.q() {
                    i = 0;
                }
            }
            x = stop;
        }
    }

    /// H(g[0..x)) for x ≤ end.
    fn prefix_hash(&self, x: u64) -> u64 {
        if x == self.end() {
            return self.hash;
        }
        let piece = &self.list[self.find(x)];
        let l = x - piece.start;
        add_mod(mul_mod(piece.before, power(l)), piece.hash_prefix(l))
    }

    /// H(g[a..b)) for a ≤ b ≤ end: the same for equal stretches wherever
    /// they lie, whatever their pieces.
    pub(super) fn range_hash(&self, a: u64, b: u64) -> u64 {
        sub_mod(
            self.prefix_hash(b),
            mul_mod(self.prefix_hash(a), power(b - a)),
        )
    }

    /// Appends g on [end, end + len) = pattern repeated (len ≥ 1). The
    /// longest stretch of it that continues the last piece's pattern joins
    /// that piece; the rest, if any, becomes a piece of its own, with the
    /// pattern cut to its least period.
    pub(super) fn push(&mut self, len: u64, pattern: &[u32]) {
        debug_assert!(len >= 1 && !pattern.is_empty());
        let q = pattern.len();
        let mut joined = 0u64;
        if let Some(last) = self.list.last() {
            // Compare with the last piece continued: q_last + q values
            // agreeing mean all of them agree.
            let (p, phase) = (&last.pattern, (last.len % last.q() as u64) as usize);
            let limit = len.min((p.len() + q) as u64);
            while joined < limit
                && pattern[(joined % q as u64) as usize]
                    == p[(phase + (joined % p.len() as u64) as usize) % p.len()]
            {
                joined += 1;
            }
            if joined == limit {
                joined = len;
            }
        }
        if joined > 0 {
            let last = self.list.last_mut().expect("joined only onto a piece");
            last.len += joined;
            self.hash = add_mod(
                mul_mod(last.before, power(last.len)),
                last.hash_prefix(last.len),
            );
        }
        if joined == len {
            return;
        }
        let rest = len - joined;
        let shift = (joined % q as u64) as usize;
        let rotated: Vec<u32> = (0..q).map(|i| pattern[(shift + i) % q]).collect();
        // A stretch shorter than its pattern is a word of its own; a longer
        // one repeats a cyclic pattern.
        let mut word: Vec<u32> = rotated;
        if rest < q as u64 {
            word.truncate(rest as usize);
            let d = least_period(&word);
            word.truncate(d);
        } else {
            let d = least_cyclic_period(&word);
            word.truncate(d);
        }
        let piece = Piece::new(self.end(), rest, word, self.hash);
        self.hash = add_mod(mul_mod(piece.before, power(rest)), piece.hash_prefix(rest));
        self.list.push(piece);
    }

    /// The largest i in [lo, hi) with g(i) ≠ g(i + shift), if any
    /// (hi + shift ≤ end).
    pub(super) fn last_mismatch(&self, lo: u64, hi: u64, shift: u64) -> Option<u64> {
        let mut top = hi;
        while top > lo {
            let i = top - 1;
            let (a, b) = (&self.list[self.find(i)], &self.list[self.find(i + shift)]);
            let bottom = lo.max(a.start).max(b.start.saturating_sub(shift));
            let span = top - bottom;
            let check = span.min((a.q() + b.q()) as u64);
            for t in 0..check {
                let j = top - 1 - t;
                if a.at(j) != b.at(j + shift) {
                    return Some(j);
                }
            }
            top = bottom;
        }
        None
    }

    /// Keeps g[0..len) only.
    pub(super) fn truncate(&mut self, len: u64) {
        let keep = self.list.partition_point(|p| p.start < len);
        self.list.truncate(keep);
        if let Some(last) = self.list.last_mut() {
            last.len = last.len.min(len - last.start);
            self.hash = add_mod(
                mul_mod(last.before, power(last.len)),
                last.hash_prefix(last.len),
            );
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_rng::XorShift;

    /// Random pieces against the same values written out: values, fills,
    /// hashes of every stretch (equal stretches, equal hashes) and the last
    /// mismatch between two stretches.
    #[test]
    fn pieces_against_the_values_written_out() {
        let mut rng = XorShift(0x1234_5678_9abc_def1);
        for _ in 0..60 {
            let mut pieces = Pieces::default();
            let mut plain: Vec<u32> = Vec::new();
            for _ in 0..1 + rng.next() % 12 {
                let q = 1 + (rng.next() % 4) as usize;
                let pattern: Vec<u32> = (0..q).map(|_| (rng.next() % 3) as u32).collect();
                let len = 1 + rng.next() % 20;
                pieces.push(len, &pattern);
                for i in 0..len as usize {
                    plain.push(pattern[i % q]);
                }
            }
            let end = plain.len() as u64;
            assert_eq!(pieces.end(), end);
            let mut filled = Vec::new();
            pieces.fill(0, end, &mut filled);
            assert_eq!(filled, plain);
            let direct = |a: usize, b: usize| {
                plain[a..b].iter().fold(0u64, |h, &v| {
                    add_mod(mul_mod(h, HASH_BASE), u64::from(v) + 1)
                })
            };
            for _ in 0..50 {
                let a = rng.next() % (end + 1);
                let b = a + rng.next() % (end - a + 1);
                assert_eq!(pieces.range_hash(a, b), direct(a as usize, b as usize));
                let shift = rng.next() % (end - b + 1);
                let want = (a..b)
                    .rev()
                    .find(|&i| plain[i as usize] != plain[(i + shift) as usize]);
                assert_eq!(pieces.last_mismatch(a, b, shift), want);
            }
            let cut = rng.next() % (end + 1);
            pieces.truncate(cut.max(1));
            assert_eq!(pieces.end(), cut.max(1));
            assert_eq!(
                pieces.range_hash(0, cut.max(1)),
                direct(0, cut.max(1) as usize)
            );
        }
    }

    #[test]
    fn long_pieces_and_periods() {
        let mut pieces = Pieces::default();
        pieces.push(1_000_000_000_000, &[0, 1, 2]);
        pieces.push(5, &[1, 2, 0]); // continues the pattern: joins
        assert_eq!(pieces.list.len(), 1);
        pieces.push(1, &[3]);
        pieces.push(999, &[0, 1, 0, 1]); // cut to its least period
        assert_eq!(pieces.list.len(), 3);
        assert_eq!(pieces.list[2].pattern, [0, 1]);
        assert_eq!(pieces.at(1_000_000_000_003), 1); // 10^12 ≡ 1 (mod 3)
        assert_eq!(pieces.at(1_000_000_000_004), 2);
        assert_eq!(pieces.at(1_000_000_000_005), 3);
        // Equal stretches far apart hash alike.
        assert_eq!(pieces.range_hash(0, 300), pieces.range_hash(3_000, 3_300));
        assert_ne!(pieces.range_hash(0, 300), pieces.range_hash(1, 301));
        assert_eq!(pieces.last_mismatch(0, 999_999_999_000, 3), None);
        assert_eq!(
            pieces.last_mismatch(0, 1_000_000_000_005, 3),
            Some(1_000_000_000_004)
        );
        assert_eq!(least_cyclic_period(&[1, 2, 1, 2]), 2);
        assert_eq!(least_cyclic_period(&[1, 2, 1]), 3);
        assert_eq!(least_period(&[1, 2, 1]), 2);
        assert_eq!(geometric(HASH_BASE, 0), (0, 1));
        assert_eq!(geometric(2, 10), (1023, 1024));
    }
}
