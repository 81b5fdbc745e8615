//! The digraphs the loopy engines are checked on, for their tests: every
//! digraph on a few vertices, with and without ends, and random ones with
//! repeated arcs. Each family calls a test's `check(n, arcs, ends)` on
//! every graph; `ends[v]` is the result declared at `v` (`None`: play goes
//! on, and a vertex with no arc loses).

use super::retrograde::Outcome::{self, *};
use crate::test_rng::XorShift;

/// The digraph on `n` vertices whose arc `u → v` is present when bit
/// `u * n + v` of `mask` is (self-loops included).
pub(crate) fn arcs_of(n: usize, mask: u32) -> Vec<(u32, u32)> {
    (0..n * n)
        .filter(|&bit| mask >> bit & 1 == 1)
        .map(|bit| ((bit / n) as u32, (bit % n) as u32))
        .collect()
}

/// `check` on every digraph with at most four vertices, in normal play (no
/// ends); returns how many graphs that was.
pub(crate) fn every_digraph_to_four(
    mut check: impl FnMut(usize, &[(u32, u32)], &[Option<Outcome>]),
) -> usize {
    let mut graphs = 0;
    for n in 0..=4 {
        for mask in 0..1u32 << (n * n) {
            check(n, &arcs_of(n, mask), &vec![None; n]);
            graphs += 1;
        }
    }
    graphs
}

/// `check` on every digraph with one to three vertices, with every choice
/// of ends (none, Win, Lose or Draw at each vertex).
pub(crate) fn every_digraph_to_three_with_ends(
    mut check: impl FnMut(usize, &[(u32, u32)], &[Option<Outcome>]),
) {
    let kinds = [None, Some(Win), Some(Lose), Some(Draw)];
    for n in 1..=3 {
        for mask in 0..1u32 << (n * n) {
            let arcs = arcs_of(n, mask);
            for code in 0..4usize.pow(n as u32) {
                let ends: Vec<_> = (0..n)
                    .map(|v| kinds[code / 4usize.pow(v as u32) % 4])
                    .collect();
                check(n, &arcs, &ends);
            }
        }
    }
}

/// `check` on `count` random digraphs of one to ten vertices, up to three
/// arcs a vertex (repeats and self-loops allowed), each with random ends and
/// then in normal play.
pub(crate) fn random_digraphs(
    seed: u64,
    count: usize,
    mut check: impl FnMut(usize, &[(u32, u32)], &[Option<Outcome>]),
) {
    let mut rng = XorShift(seed);
    for _ in 0..count {
        let n = 1 + (rng.next() % 10) as usize;
        let m = (rng.next() % (3 * n as u64 + 1)) as usize;
        let arcs = rng.arcs(n, m);
        let ends: Vec<Option<Outcome>> = (0..n)
            .map(|_| match rng.next() % 8 {
                0 => Some(Win),
                1 => Some(Lose),
                2 => Some(Draw),
                _ => None,
            })
            .collect();
        check(n, &arcs, &ends);
        check(n, &arcs, &vec![None; n]);
    }
}
