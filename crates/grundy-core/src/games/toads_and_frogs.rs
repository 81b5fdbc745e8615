//! Toads-and-Frogs: on a strip, Left's toads `t` move right and Right's
//! frogs `f` move left, each one cell onto an empty cell or jumping one
//! piece of the other kind onto the empty cell beyond it; the player who
//! cannot move loses (Winning Ways, ch. 1).
//!
//! A strip read backwards with toads and frogs exchanged is the negative.
//! A piece that can never move again (a toad at the right end, or before
//! pieces that never move and that it cannot jump) is a wall where two
//! such pieces stand side by side, since no move passes two cells: the
//! strip splits there into independent parts, and a piece that never moves
//! at the end of a part is dropped (Erickson's first simplification rules
//! split positions the same way). This is the decomposition the engine
//! uses; CGSuite values a strip whole.

use crate::game::{Game, Side};
use crate::partizan::grid::{Board, BoardError, Cell, Dihedral, Ruleset, Symmetry};

/// The cells of the notation: `t` a toad, `f` a frog, `.` empty.
pub const CELLS: &str = "t, f or .";

/// Toads-and-Frogs as a ruleset of [`crate::partizan::grid`]: a strip is a
/// [`Board`] of one row, every cell in play, toads Left's pieces and frogs
/// Right's. On a board of several rows each row is a strip of its own.
///
/// # Example
/// ```
/// use grundy_core::games::toads_and_frogs::{self, Rules};
/// use grundy_core::partizan::grid::Regions;
/// let mut regions = Regions::new(Rules);
/// // t.f: whoever moves first leaves the other no move.
/// let g = regions.value(&toads_and_frogs::strip("t.f").unwrap());
/// assert_eq!(g, regions.arena().star());
/// ```
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Rules;

/// Backwards with the pieces exchanged: the negative. Upside down (for
/// boards of several rows, each row its own strip) keeps the value.
const SYMMETRIES: [Symmetry; 3] = [
    Symmetry {
        map: Dihedral::FlipCols,
        swap: true,
        negates: true,
    },
    Symmetry {
        map: Dihedral::FlipRows,
        swap: false,
        negates: false,
    },
    Symmetry {
        map: Dihedral::HalfTurn,
        swap: true,
        negates: true,
    },
];

impl Game for Rules {
    type Position = Board;
    fn options(&self, board: &Board, side: Side, out: &mut Vec<Board>) {
        let (ours, theirs) = (board.pieces(side), board.pieces(side.other()));
        let empty = board.empty();
        // Toads move towards higher columns, frogs towards lower ones.
        let dir: isize = match side {
            Side::Left => 1,
            Side::Right => -1,
        };
        let steps = ours & board.shifted(empty, 0, -dir);
        let jumps = ours & board.shifted(theirs, 0, -dir) & board.shifted(empty, 0, -2 * dir);
        for (mut movers, dist) in [(steps, dir), (jumps, 2 * dir)] {
            while movers != 0 {
                let a = movers & movers.wrapping_neg();
                movers &= movers - 1;
                let ours = ours & !a | board.shifted(a, 0, dist);
                let (left, right) = match side {
                    Side::Left => (ours, theirs),
                    Side::Right => (theirs, ours),
                };
                out.push(board.with_masks(board.cells(), left, right));
            }
        }
    }
}

impl Ruleset for Rules {
    fn symmetries(&self) -> &[Symmetry] {
        &SYMMETRIES
    }

