//! The oracle the scored engine is checked on, for its tests: plain minimax
//! cut off after as many moves as there are positions, and the families of
//! scored games it is run on. Each family calls a test's
//! `check(n, arcs, movers, ends, draw)` on every game; `ends[v]` is the
//! score where the game is over at `v`.

use super::scored::{DrawRank, ScoredError};
use super::test_graphs::arcs_of;
use crate::game::Side::{self, Left, Right};
use crate::test_rng::XorShift;

/// A check of one scored game: positions `0..n`, the arcs, the mover and
/// the end of each position, the draw's rank.
pub(crate) type Check<'a> =
    &'a mut dyn FnMut(usize, &[(u32, u32)], &[Side], &[Option<i64>], DrawRank<i64>);

/// A value as a number in one order with the draw: a score s is 2s, a draw
/// sits at its rank (2d + 1 for `Above(d)`).
fn rank(draw: DrawRank<i64>) -> i64 {
    match draw {
        DrawRank::Lowest => i64::MIN,
        DrawRank::Highest => i64::MAX,
        DrawRank::Above(d) => 2 * d + 1,
    }
}

/// Plain minimax cut off after n moves, a cut-off counting as a draw, on
/// adjacency lists: each position's score, `None` for a draw. With n the
/// number of positions it is the game's value: whether Left can force at
/// least t is a reachability or a safety question for each t, and a player
/// who can force it can within n moves (an attractor grows by a position a
/// round). Shares no code with the engine.
pub(crate) fn cut_off_minimax(
    n: usize,
    arcs: &[(u32, u32)],
    movers: &[Side],
    ends: &[Option<i64>],
    draw: DrawRank<i64>,
) -> Result<Vec<Option<i64>>, ScoredError> {
    let mut next = vec![Vec::new(); n];
    for &(u, v) in arcs {
        next[u as usize].push(v as usize);
    }
    if let Some(position) = (0..n).find(|&v| ends[v].is_none() && next[v].is_empty()) {
        return Err(ScoredError::NoMoveNoScore { position });
    }
    let at = |v: usize, before: &[i64]| match ends[v] {
        Some(s) => 2 * s,
        None => {
            let options = next[v].iter().map(|&w| before[w]);
            match movers[v] {
                Left => options.max().unwrap(),
                Right => options.min().unwrap(),
            }
        }
    };
    let mut now: Vec<i64> = (0..n)
        .map(|v| ends[v].map_or(rank(draw), |s| 2 * s))
        .collect();
    for _ in 0..n {
        now = (0..n).map(|v| at(v, &now)).collect();
    }
    Ok(now
        .into_iter()
        .map(|r| (r != rank(draw)).then_some(r / 2))
        .collect())
}

/// The draw below, between and above the scores 0 and 1.
pub(crate) const THREE_RANKS: [DrawRank<i64>; 3] =
    [DrawRank::Lowest, DrawRank::Above(0), DrawRank::Highest];

/// The draw below, between and above the scores 0, 1 and 2.
pub(crate) const FOUR_RANKS: [DrawRank<i64>; 4] = [
    DrawRank::Lowest,
    DrawRank::Above(0),
    DrawRank::Above(1),
    DrawRank::Highest,
];

/// The ends of `n` positions numbered `code` in base `scores.len() + 1`,
/// a digit per group of `group` positions: 0 not over, k over with
/// `scores[k - 1]`.
fn ends_of(n: usize, group: usize, code: usize, scores: &[i64]) -> Vec<Option<i64>> {
    let kinds = scores.len() + 1;
    (0..n)
        .map(|p| match code / kinds.pow((p / group) as u32) % kinds {
            0 => None,
            k => Some(scores[k - 1]),
        })
        .collect()
}

/// `check` on every move graph on at most three positions (self-loops
/// included), every choice of mover at each, every scoring (not over, or
/// over with a score of `scores`), with the draw at each of `ranks`;
/// returns how many games that was.
pub(crate) fn every_graph_to_three_positions(
    scores: &[i64],
    ranks: &[DrawRank<i64>],
    check: Check,
) -> usize {
    let kinds = scores.len() + 1;
    let mut games = 0;
    for n in 0..=3usize {
        for mask in 0..1u32 << (n * n) {
            let arcs = arcs_of(n, mask);
            for sides in 0..1usize << n {
                let movers: Vec<Side> = (0..n)
                    .map(|v| if sides >> v & 1 == 0 { Left } else { Right })
                    .collect();
                for code in 0..kinds.pow(n as u32) {
                    let ends = ends_of(n, 1, code, scores);
                    for &draw in ranks {
                        check(n, &arcs, &movers, &ends, draw);
                        games += 1;
                    }
                }
            }
        }
    }
    games
}

/// `check` on a token on every digraph with `n` vertices, the players
/// taking turns: positions 2v (Left to move at v) and 2v + 1 (Right),
/// each vertex not over or over with a score of `scores` (for both
/// movers), with the draw at each of `ranks`.
pub(crate) fn every_token_game(n: usize, scores: &[i64], ranks: &[DrawRank<i64>], check: Check) {
    let movers: Vec<Side> = (0..2 * n)
        .map(|p| if p % 2 == 0 { Left } else { Right })
        .collect();
    let kinds = scores.len() + 1;
    for mask in 0..1u32 << (n * n) {
        let arcs: Vec<(u32, u32)> = arcs_of(n, mask)
            .into_iter()
            .flat_map(|(u, v)| [(2 * u, 2 * v + 1), (2 * u + 1, 2 * v)])
            .collect();
        for code in 0..kinds.pow(n as u32) {
            let ends = ends_of(2 * n, 2, code, scores);
            for &draw in ranks {
                check(2 * n, &arcs, &movers, &ends, draw);
            }
        }
    }
}

/// `check` on `count` random move graphs to ten positions, with random
/// movers, ends, scores from −3 to 3 and draw ranks (past the scores too);
/// one in eight leaves positions with no move and no score.
pub(crate) fn random_games(seed: u64, count: usize, check: Check) {
    let mut rng = XorShift(seed);
    for _ in 0..count {
        let n = 1 + (rng.next() % 10) as usize;
        let m = (rng.next() % (3 * n as u64 + 1)) as usize;
        let arcs = rng.arcs(n, m);
        let movers: Vec<Side> = (0..n)
            .map(|_| if rng.next() % 2 == 0 { Left } else { Right })
            .collect();
        let careless = rng.next() % 8 == 0;
        let ends: Vec<Option<i64>> = (0..n)
            .map(|v| {
                let stuck = !arcs.iter().any(|a| a.0 as usize == v);
                let over = (stuck && !careless) || rng.next() % 4 == 0;
                over.then(|| (rng.next() % 7) as i64 - 3)
            })
            .collect();
        let draw = match rng.next() % 4 {
            0 => DrawRank::Lowest,
            1 => DrawRank::Highest,
            _ => DrawRank::Above((rng.next() % 9) as i64 - 4),
        };
        check(n, &arcs, &movers, &ends, draw);
    }
}
