//! Subtraction games with huge moves: the certified period of a sequence
//! kept as *runs*, pieces of a short pattern repeated, instead of a table
//! of max(S) values. S = {1, 2, 10^9} is three pieces, not 10^9 values.
//!
//! **Scaling.** With d = gcd(S), g_S(n) = g_(S/d)(⌊n/d⌋) (a pile keeps its
//! remainder mod d), so the search runs on S/d and its period and preperiod
//! are multiplied by d at the end.
//!
//! **Near and far moves.** The moves up to [`NEAR`] are *near*: the values
//! they read lie in a window of at most that many values kept as a list.
//! The others are *far*: x − s lies in a piece already built, whose values
//! repeat with its pattern's period. So the sequence is built interval by
//! interval: an interval [x, e) ends where a new move starts to apply (at
//! e = s) or where some far move's look-up x − s leaves its piece (at
//! e = end of that piece + s). Inside it, g is computed by the
//! recurrence from a state made of the near window and the position inside
//! each far piece's pattern, and that state is deterministic: when it
//! repeats (Brent's cycle finding, the window compared by a rolling hash and
//! verified value by value), the rest of the interval repeats the cycle and
//! is one piece, however long. A piece that continues the previous one's
//! pattern joins it. A far look-up into the last piece, the one still
//! growing, reads its pattern continued: right exactly as long as the new
//! values do continue it, so the interval is kept up to the first value
//! that does not, plus the least such move (S = {1, 2, 10^9 + 1,
//! 10^18 + 1}, g = n mod 3, is then four intervals, not 10^9).
//!
//! **The certificate** is today's (see
//! [`super::certified_period`]): one full window of max(S) values matching
//! p later proves g(i + p) = g(i) for every larger i. Windows are compared
//! at the start of every interval by a polynomial hash computed from the
//! pieces (a repeated pattern's hash is a geometric series, so a window of
//! 10^18 values hashes in O(log) per piece); a hash match is verified
//! exactly on the pieces, where two parts of periods q1 and q2 that agree on
//! q1 + q2 values agree throughout (Fine and Wilf). When only near moves
//! remain, the interval is the whole tail and its cycle is the certificate
//! itself, as in the table search; so is an endless interval whose far
//! look-ups all read the last piece continued, when the values continue it
//! to the end. Then, as there:
//!
//! * the least preperiod n0 comes from the last mismatch between g(i) and
//!   g(i + p) below the certified window, found piece by piece;
//! * the least period divides the certified one: for each prime factor r
//!   of p ([`factorize`]), p/r replaces p while the sequence from n0 is
//!   p/r-periodic over one period (checked piece by piece).
//!
//! The search stops with [`PeriodError::NoCertificate`] once it has
//! computed `max_terms` values one by one (pieces and intervals count as
//! one each); sequences whose period is short but whose windows never
//! repeat at interval starts within that budget are refused, never guessed.

mod pieces;

use super::MoveSet;
use crate::numbers::factor::factorize;
use crate::sg::period::{add_mod, mul_mod, PeriodError, Periodic, HASH_BASE, HASH_MOD};
use pieces::{power, Pieces};
use std::collections::HashMap;

/// The moves up to this are read from a window of values (near); the
/// larger ones from the pieces (far).
pub const NEAR: u64 = 1 << 16;

/// The runs of a certified prefix g[0 .. n0 + p) of the game of S/scale,
/// read at ⌊n / scale⌋.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Runs {
    starts: Vec<u64>,
    patterns: Vec<Vec<u32>>,
    scale: u64,
}

impl Runs {
    /// g(n) of the scaled game, for ⌊n / scale⌋ within the prefix.
    pub(crate) fn value(&self, n: u64) -> u64 {
        let x = n / self.scale;
        let i = self.starts.partition_point(|&s| s <= x) - 1;
        let pattern = &self.patterns[i];
        u64::from(pattern[((x - self.starts[i]) % pattern.len() as u64) as usize])
    }

    /// The number of runs.
    pub(crate) fn count(&self) -> usize {
        self.starts.len()
    }
}

