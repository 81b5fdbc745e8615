//! The sparse-space (rare/common) engine (Gangolli–Plambeck; Flammenkamp).
//!
//! Fix a bit mask M and call a heap *rare* when `popcount(g & M)` is even
//! (with, for some rules, the heap's parity as one more bit), *common*
//! otherwise ([`mask`]). Two parts of one class make an option of the rare
//! class, a rare and a common part one of the common class. So every common
//! option value of a split comes from a pair with a rare part, and the few
//! rare heaps give all of them at once ([`block`]). That gives a candidate
//! mex: if it is common it is the mex; if it is rare, it may still be
//! reached by a common ⊕ common pair, which recent witnesses or a scan
//! decide ([`witness`], over the narrow mirrored table of [`lanes`], the
//! engine's only copy of the values). The scan runs to the end only when
//! g(x) itself is rare, which the mask makes rare. The engine learns M from
//! the values so far. The result equals [`naive_table`](super::naive_table)
//! exactly; only the time differs.
//!
//! With many rare heaps and a second core, a helper thread lists the next
//! block while the current one is computed ([`helper`]). The two threads
//! share the work so that neither waits long: while the helper has time to
//! spare, it also lists the parts of recent witnesses, so that fewer rare
//! candidates are left for this thread to decide; while this thread waits
//! for it, this thread lists some of the rare parts itself.

mod block;
mod helper;
mod lanes;
mod mask;
mod witness;

use super::Rule;
use crate::sg::narrow::{Cell, Narrow};
use block::{list_rare, mark_splits, Block, BLOCK_MARKS, MAX_BLOCK};
use helper::{Listed, Prefetcher};
use lanes::{each_mirror, Lanes, Mirror};
use mask::Mask;
use witness::Witnesses;

/// The helper thread starts once this many heaps are rare (the listing is
/// then a large share of the work: Grundy's game has 1273 by 10^5) and at
/// least HELPER_MIN_HEAPS heaps are left to compute.
const HELPER_MIN_RARE: usize = 256;
const HELPER_MIN_HEAPS: usize = 1 << 16;

/// How many values' hot parts ([`Witnesses::hot_parts`]) the engine adds
/// or drops for each block the helper lists, and how many rare parts it
/// takes from or hands back to the helper.
const HOT_STEP: usize = 8;
const KEPT_STEP: usize = 8;

/// [`BLOCK_MARKS`] while the helper thread runs: its rows are not in this
/// thread's cache anyway, and each block costs a round trip.
const HELPER_BLOCK_MARKS: usize = 1 << 16;

/// The sparse-space engine: computes g(0), g(1), … in order, learning its
/// mask from the values so far.
///
/// For each heap x it lists the splits with a rare part (all common
/// options; mostly for a block of consecutive heaps at once, reading the
/// table forward), takes the least value c not listed, and while c is rare
/// looks for a split with g(a) ⊕ g(x − j − a) = c: first among recent
/// witnesses of c, then by a vectorized scan over a. The time is O(n · r)
/// for r rare heaps, plus O(n) for each heap whose own value is rare or
/// whose rare candidates are reached late.
#[derive(Debug, Clone)]
pub struct SparseEngine {
    rule: Rule,
    /// The current mask; `rare` lists (a, g(a)) for the heaps a ≥ 1 that
    /// are rare, a increasing.
    mask: Mask,
    /// Whether the mask may count the heaps' parity (every split distance
    /// has one parity).
    parity: bool,
    rare: Vec<(u32, u32)>,
    /// How many heaps ≥ 1 have each extended value (length 2^(bits + 1)).
    count: Vec<u64>,
    /// All values so far are below 2^bits.
    bits: u32,
    /// The values g[0..len), narrow and mirrored.
    lanes: Lanes,
    /// The options of the block of heaps being computed, a row per heap:
    /// marks[i · (2^bits + 1) + v] = 1 when v is known to be an option of
    /// heap start + i.
    marks: Vec<u8>,
    /// The table length at which the mask is learned again.
    next_learn: usize,
    witnesses: Witnesses,
    /// When to list blocks ahead on a second thread.
    helper: Helper,
    /// The helper lists the hot parts of the values below this too.
    hot_values: usize,
    /// How many of the highest rare parts of the helper's blocks this
    /// thread lists itself.
    kept_rare: usize,
}

