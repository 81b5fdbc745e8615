//! A helper thread that lists the next block while this one is computed.
//!
//! With many rare heaps (Grundy's game, 0.777) the listing is a large share
//! of the work. The helper keeps its own copy of the table (which outlives
//! the thread: [`Prefetcher::finish`] hands it back for the next one, so a
//! table grown in steps is sent once) and of the rare heaps; the engine asks
//! it for the listing of the block it foresees next ([`Prefetcher::ask`]),
//! with the parts of recent witnesses as many as the helper has time for
//! ([`Prefetcher::idle`]), and takes the answer afterwards
//! ([`Prefetcher::take`]), using it only if the block came as foreseen
//! ([`Listed::fits`]).

use super::super::Rule;
use super::block::{list_rare, Block};
use super::lanes::Lanes;
use super::mask::Mask;
use crate::narrow::Narrow;
use std::ops::Range;
use std::sync::mpsc::{channel, Receiver, Sender};
use std::thread::{Scope, ScopedJoinHandle};

/// A request to the helper: list into `marks` the splits of the heaps
/// `heaps` whose rare part (under `mask`) or `hot` part is at least
/// `lowest` and below the length of the table it knows, after appending
/// `values` to it, but for the `kept` highest rare parts.
struct Job {
    values: Vec<u32>,
    hot: Vec<u32>,
    kept: usize,
    mask: Mask,
    bits: u32,
    heaps: Range<usize>,
    lowest: usize,
    marks: Vec<u8>,
}

/// The helper's answer to a [`Job`]: it listed the rare parts in
/// `lowest..split` for the block `heaps`; those in `split..known` are left
/// to the engine.
pub(super) struct Listed {
    mask: Mask,
    bits: u32,
    heaps: Range<usize>,
    pub(super) lowest: usize,
    pub(super) split: usize,
    pub(super) known: usize,
    pub(super) marks: Vec<u8>,
}

impl Listed {
    /// Whether this is the listing of the block `heaps` under `mask` with
    /// values below 2^bits.
    pub(super) fn fits(&self, heaps: Range<usize>, mask: Mask, bits: u32) -> bool {
        self.heaps == heaps && self.mask == mask && self.bits == bits
    }
}

/// The engine's end of the helper thread.
pub(super) struct Prefetcher<'scope> {
    thread: ScopedJoinHandle<'scope, Narrow>,
    jobs: Sender<Job>,
    results: Receiver<Listed>,
    /// How many values of the table the helper has been sent.
    sent: usize,
    /// Whether a job is out whose answer has not been taken.
    asked: bool,
    /// Whether the last answer taken was ready before it was needed.
    idle: bool,
    /// A marks buffer to send with the next job.
    spare: Vec<u8>,
}