/// The certified least period and least preperiod of the subtraction game
/// with moves `moves`, on a sequence of runs: the same certificate and the
/// same answer as [`super::certified_period`], for moves up to 10^18
/// wherever the sequence has few runs.
///
/// # Errors
/// [`PeriodError::NoCertificate`] if no certificate is found within
/// `max_terms` values computed one by one, or if a period or a position
/// would pass `u64::MAX`.
///
/// # Complexity
/// O(V·|S| + R·(|S| + NEAR) + H) for the V values computed one by one (the
/// preperiods and first cycles of the intervals), the R intervals and the
/// hash checks H; for S = {1, 2, k} a few dozen values whatever k.
///
/// # Example
/// ```
/// use grundy_core::sg::subtraction::runs::certified_period;
/// use grundy_core::sg::subtraction::{MoveSet, DEFAULT_MAX_TERMS};
/// // S = {1, 2, k}: period 3 when 3 ∤ k, k + 1 when 3 | k.
/// let g = certified_period(&MoveSet::new(&[1, 2, 1_000_000_000]).unwrap(), DEFAULT_MAX_TERMS).unwrap();
/// assert_eq!((g.preperiod(), g.period()), (0, 3));
/// let k = 999_999_999;
/// let g = certified_period(&MoveSet::new(&[1, 2, k]).unwrap(), DEFAULT_MAX_TERMS).unwrap();
/// assert_eq!((g.preperiod(), g.period()), (0, k + 1));
/// assert_eq!((g.value(k), g.value(3 * (k + 1) + 5)), (3, 2));
/// ```
pub fn certified_period(moves: &MoveSet, max_terms: usize) -> Result<Periodic, PeriodError> {
    search(moves, max_terms, NEAR)
}

fn gcd(mut a: u64, mut b: u64) -> u64 {
    while b != 0 {
        let t = a % b;
        a = b;
        b = t;
    }
    a
}

/// [`certified_period`] with the moves up to `near_limit` near (the tests
/// make every move far).
fn search(moves: &MoveSet, max_terms: usize, near_limit: u64) -> Result<Periodic, PeriodError> {
    let refused = PeriodError::NoCertificate { max_terms };
    let s = moves.as_slice();
    let scale = s.iter().fold(0, |d, &x| gcd(d, x)).max(1);
    let scaled: Vec<u64> = s.iter().map(|&x| x / scale).collect();
    let (n0, p, pieces) = if scaled.is_empty() {
        let mut pieces = Pieces::default();
        pieces.push(1, &[0]);
        (0, 1, pieces)
    } else {
        Engine::new(&scaled, max_terms, near_limit).run()?
    };
    let runs = Runs {
        starts: pieces.list.iter().map(|p| p.start).collect(),
        patterns: pieces.list.into_iter().map(|p| p.pattern).collect(),
        scale,
    };
    match (n0.checked_mul(scale), p.checked_mul(scale)) {
        (Some(n0), Some(p)) if n0.checked_add(p).is_some() => Ok(Periodic::from_runs(n0, p, runs)),
        _ => Err(refused),
    }
}

