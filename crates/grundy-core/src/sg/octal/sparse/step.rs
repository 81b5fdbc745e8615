//! One heap's value: its options, and the least value no option has.

use super::block::{mark_splits, Block};
use super::lanes::{each_mirror, Lanes, Mirror};
use super::mask::Mask;
use super::witness::Witnesses;
use super::SparseEngine;
use crate::sg::narrow::Cell;
use crate::sg::octal::Rule;

impl SparseEngine {
    /// The next heap's value, in the block `block` (listed under the
    /// current `bits`), to [`record`](Self::record).
    pub(super) fn next_value(&mut self, block: Block) -> u32 {
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
        // Every split listed, or none possible (a heap below every split
        // digit's reach: no witness to try, no pair to scan).
        let every_pair_listed = (mask.lists() && rare.len() == x.saturating_sub(1))
            || rule.split.first().map_or(true, |&j| x < j + 2);
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