impl<'scope> Prefetcher<'scope> {
    /// Starts the helper thread in `scope`, for `rule`, with `table`, the
    /// first values of the table (as a former helper left them); it ends
    /// with [`finish`](Self::finish).
    pub(super) fn start(
        scope: &'scope Scope<'scope, '_>,
        rule: Rule,
        table: Narrow,
    ) -> Prefetcher<'scope> {
        let (jobs, job_queue) = channel();
        let (done, results) = channel();
        let sent = table.len();
        let thread = scope.spawn(move || list_ahead(rule, table, job_queue, done));
        Prefetcher {
            thread,
            jobs,
            results,
            sent,
            asked: false,
            idle: false,
            spare: Vec::new(),
        }
    }

    /// Asks for the listing of the block `heaps` under `mask` and `bits`,
    /// of the rare parts but the `kept` highest and the `hot` parts from
    /// `lowest` on among the first `known` values of `table` (the values it
    /// lacks are sent along).
    #[allow(clippy::too_many_arguments)]
    pub(super) fn ask(
        &mut self,
        table: &Lanes,
        known: usize,
        hot: Vec<u32>,
        kept: usize,
        mask: Mask,
        bits: u32,
        heaps: Range<usize>,
        lowest: usize,
    ) {
        let job = Job {
            values: (self.sent..known).map(|n| table.get(n)).collect(),
            hot,
            kept,
            mask,
            bits,
            heaps,
            lowest,
            marks: std::mem::take(&mut self.spare),
        };
        self.sent = known;
        self.asked = self.jobs.send(job).is_ok();
    }

    /// The answer to the last job asked, waiting for it if need be.
    pub(super) fn take(&mut self) -> Option<Listed> {
        if !std::mem::replace(&mut self.asked, false) {
            return None;
        }
        let ready = self.results.try_recv();
        self.idle = ready.is_ok();
        match ready {
            Ok(listed) => Some(listed),
            Err(_) => self.results.recv().ok(),
        }
    }

    /// Whether the helper finished its last job before the engine needed
    /// it: it has time for more parts.
    pub(super) fn idle(&self) -> bool {
        self.idle
    }

    /// Hands back a marks buffer for the next job to fill.
    pub(super) fn recycle(&mut self, marks: Vec<u8>) {
        self.spare = marks;
    }

    /// Ends the helper thread; returns its copy of the table.
    pub(super) fn finish(self) -> Narrow {
        drop(self.jobs);
        match self.thread.join() {
            Ok(table) => table,
            Err(panic) => std::panic::resume_unwind(panic),
        }
    }
}

/// The helper thread: keeps its own copy of the table `g` (narrow, as the
/// engine's) and of the rare heaps, and answers each [`Job`] with the
/// listing [`list_rare`] makes, until the job channel closes; returns `g`.
fn list_ahead(rule: Rule, mut g: Narrow, jobs: Receiver<Job>, done: Sender<Listed>) -> Narrow {
    let mut mask: Option<Mask> = None;
    let mut rare: Vec<(u32, u32)> = Vec::new();
    // The parts listed for one job: its rare and hot parts with their values.
    let mut parts: Vec<(u32, u32)> = Vec::new();
    for mut job in jobs {
        if mask != Some(job.mask) {
            mask = Some(job.mask);
            rare.clear();
            rare.extend(g.iter().enumerate().filter_map(|(a, v)| {
                let v = v as u32;
                job.mask.listed(a, v).then_some((a as u32, v))
            }));
        }
        for v in job.values {
            let a = g.len();
            g.push(u64::from(v));
            if job.mask.listed(a, v) {
                rare.push((a as u32, v));
            }
        }
        let width = Block::width_for(job.bits);
        job.marks.clear();
        job.marks.resize(job.heaps.len() * width, 0);
        let lowest = job.lowest; // a plain copy for the closure (edition 2018)
        let lo = rare.partition_point(|&(a, _)| (a as usize) < lowest);
        let hi = rare.len().saturating_sub(job.kept).max(lo);
        let split = rare.get(hi).map_or(g.len(), |&(a, _)| a as usize);
        parts.clear();
        parts.extend_from_slice(&rare[lo..hi]);
        parts.extend(job.hot.iter().filter_map(|&a| {
            let v = g.get(a as usize)?;
            ((a as usize) >= lowest).then_some((a, v as u32))
        }));
        let (parts, heaps, marks) = (&parts[..], job.heaps.clone(), &mut job.marks[..]);
        match &g {
            Narrow::U8(g) => list_rare(g, &rule, parts, heaps, width, marks),
            Narrow::U16(g) => list_rare(g, &rule, parts, heaps, width, marks),
            Narrow::U32(g) => list_rare(g, &rule, parts, heaps, width, marks),
            Narrow::U64(g) => list_rare(g, &rule, parts, heaps, width, marks),
        }
        let listed = Listed {
            mask: job.mask,
            bits: job.bits,
            heaps: job.heaps,
            lowest: job.lowest,
            split,
            known: g.len(),
            marks: job.marks,
        };
        if done.send(listed).is_err() {
            break;
        }
    }
    g
}