/// How many values [`SparseEngine::extend_watched`] computes between calls
/// to its watcher.
const WATCH_EVERY: usize = 1 << 12;

/// When [`SparseEngine`] lists blocks ahead on a second thread.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Helper {
    /// When [`SparseEngine::helper_pays`] says so.
    Auto,
    /// Always (tests, on inputs too small for `Auto`).
    #[cfg_attr(not(test), allow(dead_code))]
    Always,
    /// Always, as if the helper were always ahead: it lists more hot parts
    /// for every block (tests).
    #[cfg_attr(not(test), allow(dead_code))]
    AlwaysIdle,
    /// Always, as if this thread always waited for the helper: it lists
    /// more of the rare parts itself for every block (tests).
    #[cfg_attr(not(test), allow(dead_code))]
    AlwaysBusy,
}

impl SparseEngine {
    /// An engine for `rule` that has computed nothing yet.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use grundy_core::sg::octal::{Rule, SparseEngine};
    /// let mut engine = SparseEngine::new(Rule::parse("0.07").unwrap());
    /// engine.extend_to(10);
    /// assert_eq!(engine.into_values(), [0, 0, 1, 1, 2, 0, 3, 1, 1, 0]);
    /// ```
    pub fn new(rule: Rule) -> SparseEngine {
        let offset = rule.split.first().copied().unwrap_or(0);
        let parity = rule.split.iter().all(|&j| (j ^ offset) & 1 == 0);
        SparseEngine {
            rule,
            mask: Mask::every_heap_rare(offset),
            parity,
            rare: Vec::new(),
            count: vec![0; 2],
            bits: 0,
            lanes: Lanes::new(),
            marks: Vec::new(),
            next_learn: 16,
            witnesses: Witnesses::new(2),
            helper: Helper::Auto,
            hot_values: 0,
            kept_rare: 0,
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
    /// use grundy_core::sg::octal::{Rule, SparseEngine};
    /// let mut engine = SparseEngine::new(Rule::grundys_game());
    /// engine.extend_to(9);
    /// assert_eq!(engine.into_values(), [0, 0, 0, 1, 0, 2, 1, 0, 2]);
    /// ```
    pub fn extend_to(&mut self, len: usize) {
        self.extend_watched(len, &mut |_| {});
    }

    /// [`extend_to`](Self::extend_to), calling `watch` with the engine
    /// each time [`WATCH_EVERY`] more values are known.
    pub(in crate::sg::octal) fn extend_watched(
        &mut self,
        len: usize,
        watch: &mut dyn FnMut(&SparseEngine),
    ) {
        assert!(len < u32::MAX as usize, "sparse engine: {} heaps", len);
        let mut watched = self.len();
        if self.lanes.capacity() < len {
            self.lanes.reserve(len.max(2 * self.lanes.capacity()));
        }
        std::thread::scope(|scope| {
            let mut helper: Option<Prefetcher> = None;
            // The helper's listing of this block, if it was asked for.
            let mut ahead: Option<Listed> = None;
            while self.len() < len {
                let start = self.len();
                let marks = if helper.is_some() {
                    HELPER_BLOCK_MARKS
                } else {
                    BLOCK_MARKS
                };
                let size = self.block_size(start, len, marks);
                let block = match ahead.take() {
                    Some(listed) if listed.fits(start..start + size, self.mask, self.bits) => {
                        let (block, old_marks) = self.use_listed(start, size, listed);
                        if let Some(h) = &mut helper {
                            h.recycle(old_marks);
                        }
                        block
                    }
                    stale => {
                        if let (Some(listed), Some(h)) = (stale, &mut helper) {
                            h.recycle(listed.marks);
                        }
                        self.list_block(start, size)
                    }
                };
                if helper.is_none() && self.helper_pays(len - start) {
                    let table = self.lanes.shared();
                    // SAFETY: the table has room for `len` values, reserved
                    // above, so pushing never moves it; the helper ends
                    // before a value too wide for its cells moves it (below)
                    // and before this call returns; `ask_ahead` sends only
                    // lengths already written.
                    helper = Some(unsafe { Prefetcher::start(scope, self.rule.clone(), table) });
                }
                if let Some(h) = &mut helper {
                    self.ask_ahead(h, start, size, len);
                }
                // A value of 2^bits or more ends the block: the rows are too
                // narrow for the next heap's options.
                while self.len() < start + size && self.bits == block.bits {
                    let v = self.next_value(block);
                    if !self.lanes.holds(v) {
                        // Widening moves the table the helper reads.
                        if let Some(h) = helper.take() {
                            h.finish();
                        }
                    }
                    self.record(v);
                }
                if self.len() == self.next_learn {
                    self.learn_mask();
                }
                ahead = helper.as_mut().and_then(Prefetcher::take);
                if self.len() >= watched + WATCH_EVERY {
                    watched = self.len();
                    watch(self);
                }
            }
            if let Some(h) = helper {
                h.finish();
            }
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
            Helper::Always | Helper::AlwaysIdle | Helper::AlwaysBusy => true,
            Helper::Auto => {
                self.rare.len() >= HELPER_MIN_RARE
                    && left >= HELPER_MIN_HEAPS
                    && std::thread::available_parallelism().is_ok_and(|n| n.get() > 1)
            }
        }
    }

    /// Asks the helper for the next block after the block of `size` heaps
    /// from `start`, as it will be if no value outgrows the rows and the
    /// mask is not learned again in between. Its rare (and hot) parts from
    /// size + next_size on have their other part below `start`, known now.
    fn ask_ahead(&mut self, helper: &mut Prefetcher, start: usize, size: usize, len: usize) {
        let next = start + size;
        if next < len && next < self.next_learn {
            let next_size = self.block_size(next, len, HELPER_BLOCK_MARKS);
            // While the helper finishes ahead of this thread, it takes back
            // the rare parts this thread kept, then lists more hot parts
            // (each saves this thread some rare candidates); while this
            // thread waits for it, the other way round. So the two stay
            // busy. (At most every value's hot parts, and every rare part:
            // a long run one way must not build up a count that takes long
            // to come down.)
            let idle = match self.helper {
                Helper::AlwaysIdle => true,
                Helper::AlwaysBusy => false,
                Helper::Auto | Helper::Always => helper.idle(),
            };
            if idle && self.kept_rare > 0 {
                self.kept_rare = self.kept_rare.saturating_sub(KEPT_STEP);
            } else if idle {
                self.hot_values = (self.hot_values + HOT_STEP).min((1 << self.bits) + 1);
            } else if self.hot_values > 0 {
                self.hot_values = self.hot_values.saturating_sub(HOT_STEP);
            } else {
                self.kept_rare = (self.kept_rare + KEPT_STEP).min(self.rare.len());
            }
            let hot = self.witnesses.hot_parts(self.hot_values);
            helper.ask(
                start,
                hot,
                self.kept_rare,
                self.mask,
                self.bits,
                next..next + next_size,
                size + next_size,
            );
        }
    }

    /// The block of `size` heaps from `start` as the helper listed it,
    /// with the rare parts it left to this thread listed here; returns it
    /// with the marks buffer it replaces.
    fn use_listed(&mut self, start: usize, size: usize, listed: Listed) -> (Block, Vec<u8>) {
        // Plain copies for the closures (an edition-2018 closure would
        // capture all of `listed`, partly moved; the bundles compile in
        // 2018).
        let (lowest, split, known) = (listed.lowest, listed.split, listed.known);
        let old = std::mem::replace(&mut self.marks, listed.marks);
        let rare = &self.rare;
        let block = Block {
            start,
            bits: self.bits,
            lo: rare.partition_point(|&(a, _)| (a as usize) < lowest),
            hi: rare.partition_point(|&(a, _)| (a as usize) < known),
        };
        let kept = &rare[rare.partition_point(|&(a, _)| (a as usize) < split)..block.hi];
        if !kept.is_empty() {
            let (rule, width, marks) = (&self.rule, block.width(), &mut self.marks[..]);
            let heaps = start..start + size;
            each_mirror!(&self.lanes, t => list_rare(&t.fwd, rule, kept, heaps, width, marks));
        }
        (block, old)
    }

    /// How many values are computed (g[0..len)).
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use grundy_core::sg::octal::{Rule, SparseEngine};
    /// let mut engine = SparseEngine::new(Rule::parse("0.77").unwrap());
    /// engine.extend_to(5);
    /// assert_eq!((engine.len(), engine.value(4)), (5, 1));
    /// ```
    pub fn len(&self) -> usize {
        self.lanes.len()
    }

    /// Whether no value is computed yet.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use grundy_core::sg::octal::{Rule, SparseEngine};
    /// assert!(SparseEngine::new(Rule::parse("0.77").unwrap()).is_empty());
    /// ```
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// g(n), for n < [`len`](Self::len).
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Panics
    /// If n ≥ len.
    ///
    /// # Example
    /// ```
    /// use grundy_core::sg::octal::{Rule, SparseEngine};
    /// let mut engine = SparseEngine::new(Rule::parse("0.77").unwrap());
    /// engine.extend_to(5);
    /// assert_eq!(engine.value(3), 3);
    /// ```
    pub fn value(&self, n: usize) -> u32 {
        self.lanes.get(n)
    }

    /// The engine's values, consumed, in the narrowest type that holds
    /// them (the engine's own table, not a copy).
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use grundy_core::sg::narrow::Narrow;
    /// use grundy_core::sg::octal::{Rule, SparseEngine};
    /// let mut engine = SparseEngine::new(Rule::parse("0.77").unwrap());
    /// engine.extend_to(3);
    /// assert_eq!(engine.into_narrow(), Narrow::U8(vec![0, 1, 2]));
    /// ```
    pub fn into_narrow(self) -> Narrow {
        self.lanes.into_narrow()
    }

    /// The engine's values, consumed, as `u32`.
    ///
    /// # Complexity
    /// O(len).
    ///
    /// # Example
    /// ```
    /// use grundy_core::sg::octal::{Rule, SparseEngine};
    /// let mut engine = SparseEngine::new(Rule::parse("0.77").unwrap());
    /// engine.extend_to(3);
    /// assert_eq!(engine.into_values(), vec![0, 1, 2]);
    /// ```
    pub fn into_values(self) -> Vec<u32> {
        self.into_narrow().iter().map(|v| v as u32).collect()
    }

    /// `f` applied to the table as a slice of its cell type.
    pub(in crate::sg::octal) fn with_table<F: TableFn>(&self, f: F) -> F::Out {
        each_mirror!(&self.lanes, m => f.call(&m.fwd))
    }

    /// How many heaps ≥ 1 are rare under the current mask (a measure of the
    /// engine's work per heap).
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use grundy_core::sg::octal::{Rule, SparseEngine};
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
    /// is then known for every heap x of the block. Returns the block with
    /// the range lo..hi of `rare` it covered; [`next_value`](Self::next_value)
    /// lists the rest.
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
        let heaps = start..start + size;
        each_mirror!(&self.lanes, t => list_rare(&t.fwd, rule, rare, heaps, width, marks));
        block
    }

    /// The next heap's value, in the block `block` (listed under the
    /// current `bits`), to [`record`](Self::record).
    fn next_value(&mut self, block: Block) -> u32 {
        let x = self.len();
        let width = block.width();
        let step = Step {
            rule: &self.rule,
            rare: &self.rare,
            mask: self.mask,
            block,
            row: &mut self.marks[(x - block.start) * width..][..width],
            witnesses: &mut self.witnesses,
        };
        each_mirror!(&self.lanes, t => step.mex(t))
    }

    fn record(&mut self, v: u32) {
        let x = self.len();
        self.lanes.push(v);
        if v >> self.bits != 0 {
            while v >> self.bits != 0 {
                self.bits += 1;
            }
            self.count.resize(2 << self.bits, 0);
            self.witnesses.grow((1 << self.bits) + 1);
        }
        if x >= 1 {
            self.count[self.mask.slot(x, v)] += 1;
            if self.mask.listed(x, v) {
                self.rare.push((x as u32, v));
            }
        }
    }

    /// Learns the mask again from the value counts (rebuilding the list of
    /// rare heaps if it changes), and sets when to learn next.
    fn learn_mask(&mut self) {
        let mask = self.mask.learned(&self.count, self.parity);
        if mask != self.mask {
            self.mask = mask;
            self.rare.clear();
            let g = &self.lanes;
            self.rare.extend((0..g.len()).filter_map(|a| {
                let v = g.get(a);
                mask.listed(a, v).then_some((a as u32, v))
            }));
        }
        self.next_learn = self
            .next_learn
            .saturating_mul(2)
            .min(self.len() + (1 << 16));
    }
}

/// A function of the table in any cell type (Rust closures cannot be
/// generic): what [`SparseEngine::with_table`] and the helper thread call.
pub(in crate::sg::octal) trait TableFn {
    type Out;
    fn call<T: Cell>(self, g: &[T]) -> Self::Out;
}

/// What [`SparseEngine::next_value`] needs to find the next heap's value.
struct Step<'a> {
    rule: &'a Rule,
    rare: &'a [(u32, u32)],
    mask: Mask,
    block: Block,
    /// The heap's row of option marks.
    row: &'a mut [u8],
    witnesses: &'a mut Witnesses,
}

impl Step<'_> {
    /// The value of heap x = t.len(): its take-one options and the splits
    /// with a rare part not in the block's listing are marked; then the
    /// least unmarked value c is the mex if it is common, or if it is rare
    /// and no split makes it.
    fn mex<T: Cell>(self, t: &Mirror<T>) -> u32 {
        let Step {
            rule,
            rare,
            mask,
            block,
            row,
            witnesses,
        } = self;
        let g = &t.fwd[..];
        let x = g.len();
        if rule.take_all.contains(&x) {
            row[0] = 1;
        }
        for &j in &rule.take_one {
            if x > j {
                row[g[x - j].index()] = 1;
            }
        }
        // Every split with a rare part: all common option values (and some
        // rare ones). With every heap rare nothing is common and nothing is
        // listed. The block listed the rare parts in lo..hi; here the few
        // others: the small rare heaps, and the rare heaps of the block so
        // far.
        for &j in &rule.split {
            if x < j + 2 {
                continue;
            }
            for part in [&rare[..block.lo], &rare[block.hi..]] {
                mark_splits(row, &g[..x - j], part, rule.unequal);
            }
        }
        let every_pair_listed = mask.lists() && rare.len() == x.saturating_sub(1);
        let mut c = 0;
        loop {
            while row[c] != 0 {
                c += 1;
            }
            // A missing common value is the mex; so is a missing rare value
            // that no split makes.
            let v = c as u32;
            if !mask.rare(x, v) || every_pair_listed || !witnesses.split_makes(t, rule, x, v) {
                return v;
            }
            row[c] = 1;
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
/// use grundy_core::sg::octal::{naive_table, sparse_table, Rule};
/// let rule = Rule::parse("0.137").unwrap();
/// let fast: Vec<u64> = sparse_table(&rule, 500).into_iter().map(u64::from).collect();
/// assert_eq!(fast, naive_table(&rule, 500));
/// ```
pub fn sparse_table(rule: &Rule, n: usize) -> Vec<u32> {
    let mut engine = SparseEngine::new(rule.clone());
    engine.extend_to(n.saturating_add(1));
    engine.into_values()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sg::octal::naive_table;
    use crate::sg::octal::testing::{
        random_code, rule, wide, DAWSON, GRUNDY, GRUNDY_ZEROS, KAYLES,
    };
    use crate::test_rng::XorShift;

    #[test]
    fn known_values_from_oeis() {
        assert_eq!(sparse_table(&rule("0.77"), 104), KAYLES);
        assert_eq!(sparse_table(&rule("0.137"), 131), DAWSON);
        let mut dawsons_kayles = vec![0];
        dawsons_kayles.extend_from_slice(&DAWSON[..131]);
        assert_eq!(sparse_table(&rule("0.07"), 131), dawsons_kayles);
        assert_eq!(sparse_table(&Rule::grundys_game(), 104), GRUNDY);
    }

    #[test]
    fn grundys_game_zeros_are_oeis_a036685() {
        let g = sparse_table(&Rule::grundys_game(), 1299);
        let zeros: Vec<usize> = (0..1300).filter(|&n| g[n] == 0).collect();
        assert_eq!(zeros, GRUNDY_ZEROS);
    }

    fn sparse_matches_naive(codes: usize, n: usize, seed: u64) {
        let mut rng = XorShift(seed);
        let mut named: Vec<String> = [
            "0.77", "0.07", "0.137", "0.16", "0.56", "0.777", "4.07", "0.6", "0.007", "0.104",
            "0.106", "0.054",
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
        assert_eq!(
            wide(sparse_table(&Rule::grundys_game(), n)),
            naive_table(&Rule::grundys_game(), n)
        );
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
            while engine.len() < 3000 {
                let step = 1 + (rng.next() % most) as usize;
                engine.extend_to((engine.len() + step).min(3000));
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

    /// 0.777 has a value past 255 at heap 2860, with the helper thread
    /// running: the table widens to 16 bits (and moves), so the helper it
    /// shares the table with ends first, and a new one starts.
    #[test]
    fn widening_with_the_helper_changes_nothing() {
        let mut engine = SparseEngine::new(rule("0.777"));
        engine.helper = Helper::Always;
        engine.extend_to(4000);
        assert!(matches!(engine.lanes, Lanes::U16(_)), "no widening");
        assert_eq!(
            wide(engine.into_values()),
            naive_table(&rule("0.777"), 3999)
        );
    }

    /// Grundy's game (many rare candidates) to 6000 values with the helper
    /// thread forced by `helper`: checks the values are the naive ones and
    /// returns the engine's final (hot_values, kept_rare).
    fn forced_grundy_is_naive(helper: Helper) -> (usize, usize) {
        let mut engine = SparseEngine::new(Rule::grundys_game());
        engine.helper = helper;
        engine.extend_to(6000);
        let shares = (engine.hot_values, engine.kept_rare);
        assert_eq!(
            wide(engine.into_values()),
            naive_table(&Rule::grundys_game(), 5999)
        );
        shares
    }

    /// With the helper thread listing hot parts from the start.
    #[test]
    fn hot_parts_change_nothing() {
        let (hot_values, _) = forced_grundy_is_naive(Helper::AlwaysIdle);
        assert!(hot_values > 0, "the helper listed no hot parts");
    }

    /// With this thread listing more of the rare parts for every block.
    #[test]
    fn kept_rare_parts_change_nothing() {
        let (_, kept_rare) = forced_grundy_is_naive(Helper::AlwaysBusy);
        assert!(kept_rare > 0, "this thread kept no rare parts");
    }

    /// `cargo test --release -p grundy-core -- --ignored`: 400 random codes.
    #[test]
    #[ignore]
    fn sparse_equals_naive_many() {
        sparse_matches_naive(400, 3000, 0x1234_5678_9abc_def1);
    }

    /// 0.104 and 0.106 have about half their heaps rare under any mask of
    /// value bits alone; with the heap's parity as one more bit (their one
    /// split distance is 3), only a few dozen, and the engine runs at
    /// sparse speed (Flammenkamp counts 15 rare heaps for 0.106).
    #[test]
    fn the_parity_bit_makes_0104_and_0106_sparse() {
        for code in ["0.104", "0.106"] {
            let mut engine = SparseEngine::new(rule(code));
            engine.extend_to(100_000);
            assert!(
                engine.rare_heaps() <= 20,
                "{}: {}",
                code,
                engine.rare_heaps()
            );
            assert!(engine.mask.bits() & 1 == 1, "{}: parity unused", code);
        }
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
        assert_eq!(engine.value(49_999), KAYLES[71 + (49_999 - 71) % 12]);
    }
}
