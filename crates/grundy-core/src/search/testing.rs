//! Random small games for the searches' tests, a plain minimax over them
//! that shares no code with the searches (it reads the game's graph
//! directly, with a maximizing and a minimizing player, never through
//! [`Scored`] or the negamax convention), and the one test that holds every
//! [`Strategy`] to it.

use super::alpha_beta::AlphaBeta;
use super::negamax::Negamax;
use super::strategy::Strategy;
use super::table::TableNegamax;
use crate::game::{Canonical, Game, Score, Scored, Side};
use crate::test_rng::XorShift;
use std::collections::HashMap;

/// A game on a random acyclic graph: node `i` moves only to larger nodes,
/// and a node is over (with a random score for its mover) when it has no
/// move or, sometimes, although it has some (as a tic-tac-toe board with a
/// line still has empty cells).
///
/// A position is `node << 1 | tag`: each node is reached as two positions
/// (the tag is the parity of the node ids along the path, folded in by
/// [`Game::options`]), which are the same game, so [`Canonical::key`] (the
/// node) files both under one key: the table is exercised on positions
/// that differ but share a key.
#[derive(Clone)]
pub(crate) struct RandomGame {
    pub(crate) children: Vec<Vec<u32>>,
    pub(crate) over: Vec<bool>,
    pub(crate) scores: Vec<Score>,
}

impl RandomGame {
    /// A random tree: each node above `depth` has 1 to `branch` children
    /// (2 to `branch` if `full`), or with probability 1/5 none.
    pub(crate) fn tree(rng: &mut XorShift, depth: u32, branch: u64, full: bool) -> Self {
        let mut children = vec![Vec::new()];
        let mut level = vec![0u32];
        for _ in 0..depth {
            let mut next = Vec::new();
            for &node in &level {
                if !full && rng.next() % 5 == 0 {
                    continue;
                }
                let low = if full { 2 } else { 1 };
                let k = low + rng.next() % (branch - low + 1);
                for _ in 0..k {
                    let child = children.len() as u32;
                    children.push(Vec::new());
                    children[node as usize].push(child);
                    next.push(child);
                }
            }
            level = next;
        }
        Self::finish(rng, children, false)
    }

    /// A random DAG on `n` nodes: node `i` has up to `branch` distinct
    /// children among the next `reach` nodes, so paths meet often.
    pub(crate) fn dag(rng: &mut XorShift, n: u32, branch: u64, reach: u32) -> Self {
        let mut children = vec![Vec::new(); n as usize];
        for (i, list) in children.iter_mut().enumerate() {
            let i = i as u32;
            let room = (n - 1 - i).min(reach);
            if room == 0 {
                continue;
            }
            for _ in 0..rng.next() % (branch + 1) {
                let child = i + 1 + (rng.next() % u64::from(room)) as u32;
                if !list.contains(&child) {
                    list.push(child);
                }
            }
        }
        Self::finish(rng, children, true)
    }

    /// Scores in -3..=3 and, if `early`, an end now and then at a node that
    /// still has children.
    fn finish(rng: &mut XorShift, children: Vec<Vec<u32>>, early: bool) -> Self {
        let n = children.len();
        let over = (0..n)
            .map(|i| children[i].is_empty() || (early && rng.next() % 8 == 0))
            .collect();
        let scores = (0..n).map(|_| (rng.next() % 7) as Score - 3).collect();
        RandomGame {
            children,
            over,
            scores,
        }
    }

    /// Every position: each node with both tags.
    pub(crate) fn positions(&self) -> std::ops::Range<u32> {
        0..2 * self.children.len() as u32
    }

    /// The value of position `p` for its mover by plain minimax, with a
    /// memo (a DAG has exponentially many paths).
    pub(crate) fn plain_value(&self, p: u32) -> Score {
        let mut memo = HashMap::new();
        self.minimax(p >> 1, true, &mut memo)
    }

    /// The value for the player who moves at the root: the best of the
    /// children's values at their turns, the worst at the opponent's.
    fn minimax(
        &self,
        node: u32,
        maximizing: bool,
        memo: &mut HashMap<(u32, bool), Score>,
    ) -> Score {
        if let Some(&v) = memo.get(&(node, maximizing)) {
            return v;
        }
        let i = node as usize;
        let v = if self.over[i] {
            if maximizing {
                self.scores[i]
            } else {
                -self.scores[i]
            }
        } else {
            let values = self.children[i]
                .iter()
                .map(|&c| self.minimax(c, !maximizing, memo));
            if maximizing {
                values.max().unwrap()
            } else {
                values.min().unwrap()
            }
        };
        memo.insert((node, maximizing), v);
        v
    }
}