    /// The cells in play less the pieces that never move and stand beside
    /// another such piece or at the end of their part.
    fn live_cells(&self, board: &Board) -> u64 {
        let cells = board.cells();
        let (toads, frogs) = (board.pieces(Side::Left), board.pieces(Side::Right));
        let all = board.shifted(u64::MAX, 0, 0);
        // The cells dc columns over from the cells of `set`: a plain shift
        // on a strip.
        let over = |set: u64, dc: isize| {
            if board.rows() > 1 {
                board.shifted(set, 0, dc)
            } else if dc >= 0 {
                (set << dc) & all
            } else {
                set >> -dc
            }
        };
        // Cells whose cell d columns on is off the board or not in play.
        let closed = |d: isize| all & !over(cells, -d);
        let (toad_end, frog_end) = (closed(1), closed(-1));
        let toad_jump_closed = over(toads, -1) | closed(2);
        let frog_jump_closed = over(frogs, 1) | closed(-2);
        // The pieces that never move: the largest set D of pieces each
        // blocked for good if D stays put. A toad is blocked when its next
        // cell is closed, or holds a piece of D that it cannot jump (a toad,
        // or a frog with the cell beyond closed or in D); frogs the same
        // way leftwards. Start from every piece and drop the unblocked
        // until none is (the pieces of D never move, by induction on time).
        let mut dead = toads | frogs;
        loop {
            let toad_stuck =
                toads & (toad_end | (over(dead, -1) & (toad_jump_closed | over(dead, -2))));
            let frog_stuck =
                frogs & (frog_end | (over(dead, 1) & (frog_jump_closed | over(dead, 2))));
            let next = dead & (toad_stuck | frog_stuck);
            if next == dead {
                break;
            }
            dead = next;
        }
        if dead == 0 {
            return cells;
        }
        // Drop the stuck pieces beside another stuck piece, then those left
        // at an end of their part, until none is.
        let beside = dead & (over(dead, 1) | over(dead, -1));
        let mut live = cells & !beside;
        loop {
            let at_end = dead & live & ((all & !over(live, 1)) | (all & !over(live, -1)));
            if at_end == 0 {
                return live;
            }
            live &= !at_end;
        }
    }
}

/// The strip written with `t` (toad), `f` (frog) and `.` (empty), as one
/// row.
///
/// # Errors
/// [`BoardError::Size`] for an empty strip or one of more than 64
/// cells; [`BoardError::BadCell`] for another character.
///
/// # Complexity
/// O(length).
///
/// # Example
/// ```
/// use grundy_core::games::toads_and_frogs;
/// let s = toads_and_frogs::strip("tt..ff").unwrap();
/// assert_eq!(s.cols(), 6);
/// assert_eq!(toads_and_frogs::text(&s), "tt..ff");
/// ```
pub fn strip(text: &str) -> Result<Board, BoardError> {
    Board::parse(&[text], CELLS, |ch| match ch {
        b't' => Some(Cell::Piece(Side::Left)),
        b'f' => Some(Cell::Piece(Side::Right)),
        b'.' => Some(Cell::Empty),
        _ => None,
    })
}

