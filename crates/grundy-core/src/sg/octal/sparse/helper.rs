//! A helper thread that lists the next block while this one is computed.
//!
//! With many rare heaps (Grundy's game, 0.777) the listing is a large share
//! of the work. The helper reads the engine's table as the engine appends
//! to it ([`SharedTable`]) and keeps its own list of the rare heaps; the
//! engine asks it for the listing of the block it foresees next
//! ([`Prefetcher::ask`]),
//! with the parts of recent witnesses as many as the helper has time for
//! ([`Prefetcher::idle`]), and takes the answer afterwards
//! ([`Prefetcher::take`]), using it only if the block came as foreseen
//! ([`Listed::fits`]).

use super::super::Rule;
use super::block::{list_rare, Block};
use super::lanes::SharedTable;
use super::mask::Mask;
use super::TableFn;
use crate::sg::narrow::Cell;
use std::ops::Range;
use std::sync::mpsc::{channel, Receiver, Sender, TryRecvError};
use std::thread::{Scope, ScopedJoinHandle};

/// A request to the helper: list into `marks` the splits of the heaps
/// `heaps` whose rare part (under `mask`) or `hot` part is at least
/// `lowest` and below `known`, the length of the table written so far, but
/// for the `kept` highest rare parts.
struct Job {
    known: usize,
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
    thread: ScopedJoinHandle<'scope, ()>,
    jobs: Sender<Job>,
    results: Receiver<Listed>,
    /// Whether a job is out whose answer has not been taken.
    asked: bool,
    /// Whether the last answer taken was ready before it was needed.
    idle: bool,
    /// A marks buffer to send with the next job.
    spare: Vec<u8>,
}

impl<'scope> Prefetcher<'scope> {
    /// Starts the helper thread in `scope`, for `rule`, reading `table`; it
    /// ends with [`finish`](Self::finish).
    ///
    /// # Safety
    /// Until `finish` returns, the engine keeps the promises of
    /// [`SharedTable`], and each job's `known` values are written when it
    /// is asked.
    pub(super) unsafe fn start(
        scope: &'scope Scope<'scope, '_>,
        rule: Rule,
        table: SharedTable,
    ) -> Prefetcher<'scope> {
        let (jobs, job_queue) = channel();
        let (done, results) = channel();
        let thread = scope.spawn(move || list_ahead(rule, table, job_queue, done));
        Prefetcher {
            thread,
            jobs,
            results,
            asked: false,
            idle: false,
            spare: Vec::new(),
        }
    }

    /// Asks for the listing of the block `heaps` under `mask` and `bits`,
    /// of the rare parts but the `kept` highest and the `hot` parts from
    /// `lowest` on among the first `known` values of the table (all
    /// written by now).
    #[allow(clippy::too_many_arguments)]
    pub(super) fn ask(
        &mut self,
        known: usize,
        hot: Vec<u32>,
        kept: usize,
        mask: Mask,
        bits: u32,
        heaps: Range<usize>,
        lowest: usize,
    ) {
        let job = Job {
            known,
            hot,
            kept,
            mask,
            bits,
            heaps,
            lowest,
            marks: std::mem::take(&mut self.spare),
        };
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
            Err(_) => spin_recv(&self.results),
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

    /// Ends the helper thread, once it has finished reading the table.
    pub(super) fn finish(self) {
        drop(self.jobs);
        if let Err(panic) = self.thread.join() {
            std::panic::resume_unwind(panic);
        }
    }
}

/// The helper thread: keeps its own list of the rare heaps of `table`
/// and answers each [`Job`] with the listing [`list_rare`] makes, until
/// the job channel closes.
fn list_ahead(rule: Rule, table: SharedTable, jobs: Receiver<Job>, done: Sender<Listed>) {
    let mut state = State {
        rule,
        mask: None,
        seen: 0,
        rare: Vec::new(),
        parts: Vec::new(),
    };
    while let Some(job) = spin_recv(&jobs) {
        // SAFETY: the promise of `Prefetcher::start`: the first
        // `job.known` values are written and stay put until `finish`.
        let listed = unsafe { table.with_prefix(job.known, Answer(&mut state, job)) };
        if done.send(listed).is_err() {
            break;
        }
    }
}

/// The next message of `channel`, waiting for it, or `None` once the
/// channel is closed. It polls for a while before it sleeps: the other
/// thread answers within a block's time (a tenth of a millisecond or so),
/// and putting a thread to sleep and waking it costs system calls that took
/// a tenth of Grundy's game's time at 2·10^7 values (measured with `perf`).
fn spin_recv<M>(channel: &Receiver<M>) -> Option<M> {
    for _ in 0..SPINS {
        match channel.try_recv() {
            Ok(message) => return Some(message),
            Err(TryRecvError::Disconnected) => return None,
            Err(TryRecvError::Empty) => std::hint::spin_loop(),
        }
    }
    channel.recv().ok()
}

/// How many times [`spin_recv`] polls before it sleeps (about a
/// millisecond; under Miri, whose threads take turns, a few).
const SPINS: usize = if cfg!(miri) { 4 } else { 1 << 14 };

/// What the helper thread keeps between jobs.
struct State {
    rule: Rule,
    /// The mask of the last job, under which `rare` lists the rare heaps
    /// below `seen`.
    mask: Option<Mask>,
    seen: usize,
    rare: Vec<(u32, u32)>,
    /// The parts listed for one job: its rare and hot parts with their
    /// values.
    parts: Vec<(u32, u32)>,
}

/// The answer to a job, over the table as the job knows it.
struct Answer<'a>(&'a mut State, Job);

impl TableFn for Answer<'_> {
    type Out = Listed;
    fn call<T: Cell>(self, g: &[T]) -> Listed {
        let Answer(state, mut job) = self;
        let value = |a: usize| Into::<u64>::into(g[a]) as u32;
        // The rare heaps: all again under a new mask, else the new ones.
        if state.mask != Some(job.mask) {
            state.mask = Some(job.mask);
            state.seen = 0;
            state.rare.clear();
        }
        let mask = job.mask;
        state.rare.extend((state.seen..g.len()).filter_map(|a| {
            let v = value(a);
            mask.listed(a, v).then_some((a as u32, v))
        }));
        state.seen = g.len();
        let width = Block::width_for(job.bits);
        job.marks.clear();
        job.marks.resize(job.heaps.len() * width, 0);
        let (rare, parts) = (&state.rare, &mut state.parts);
        let lowest = job.lowest; // a plain copy for the closures (edition 2018)
        let lo = rare.partition_point(|&(a, _)| (a as usize) < lowest);
        let hi = rare.len().saturating_sub(job.kept).max(lo);
        let split = rare.get(hi).map_or(g.len(), |&(a, _)| a as usize);
        parts.clear();
        parts.extend_from_slice(&rare[lo..hi]);
        parts.extend(job.hot.iter().filter_map(|&a| {
            let a = a as usize;
            (lowest..g.len()).contains(&a).then(|| (a as u32, value(a)))
        }));
        list_rare(
            g,
            &state.rule,
            parts,
            job.heaps.clone(),
            width,
            &mut job.marks,
        );
        Listed {
            mask: job.mask,
            bits: job.bits,
            heaps: job.heaps,
            lowest: job.lowest,
            split,
            known: g.len(),
            marks: job.marks,
        }
    }
}
