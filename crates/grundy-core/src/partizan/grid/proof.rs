//! The tests' proof of the engine of regions, for every ruleset: on every
//! board of a shape, the value through regions is the plain canonical form
//! of the whole board ([`Arena::value_of`], no splitting, no symmetry),
//! each listed symmetry keeps the value or negates it as the ruleset says,
//! and on small boards the outcome is plain minimax's.

use std::collections::HashMap;

use super::{Board, Cell, Regions, Ruleset};
use crate::game::Side;
use crate::partizan::arena::{Arena, GameId};
use crate::partizan::brute::{Minimax, Outcome as Brute};

/// A cell as a character, for the failure messages.
pub(crate) fn char_of(c: Cell) -> char {
    match c {
        Cell::Off => '#',
        Cell::Empty => '.',
        Cell::Piece(Side::Left) => 'L',
        Cell::Piece(Side::Right) => 'R',
    }
}

/// Every board of `rows × cols` whose cells take the given states, in
/// order of a base-`states.len()` counter.
pub(crate) fn every_board(
    rows: usize,
    cols: usize,
    states: &[Cell],
) -> impl Iterator<Item = Board> + '_ {
    let n = rows * cols;
    let k = states.len() as u64;
    let count = k.pow(n as u32);
    (0..count).map(move |mut code| {
        let mut b = Board::new(rows, cols).unwrap();
        for i in 0..n {
            b.set(i / cols, i % cols, states[(code % k) as usize]);
            code /= k;
        }
        b
    })
}

/// What one sweep saw: boards checked, and how many of them split into
/// more than one region (so that the test is seen to exercise the split).
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Seen {
    pub(crate) boards: usize,
    pub(crate) split: usize,
}

/// How much [`agree`] checks beside the values through regions.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Checks {
    /// The listed symmetries, on boards of at most this many cells.
    pub(crate) symmetries_to: usize,
    /// The outcome against minimax, on boards of at most this many cells.
    pub(crate) minimax_to: usize,
}

/// The values of `boards` through `regions` and through the whole-board
/// definition (memoized in `plain`, ids of the arena of `regions`) agree:
/// the same canonical id; on boards small
/// enough for `checks`, the symmetries are right and the outcome is plain
/// minimax's.
pub(crate) fn agree<R, I>(
    rules: R,
    regions: &mut Regions<R>,
    plain: &mut HashMap<Board, GameId>,
    boards: I,
    checks: Checks,
) -> Seen
where
    R: Ruleset + Copy,
    I: IntoIterator<Item = Board>,
{
    let mut brute = Minimax::new(&rules);
    let mut seen = Seen::default();
    for b in boards {
        let whole = regions.arena_mut().value_of(&rules, &b, plain);
        let split = regions.value(&b);
        let arena = regions.arena_mut();
        assert_eq!(whole, split, "regions of {}", b.text(char_of));
        let symmetries = if b.len() <= checks.symmetries_to {
            rules.symmetries()
        } else {
            &[]
        };
        for s in symmetries {
            let image = arena.value_of(&rules, &s.apply(&b), plain);
            let want = if s.negates { arena.neg(whole) } else { whole };
            assert_eq!(image, want, "{s:?} of {}", b.text(char_of));
        }
        if b.len() <= checks.minimax_to {
            assert_eq!(
                Brute::from(arena.outcome(whole)),
                brute.outcome(&b),
                "{}",
                b.text(char_of)
            );
        }
        seen.boards += 1;
        if regions.regions(&b).len() > 1 {
            seen.split += 1;
        }
    }
    seen
}

/// Every board of every shape with `rows · cols` in `cells` (each
/// orientation), every cell in each of `states`: [`agree`] on all of them,
/// through one engine with a generous table, and on the boards of 2, 4 and
/// 6 cells one whose table holds a few dozen regions and whose arena
/// forgets its comparisons and sums every few thousand (values dropped and
/// made again must be the same).
pub(crate) fn every_shape<R: Ruleset + Copy>(
    rules: R,
    cells: std::ops::RangeInclusive<usize>,
    states: &[Cell],
    checks: Checks,
) -> Seen {
    let mut total = Seen::default();
    for n in cells {
        let mut regions = Regions::with_budget(rules, 1 << 26);
        let mut tiny = Regions::with_arena(rules, Arena::new(), 4096, 1 << 17);
        let (mut plain, mut plain_tiny) = (HashMap::new(), HashMap::new());
        for rows in 1..=n {
            if n % rows != 0 {
                continue;
            }
            let boards = every_board(rows, n / rows, states);
            // The small table makes each board value most of its game
            // again: on small boards only.
            let seen = if n > 6 || n % 2 == 1 {
                agree(rules, &mut regions, &mut plain, boards, checks)
            } else {
                agree(rules, &mut tiny, &mut plain_tiny, boards, checks)
            };
            total.boards += seen.boards;
            total.split += seen.split;
        }
    }
    total
}

/// The plain canonical form of `start` as one whole position, then
/// [`agree`] on `start` and every position that search met (every position
/// reachable from it), without the symmetries or minimax.
pub(crate) fn reachable<R: Ruleset + Copy>(
    rules: R,
    regions: &mut Regions<R>,
    start: &Board,
) -> Seen {
    let mut plain: HashMap<Board, GameId> = HashMap::new();
    regions.arena_mut().value_of(&rules, start, &mut plain);
    let mut boards: Vec<Board> = plain.keys().copied().collect();
    boards.sort_unstable();
    let checks = Checks {
        symmetries_to: 0,
        minimax_to: 0,
    };
    agree(rules, regions, &mut plain, boards, checks)
}