impl Game for RandomGame {
    type Position = u32;

    fn options(&self, p: &u32, _: Side, out: &mut Vec<u32>) {
        let children = &self.children[(p >> 1) as usize];
        out.extend(children.iter().map(|&m| m << 1 | ((p ^ m) & 1)));
    }
}

/// Positions are seen from the player to move, whom the game calls Left.
impl Scored for RandomGame {
    fn to_move(&self, _: &u32) -> Side {
        Side::Left
    }

    fn score(&self, p: &u32) -> Option<Score> {
        let i = (p >> 1) as usize;
        self.over[i].then(|| self.scores[i])
    }
}

impl Canonical for RandomGame {
    type Key = u32;

    fn key(&self, p: &u32) -> u32 {
        p >> 1
    }
}

/// The random games every search is checked on (fixed seed): trees of
/// depth 1 to 6 and DAGs of 2 to 40 nodes.
pub(crate) fn random_games() -> Vec<RandomGame> {
    let mut rng = XorShift(0x005e_ed0f_9a3e);
    let mut games = Vec::new();
    for round in 0..60u32 {
        games.push(RandomGame::tree(&mut rng, 1 + round % 6, 4, false));
        games.push(RandomGame::dag(&mut rng, 2 + round % 39, 4, 6));
    }
    games
}

/// A move order that shuffles the options at random (a different order at
/// each visit: the value must not care).
pub(crate) fn shuffled(seed: u64) -> impl FnMut(&RandomGame, &u32, &mut [u32]) {
    let mut rng = XorShift(seed);
    move |_: &RandomGame, _: &u32, options: &mut [u32]| {
        for i in (1..options.len()).rev() {
            options.swap(i, (rng.next() % (i as u64 + 1)) as usize);
        }
    }
}

/// Every strategy of the folder over `game`, alpha-beta with and without an
/// order and a table.
fn strategies(game: &RandomGame, seed: u64) -> Vec<Box<dyn Strategy<RandomGame>>> {
    vec![
        Box::new(Negamax::new(game.clone())),
        Box::new(TableNegamax::new(game.clone())),
        Box::new(AlphaBeta::new(game.clone())),
        Box::new(AlphaBeta::new(game.clone()).with_order(shuffled(seed))),
        Box::new(AlphaBeta::new(game.clone()).with_table()),
        Box::new(
            AlphaBeta::new(game.clone())
                .with_order(shuffled(seed))
                .with_table(),
        ),
    ]
}

/// Every strategy gives every position its plain minimax value, asked in
/// turn of one search and then backwards (so that later calls start from a
/// full table).
#[test]
fn every_strategy_agrees_with_plain_minimax() {
    for (i, game) in random_games().into_iter().enumerate() {
        let expected: Vec<Score> = game.positions().map(|p| game.plain_value(p)).collect();
        for (k, mut search) in strategies(&game, 1 + i as u64).into_iter().enumerate() {
            let found: Vec<Score> = game.positions().map(|p| search.value(&p)).collect();
            assert_eq!(found, expected, "strategy {} on game {}", k, i);
            let again: Vec<Score> = game.positions().rev().map(|p| search.value(&p)).collect();
            assert!(again.iter().rev().eq(expected.iter()), "strategy {}", k);
        }
    }
}

/// A position that is not over where the mover has no option breaks law 2
/// of [`Scored`]: every strategy says so.
#[test]
fn every_strategy_refuses_a_position_without_options_that_is_not_over() {
    let game = RandomGame {
        children: vec![Vec::new()],
        over: vec![false],
        scores: vec![0],
    };
    for (k, mut search) in strategies(&game, 1).into_iter().enumerate() {
        let caught = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| search.value(&0)));
        let message = caught.expect_err("a panic");
        let text = message.downcast_ref::<&str>().copied().unwrap_or_default();
        assert!(text.contains("law 2"), "strategy {}: {:?}", k, text);
    }
}
