//! A helper thread that lists the next block while this one is computed.
//!
//! With many rare heaps (Grundy's game, 0.777) the listing is a large share
//! of the work. The helper keeps its own copy of the table and of the rare
//! heaps; the engine asks it for the listing of the block it foresees next
//! ([`Prefetcher::ask`]) and takes the answer afterwards
//! ([`Prefetcher::take`]), using it only if the block came as foreseen
//! ([`Listed::fits`]).

use super::super::Rule;
use super::block::{list_rare, Block};
use super::mask::is_rare;
use std::ops::Range;
use std::sync::mpsc::{channel, Receiver, Sender};
use std::thread::Scope;

/// A request to the helper: list into `marks` the splits of the heaps
/// `heaps` whose rare part (under `mask`) is at least `lowest` and below the
/// length of the table it knows, after appending `values` to it.
struct Job {
    values: Vec<u32>,
    mask: u32,
    bits: u32,
    heaps: Range<usize>,
    lowest: usize,
    marks: Vec<u8>,
}

/// The helper's answer to a [`Job`]: it listed the rare parts in
/// `lowest..known` for the block `heaps`.
pub(super) struct Listed {
    mask: u32,
    bits: u32,
    heaps: Range<usize>,
    pub(super) lowest: usize,
    pub(super) known: usize,
    pub(super) marks: Vec<u8>,
}

impl Listed {
    /// Whether this is the listing of the block `heaps` under `mask` with
    /// values below 2^bits.
    pub(super) fn fits(&self, heaps: Range<usize>, mask: u32, bits: u32) -> bool {
        self.heaps == heaps && self.mask == mask && self.bits == bits
    }
}

/// The engine's end of the helper thread.
pub(super) struct Prefetcher {
    jobs: Sender<Job>,
    results: Receiver<Listed>,
    /// How many values of the table the helper has been sent.
    sent: usize,
    /// Whether a job is out whose answer has not been taken.
    asked: bool,
    /// A marks buffer to send with the next job.
    spare: Vec<u8>,
}

impl Prefetcher {
    /// Starts the helper thread in `scope`, for `rule`; it ends when the
    /// prefetcher is dropped.
    pub(super) fn start<'scope>(scope: &'scope Scope<'scope, '_>, rule: Rule) -> Prefetcher {
        let (jobs, job_queue) = channel();
        let (done, results) = channel();
        scope.spawn(move || list_ahead(rule, job_queue, done));
        Prefetcher {
            jobs,
            results,
            sent: 0,
            asked: false,
            spare: Vec::new(),
        }
    }

    /// Asks for the listing of the block `heaps` under `mask` and `bits`,
    /// of the rare parts from `lowest` on among the first `g.len()` values
    /// (the values it lacks are sent along).
    pub(super) fn ask(
        &mut self,
        g: &[u32],
        mask: u32,
        bits: u32,
        heaps: Range<usize>,
        lowest: usize,
    ) {
        let job = Job {
            values: g[self.sent..].to_vec(),
            mask,
            bits,
            heaps,
            lowest,
            marks: std::mem::take(&mut self.spare),
        };
        self.sent = g.len();
        self.asked = self.jobs.send(job).is_ok();
    }

    /// The answer to the last job asked, waiting for it if need be.
    pub(super) fn take(&mut self) -> Option<Listed> {
        if !std::mem::replace(&mut self.asked, false) {
            return None;
        }
        self.results.recv().ok()
    }

    /// Hands back a marks buffer for the next job to fill.
    pub(super) fn recycle(&mut self, marks: Vec<u8>) {
        self.spare = marks;
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