/// The strip as `t`, `f` and `.`, rows joined by `|`: the form CGSuite
/// reads (`game.strip.ToadsAndFrogs("tt..ff")`). A cell not in play is
/// written `#` (no strip read by [`strip`] has one).
///
/// # Complexity
/// O(length).
///
/// # Example
/// See [`strip`].
pub fn text(board: &Board) -> String {
    board.text(|c| match c {
        Cell::Piece(Side::Left) => 't',
        Cell::Piece(Side::Right) => 'f',
        Cell::Empty => '.',
        Cell::Off => '#',
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::partizan::grid::{proof, Regions};
    use crate::partizan::notation::{parse, Limits};
    use rstest::rstest;

    /// Winning Ways, ch. 1 (the game that opens the book): `TFTF□` = 0,
    /// `TF□TF` = 0, `TFT□F` = `*`, `T□TFF` = `{0|*}` = `^`; Erickson's Toads
    /// & Frogs program (`t□f` = `*`, `t□tf` = 1/2). The rest from CGSuite
    /// (`game.strip.ToadsAndFrogs("…").CanonicalForm` on the core jar, each
    /// form below checked equal there with `==`): the starting positions
    /// `TT□□FF` = `*` and `TTT□□FFF` = ±1/8.
    #[rstest]
    #[case("tftf.", "0")]
    #[case("tf.tf", "0")]
    #[case("tft.f", "*")]
    #[case("t.tff", "^")]
    #[case("t.f", "*")]
    #[case("t.tf", "1/2")]
    #[case("t..f", "0")]
    #[case("tt.f", "{1/2|0}")]
    #[case("t.ff", "{0|-1/2}")]
    #[case("tt.ff", "*")]
    #[case("tt..ff", "*")]
    #[case("ttt.fff", "*")]
    #[case("ttt..fff", "{1/8|-1/8}")]
    #[case("tttt.ffff", "*")]
    #[case("tt.tf.ff", "{1/8|-1/8}")]
    #[case("t.tf.ftf", "*")]
    #[case("t.tf.f", "*")]
    #[case("t.", "1")]
    #[case("t..", "2")]
    #[case(".f", "-1")]
    #[case("tf.", "0")]
    fn known_values(#[case] text: &str, #[case] want: &str) {
        let mut regions = Regions::new(Rules);
        let g = regions.value(&strip(text).unwrap());
        let want = parse(regions.arena_mut(), want, Limits::STATEMENT).unwrap();
        assert_eq!(g, want, "{text}");
    }

    /// Stuck pieces side by side wall a strip: in `t.ttff.f` the middle
    /// four never move, leaving `t.` and `.f`, each the negative of the
    /// other's mirror.
    #[test]
    fn walls_split_a_strip() {
        let regions = Regions::new(Rules);
        let parts = regions.regions(&strip("t.ttff.f").unwrap());
        let texts: Vec<String> = parts.iter().map(|p| text(&p.normal)).collect();
        // `t.` is filed as its negative's mirror `.f`.
        assert_eq!(texts, [".f", ".f"]);
        assert_eq!((parts[0].negated, parts[1].negated), (true, false));
        // A toad at the right end never moves, nor a frog at the left end.
        assert!(regions.regions(&strip("ft").unwrap()).is_empty());
        let parts = regions.regions(&strip("f..t").unwrap());
        assert_eq!(parts.len(), 1);
        assert_eq!(text(&parts[0].normal), "..");
    }

    /// The engine of regions equals the whole strip's plain canonical form
    /// on every strip of `cells` cells and every board of as many cells of
    /// more rows than one (each row a strip), the symmetries right on
    /// boards of at most `symmetries_to` cells and the outcome minimax's to
    /// `minimax_to` cells, and more than a tenth of the boards split.
    fn regions_equal_whole_strips(
        cells: std::ops::RangeInclusive<usize>,
        symmetries_to: usize,
        minimax_to: usize,
    ) {
        let states = [
            Cell::Empty,
            Cell::Piece(Side::Left),
            Cell::Piece(Side::Right),
        ];
        let checks = proof::Checks {
            symmetries_to,
            minimax_to,
        };
        let seen = proof::every_shape(Rules, cells, &states, checks);
        assert!(seen.split > seen.boards / 10, "{seen:?}");
    }

    /// Every board of up to 9 cells: the symmetries are right, and to 7
    /// cells the outcome is minimax's.
    #[test]
    fn regions_equal_whole_strips_to_9_cells() {
        regions_equal_whole_strips(1..=9, 9, 7);
    }

    /// The same on every board of 10 and 11 cells (the symmetries too).
    #[test]
    #[ignore = "slow: every Toads-and-Frogs strip of 10 and 11 cells, regions against whole strips"]
    fn regions_equal_whole_strips_to_11_cells() {
        regions_equal_whole_strips(10..=11, 11, 0);
    }

    /// `TTTT□□FFFF` (10 cells), and every position met from it.
    #[test]
    #[ignore = "slow: Toads-and-Frogs tttt..ffff and every position reachable from it"]
    fn regions_equal_whole_strip_from_a_start() {
        let mut regions = Regions::new(Rules);
        let seen = proof::reachable(Rules, &mut regions, &strip("tttt..ffff").unwrap());
        assert!(seen.boards > 1000, "{seen:?}");
    }
}
