//! The engine's main loop: blocks of heaps, and the work shared with the
//! helper thread.
//!
//! [`SparseEngine::extend_watched`] computes the values a block of heaps at
//! a time: it lists the block's rare parts (or takes the helper's listing
//! of it), then finds each heap's value ([`step`](super::step)). With many
//! rare heaps and a second core, it asks the helper thread for the next
//! block's listing meanwhile, and moves work between the two threads so
//! that neither waits long (see the module docs of [`super`]).

use super::block::{list_rare, Block, BLOCK_MARKS, MAX_BLOCK};
use super::helper::{Listed, Prefetcher};
use super::lanes::{each_mirror, Lanes};
use super::{OutOfMemory, SparseEngine};

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

/// How many values [`SparseEngine::extend_watched`] computes between calls
/// to its watcher.
const WATCH_EVERY: usize = 1 << 12;

/// When [`SparseEngine`] lists blocks ahead on a second thread.
#[derive(Debug, Clone, Copy)]
#[cfg_attr(not(test), allow(dead_code))]
pub(super) enum Helper {
    /// When [`SparseEngine::helper_pays`] says so.
    Auto,
    /// Always (tests, on inputs too small for `Auto`).
    Always,
    /// Always, as if the helper were always ahead: it lists more hot parts
    /// for every block (tests).
    AlwaysIdle,
    /// Always, as if this thread always waited for the helper: it lists
    /// more of the rare parts itself for every block (tests).
    AlwaysBusy,
}

impl SparseEngine {
    /// [`try_extend`](Self::try_extend), calling `watch` with the engine
    /// each time [`WATCH_EVERY`] more values are known.
    pub(crate) fn extend_watched(
        &mut self,
        len: usize,
        max_work: u64,
        watch: &mut dyn FnMut(&SparseEngine),
    ) -> Result<(), OutOfMemory> {
        assert!(len < u32::MAX as usize, "sparse engine: {} heaps", len);
        let mut watched = self.len();
        if self.lanes.capacity() < len {
            self.try_reserve(len.max(2 * self.lanes.capacity()))?;
        }
        std::thread::scope(|scope| {
            let mut helper: Option<Prefetcher> = None;
            // The helper's listing of this block, if it was asked for.
            let mut ahead: Option<Listed> = None;
            let mut done = Ok(());
            while self.len() < len && self.work() < max_work && done.is_ok() {
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
                // So does the work bound, and memory that cannot be had.
                while self.len() < start + size && self.bits == block.bits && self.work() < max_work
                {
                    let v = self.next_value(block);
                    if !self.lanes.holds(v) {
                        // Widening moves the table the helper reads.
                        if let Some(h) = helper.take() {
                            h.finish();
                        }
                    }
                    done = self.record(v);
                    if done.is_err() {
                        break;
                    }
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
            done
        })
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
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sg::octal::naive_table;
    use crate::sg::octal::testing::{random_code, rule};
    use crate::sg::octal::Rule;
    use crate::test_rng::XorShift;

    // These tests are the ones Miri runs on the table shared with the
    // helper thread (`scripts/miri.sh`): under Miri, on tables a thirtieth
    // as long, one code and no random ones.

    /// How many values the tests grow an engine to.
    const LEN: usize = if cfg!(miri) { 100 } else { 3000 };

    /// How many random codes a test adds to its named ones.
    fn random_codes(count: usize) -> usize {
        if cfg!(miri) {
            0
        } else {
            count
        }
    }

    /// Grows an engine for each code (the named ones and `random` random
    /// ones) to LEN values in random steps of at most `most` heaps, so
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
        codes.extend((0..random_codes(random)).map(|_| random_code(&mut rng, 4)));
        for code in &codes {
            let r = rule(code);
            let mut engine = SparseEngine::new(r.clone());
            engine.helper = helper;
            while engine.len() < LEN {
                let step = 1 + (rng.next() % most) as usize;
                engine.extend_to((engine.len() + step).min(LEN));
            }
            assert_eq!(
                engine.into_values(),
                naive_table(&r, LEN - 1),
                "code {}",
                code
            );
        }
    }

    /// The engine works in blocks of heaps; growing the table a few heaps
    /// at a time (as `certified_period` does) cuts them elsewhere and must
    /// give the same values.
    #[test]
    #[cfg_attr(miri, ignore = "no unsafe here: the helper thread never starts")]
    fn growing_in_steps_changes_nothing() {
        let named = ["0.77", "0.137", "0.56", "4.07", "grundy"];
        grown_in_steps_is_naive(Helper::Auto, &named, 20, 300, 0x9e37_79b9_7f4a_7c15);
    }

    /// With the helper thread listing every block ahead (on these sizes it
    /// would not start by itself), so that foreseen blocks are sometimes
    /// used and sometimes thrown away: the values are still the naive ones.
    #[test]
    fn helper_thread_changes_nothing() {
        let named: &[&str] = if cfg!(miri) {
            &["0.777"]
        } else {
            &["0.77", "0.07", "0.56", "0.777", "4.07", "grundy"]
        };
        grown_in_steps_is_naive(
            Helper::Always,
            named,
            30,
            LEN as u64 / 3,
            0x5851_f42d_4c95_7f2d,
        );
    }

    /// A value past 255 with the helper thread running: the table widens to
    /// 16 bits (and moves), so the helper it shares the table with ends
    /// first, and a new one starts. 0.777 has its first such value at heap
    /// 2860, checked against the naive table. Under Miri (where the naive
    /// table of this rule costs more than the engine), a rule whose
    /// values pass 255 at heap 257, against its closed form: take 1 and
    /// leave one heap or two, or take 2 to 256 and leave one. For
    /// 1 ≤ x ≤ 257, heap x moves to every heap 1..x − 1 (whose values are
    /// 0..x − 2), and a split of x − 1 into two heaps a + b has value
    /// (a − 1) ⊕ (b − 1) ≤ x − 3, so g(x) = x − 1.
    #[test]
    fn widening_with_the_helper_changes_nothing() {
        let (code, len) = if cfg!(miri) {
            (format!("0.6{}", "2".repeat(255)), 258)
        } else {
            ("0.777".to_string(), 4000)
        };
        let mut engine = SparseEngine::new(rule(&code));
        engine.helper = Helper::Always;
        engine.extend_to(len);
        assert!(matches!(engine.lanes, Lanes::U16(_)), "no widening");
        let expected = if cfg!(miri) {
            (0..len as u32).map(|x| x.saturating_sub(1)).collect()
        } else {
            naive_table(&rule(&code), len - 1)
        };
        assert_eq!(engine.into_values(), expected);
    }

    /// Grundy's game (many rare candidates) to 2·LEN values with the helper
    /// thread forced by `helper`: checks the values are the naive ones and
    /// returns the engine's final (hot_values, kept_rare).
    fn forced_grundy_is_naive(helper: Helper) -> (usize, usize) {
        let mut engine = SparseEngine::new(Rule::grundys_game());
        engine.helper = helper;
        engine.extend_to(2 * LEN);
        let shares = (engine.hot_values, engine.kept_rare);
        assert_eq!(
            engine.into_values(),
            naive_table(&Rule::grundys_game(), 2 * LEN - 1)
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
}