/// The values of the interval starting at the current end, of `len`
/// values, by the recurrence: the near moves read the window and the
/// values just computed, the far ones their pieces at offsets `far`.
fn simulate(
    pieces: &Pieces,
    window: &[u32],
    budget: &mut Budget,
    mex: &mut Mex,
    (near, far): (&[u64], &[(usize, usize)]),
    len: u64,
) -> Result<Local, PeriodError> {
    let w = near.last().map_or(0, |&s| s as usize);
    let mut buf: Vec<u32> = window[window.len() - w..].to_vec();
    let patterns: Vec<&[u32]> = far
        .iter()
        .map(|&(i, _)| &pieces.list[i].pattern[..])
        .collect();
    let mut idx: Vec<usize> = far.iter().map(|&(_, o)| o).collect();
    let top = power(w.saturating_sub(1) as u64);
    let hash0 = buf.iter().fold(0u64, |h, &v| {
        add_mod(mul_mod(h, HASH_BASE), u64::from(v) + 1)
    });
    let (mut tortoise, mut tortoise_hash, mut tortoise_idx) = (0usize, hash0, idx.clone());
    let (mut hare, mut hare_hash) = (0usize, hash0);
    let (mut round, mut lambda) = (1usize, 0usize);
    loop {
        if hare as u64 == len {
            return Ok(Local {
                values: buf[w..].to_vec(),
                cycle: None,
            });
        }
        budget.spend()?;
        // g at the interval's position `hare`: buf[w + hare] once pushed.
        let x = w + hare;
        let v = if mex.few {
            let mut mask = 0u64;
            for &s in near {
                mask |= 1 << buf[x - s as usize];
            }
            for (p, &i) in patterns.iter().zip(&idx) {
                mask |= 1 << p[i];
            }
            (!mask).trailing_zeros()
        } else {
            mex.mark += 1;
            let mark = mex.mark;
            for &s in near {
                mex.stamp[buf[x - s as usize] as usize] = mark;
            }
            for (p, &i) in patterns.iter().zip(&idx) {
                mex.stamp[p[i] as usize] = mark;
            }
            mex.stamp.iter().position(|&t| t != mark).unwrap_or(0) as u32
        };
        buf.push(v);
        for (i, p) in idx.iter_mut().zip(&patterns) {
            *i += 1;
            if *i == p.len() {
                *i = 0;
            }
        }
        if w > 0 {
            let dropped = mul_mod(u64::from(buf[hare]) + 1, top);
            hare_hash = add_mod(
                mul_mod(add_mod(hare_hash, HASH_MOD - dropped), HASH_BASE),
                u64::from(v) + 1,
            );
        }
        hare += 1;
        lambda += 1;
        if hare_hash == tortoise_hash
            && idx == tortoise_idx
            && buf[tortoise..tortoise + w] == buf[hare..hare + w]
        {
            break;
        }
        if lambda == round {
            tortoise = hare;
            tortoise_hash = hare_hash;
            tortoise_idx.clone_from(&idx);
            round *= ROUND_GROWTH;
            lambda = 0;
        }
    }
    // From `tortoise` the values repeat with period λ; scan down for the
    // first of them.
    let mut mu = tortoise;
    while mu > 0 && buf[w + mu - 1] == buf[w + mu - 1 + lambda] {
        mu -= 1;
    }
    Ok(Local {
        values: buf[w..].to_vec(),
        cycle: Some((mu, lambda)),
    })
}

/// What one interval's simulation found: its values one by one, and the
/// cycle (μ, λ) when the state repeated: from μ on, the values repeat with
/// period λ to the interval's end.
struct Local {
    values: Vec<u32>,
    cycle: Option<(usize, usize)>,
}

/// Rounds of Brent's search grow fourfold, as in the table search.
const ROUND_GROWTH: usize = 4;

struct Engine<'a> {
    /// The moves, ascending, coprime.
    moves: &'a [u64],
    /// moves[..near] are near.
    near: usize,
    /// The largest near move: the window's length.
    width: usize,
    pieces: Pieces,
    /// g[end − window.len() .. end), at most `width` values.
    window: Vec<u32>,
    /// Window hash at an interval start → that start.
    seen: HashMap<u64, u64>,
    budget: Budget,
    mex: Mex,
}

/// The work done, against the cap.
struct Budget {
    work: usize,
    max_terms: usize,
}

impl Budget {
    fn refused(&self) -> PeriodError {
        PeriodError::NoCertificate {
            max_terms: self.max_terms,
        }
    }

    /// One more unit of work, or the refusal past the cap.
    fn spend(&mut self) -> Result<(), PeriodError> {
        self.work += 1;
        if self.work > self.max_terms {
            return Err(self.refused());
        }
        Ok(())
    }
}

/// The mex of the options of one value: a bit mask when every value is
/// below 64 (fewer than 64 moves), else stamps (stamp[v] == mark when v is
/// an option).
struct Mex {
    few: bool,
    stamp: Vec<u64>,
    mark: u64,
}

impl<'a> Engine<'a> {
    fn new(moves: &'a [u64], max_terms: usize, near_limit: u64) -> Engine<'a> {
        let near = moves.partition_point(|&s| s <= near_limit);
        Engine {
            moves,
            near,
            width: if near > 0 {
                moves[near - 1] as usize
            } else {
                0
            },
            pieces: Pieces::default(),
            window: Vec::new(),
            seen: HashMap::new(),
            budget: Budget { work: 0, max_terms },
            mex: Mex {
                few: moves.len() < 64,
                stamp: vec![0; moves.len() + 2],
                mark: 0,
            },
        }
    }

    /// Builds the pieces interval by interval until a certificate: the
    /// least preperiod, least period and the pieces of g[0 .. n0 + p).
    fn run(mut self) -> Result<(u64, u64, Pieces), PeriodError> {
        let m = *self.moves.last().expect("S is not empty");
        loop {
            self.budget.spend()?;
            let pos = self.pieces.end();
            let applying = self.moves.partition_point(|&s| s <= pos);
            if pos >= m {
                let h = self.pieces.range_hash(pos - m, pos);
                if let Some(&y) = self.seen.get(&h) {
                    if self.pieces.last_mismatch(y - m, y, pos - y).is_none() {
                        return self.finish(y - m, pos - y);
                    }
                }
                self.seen.insert(h, pos);
            }
            // The interval ends at the next move to apply, or where a far
            // look-up leaves its piece. A look-up into the last piece, the
            // one still growing, reads that piece's pattern continued: right
            // as long as the values computed continue it (checked below).
            let mut end = self.moves.get(applying).copied();
            let mut far: Vec<(usize, usize)> = Vec::new();
            let mut into_last: Option<u64> = None;
            for &s in &self.moves[self.near.min(applying)..applying] {
                let at = pos - s;
                let i = self.pieces.find(at);
                let piece = &self.pieces.list[i];
                if i + 1 == self.pieces.list.len() {
                    into_last = Some(into_last.map_or(s, |t| t.min(s)));
                } else {
                    let stop = piece
                        .end()
                        .checked_add(s)
                        .ok_or_else(|| self.budget.refused())?;
                    end = Some(end.map_or(stop, |e| e.min(stop)));
                }
                far.push((i, ((at - piece.start) % piece.q() as u64) as usize));
            }
            let near = &self.moves[..self.near.min(applying)];
            let len = end.map_or(u64::MAX - pos, |e| e - pos);
            let local = simulate(
                &self.pieces,
                &self.window,
                &mut self.budget,
                &mut self.mex,
                (near, &far),
                len,
            )?;
            // The values are right up to the first one that does not continue
            // the last piece, plus the least move reading it.
            let valid = match into_last {
                None => len,
                Some(s) => match self.continuation(&local, len) {
                    t if t == len => len,
                    t => len.min(t.saturating_add(s)),
                },
            };
            self.push_local(&local, valid);
            if end.is_none() && valid == len {
                // The tail: every move applies and every look-up reads what
                // repeats, so g repeats the last piece's pattern forever.
                let tail = self.pieces.list.last().expect("just pushed");
                let (from, p) = (tail.start, tail.q() as u64);
                return self.finish_tail(from, p);
            }
            self.slide_window(pos);
        }
    }

    /// The first index i < len at which the interval's values (`local`,
    /// starting at the current end) leave the last piece's pattern
    /// continued, or len if they never do.
    fn continuation(&self, local: &Local, len: u64) -> u64 {
        let last = self.pieces.list.last().expect("a far look-up reads it");
        let q = last.q();
        let phase = (last.len % q as u64) as usize;
        let expected = |i: u64| last.pattern[(phase + (i % q as u64) as usize) % q];
        let explicit = local.values.len() as u64;
        for (i, &v) in local.values.iter().enumerate() {
            if v != expected(i as u64) {
                return i as u64;
            }
        }
        let Some((mu, lambda)) = local.cycle else {
            return len;
        };
        // Past the explicit values both sides repeat (periods λ and q):
        // q + λ more agreeing values mean they agree throughout.
        let stop = len.min(explicit + (q + lambda) as u64);
        for i in explicit..stop {
            let v = local.values[mu + ((i - mu as u64) % lambda as u64) as usize];
            if v != expected(i) {
                return i;
            }
        }
        len
    }

    /// Appends the interval's first `valid` values (`local`: explicit, then
    /// its cycle repeated).
    fn push_local(&mut self, local: &Local, valid: u64) {
        match local.cycle {
            Some((mu, lambda)) if valid > mu as u64 => {
                if mu > 0 {
                    self.pieces.push(mu as u64, &local.values[..mu]);
                }
                self.pieces
                    .push(valid - mu as u64, &local.values[mu..mu + lambda]);
            }
            _ => self.pieces.push(valid, &local.values[..valid as usize]),
        }
    }

    /// The window after an interval that began at `pos`.
    fn slide_window(&mut self, pos: u64) {
        let end = self.pieces.end();
        let from = end.saturating_sub(self.width as u64);
        if from >= pos {
            self.window.clear();
        } else {
            let keep = (pos - from) as usize;
            self.window.drain(..self.window.len() - keep);
        }
        let start = from.max(pos);
        self.pieces.fill(start, end, &mut self.window);
    }

    /// The answer from a certificate: g(i + p) = g(i) for every i ≥ from.
    fn finish(mut self, from: u64, p: u64) -> Result<(u64, u64, Pieces), PeriodError> {
        let n0 = self.pieces.last_mismatch(0, from, p).map_or(0, |i| i + 1);
        let mut p = p;
        for (r, e) in factorize(p) {
            for _ in 0..e {
                let d = p / r;
                if self.pieces.last_mismatch(n0, n0 + p - d, d).is_some() {
                    break;
                }
                p = d;
            }
        }
        self.pieces.truncate(n0 + p);
        Ok((n0, p, self.pieces))
    }

    /// The answer from the tail: g(i + p) = g(i) for every i ≥ from, p the
    /// least period of the last piece's pattern (a least one: the pieces are
    /// cut to their least cyclic periods), so the least period of the tail.
    fn finish_tail(mut self, from: u64, p: u64) -> Result<(u64, u64, Pieces), PeriodError> {
        let n0 = self.pieces.last_mismatch(0, from, p).map_or(0, |i| i + 1);
        self.pieces.truncate(n0 + p);
        Ok((n0, p, self.pieces))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sg::subtraction::{
        certified_period as table_period, grundy_table, DEFAULT_MAX_TERMS,
    };
    use crate::test_rng::XorShift;
    use itertools::Itertools;

    fn runs(s: &[u64], near: u64) -> Result<Periodic, PeriodError> {
        search(&MoveSet::new(s).unwrap(), 1 << 22, near)
    }

    /// The runs and the table search agree on (n0, p) and every value, with
    /// every move near, every move far, and in between.
    fn agree(s: &[u64]) {
        let moves = MoveSet::new(s).unwrap();
        let want = table_period(&moves, DEFAULT_MAX_TERMS).unwrap();
        let m = s.iter().copied().max().unwrap_or(0);
        for near in [0, 1, 2, m / 2, m] {
            let got = runs(s, near).unwrap_or_else(|e| panic!("S = {:?}, near {}: {}", s, near, e));
            assert_eq!(
                (got.preperiod(), got.period()),
                (want.preperiod(), want.period()),
                "S = {:?}, near {}",
                s,
                near
            );
            let len = (2 * (want.preperiod() + want.period()) + 2 * m) as usize + 10;
            for (n, v) in grundy_table(&moves, len).values().enumerate() {
                assert_eq!(
                    got.value(n as u64),
                    v,
                    "S = {:?}, near {}, n = {}",
                    s,
                    near,
                    n
                );
            }
        }
    }

    #[test]
    fn every_subset_of_one_to_seven() {
        for s in (1..=7u64).powerset() {
            agree(&s);
        }
    }

    #[test]
    fn random_sets_of_up_to_five_moves() {
        let mut rng = XorShift(0x6a09_e667_f3bc_c908);
        for _ in 0..150 {
            let k = 1 + (rng.next() % 5) as usize;
            let s: Vec<u64> = (0..k).map(|_| 1 + rng.next() % 60).collect();
            agree(&s);
        }
    }

    /// Huge moves: the issue's {1, 2, k} both ways, two moves of 10^18, a
    /// scaled set, against the closed forms.
    #[test]
    fn huge_moves_against_the_closed_forms() {
        use crate::sg::subtraction::closed_form::ClosedForm;
        let e18 = 1_000_000_000_000_000_000u64;
        for s in [
            vec![1, 2, 1_000_000_000],
            vec![1, 2, 999_999_999],
            vec![1, 2, e18],
            vec![1, 2, e18 - 1],
            vec![3, e18],
            vec![e18 / 2, e18],
            vec![e18 - 1, e18],
            vec![1, 9, 123_456_789_012],
            vec![5_000, 7_000, 1_000_000_000_000],
            vec![7, 1_000_000_007],
        ] {
            let moves = MoveSet::new(&s).unwrap();
            let g = certified_period(&moves, DEFAULT_MAX_TERMS)
                .unwrap_or_else(|e| panic!("S = {:?}: {}", s, e));
            if let Some(f) = ClosedForm::of(&moves) {
                assert_eq!((g.preperiod(), g.period()), (0, f.period()), "S = {:?}", s);
                let mut rng = XorShift(0x2545_f491_4f6c_dd1d);
                for _ in 0..2000 {
                    let n = rng.next() % (4 * f.period());
                    assert_eq!(g.value(n), f.grundy(n), "S = {:?}, n = {}", s, n);
                }
            }
        }
    }

    /// Four moves, two of them huge, no closed form: the runs certify the
    /// short periods with a handful of intervals.
    #[test]
    fn more_than_three_huge_moves() {
        for (s, want) in [
            (
                vec![1u64, 2, 1_000_000_001, 1_000_000_000_000_000_001],
                (0, 3),
            ),
            (vec![1, 3, 1_000_000_001, 100_000_000_000_000_001], (0, 2)),
            (vec![2, 3, 7, 1_000_000_000_000_000_002], (0, 5)),
        ] {
            let g = certified_period(&MoveSet::new(&s).unwrap(), 100_000)
                .unwrap_or_else(|e| panic!("S = {:?}: {}", s, e));
            assert_eq!((g.preperiod(), g.period()), want, "S = {:?}", s);
            assert!(g.run_count().unwrap() < 5, "S = {:?}", s);
        }
    }

    /// Sets with a far move whose sequences have preperiods, checked
    /// against a plain table long enough to show the whole certificate.
    #[test]
    fn far_moves_with_preperiods() {
        for s in [
            vec![1u64, 4, 10],
            vec![1, 4, 15],
            vec![1, 6, 14],
            vec![1, 6, 16],
            vec![2, 4, 7],
            vec![9, 1, 6],
        ] {
            agree(&s);
        }
    }

    #[test]
    fn refusals_are_typed() {
        // {1, 100} all far, with too small a budget.
        assert_eq!(
            search(&MoveSet::new(&[1, 100]).unwrap(), 10, 0),
            Err(PeriodError::NoCertificate { max_terms: 10 })
        );
        // A period past u64.
        assert_eq!(
            certified_period(
                &MoveSet::new(&[u64::MAX - 1, u64::MAX]).unwrap(),
                DEFAULT_MAX_TERMS
            ),
            Err(PeriodError::NoCertificate {
                max_terms: DEFAULT_MAX_TERMS
            })
        );
        let g = certified_period(&MoveSet::new(&[]).unwrap(), 10).unwrap();
        assert_eq!((g.preperiod(), g.period(), g.value(u64::MAX)), (0, 1, 0));
    }
}
