//! Dense tables: the value of every position of a [`Numbered`] game, in an
//! array indexed by its number, with no hash map.
//!
//! Every table here is a recurrence over the options, read from the
//! positions with no move upward:
//!
//! ```text
//! Grundy value      g(p) = mex { g(q) : p → q }
//! misère play       p wins  ⇔  p has no move, or some p → q loses
//! outcome class     Left-first wins at p  ⇔  some Left option q is not Right-first-won
//!                   Right-first wins at p ⇔  some Right option q is not Left-first-won
//!                   (both: N, Left only: L, Right only: R, neither: P)
//! minimax           v(p) = score(p) if over, else max { −v(q) : p → q }
//! canonical value   G(p) = { G(Left options) | G(Right options) }, simplified
//! ```
//!
//! **The order.** The positions are visited by number. A position whose
//! options all have values already is valued at once: a game whose moves
//! lead to smaller numbers (a move that lowers a coordinate of a box,
//! [`crate::explore::space`]) is one pass in that order, as a hand-written
//! array DP would be. Otherwise the options still to value are searched
//! first, depth-first with an explicit stack (nothing recurses on the
//! table's size), and a position met again while it is being expanded is a
//! cycle: [`TableError::Cycle`], for which [`loopy_outcomes`] (retrograde
//! analysis, win, lose or draw) is the table.
//!
//! An option without a number (a move out of the box) is refused,
//! [`TableError::Outside`]: a table never guesses the value of a position it
//! does not hold.

use crate::game::{Game, Impartial, Numbered, Score, Scored, Side};
use crate::loopy::retrograde::{retrograde_by, Outcome, Predecessors};
use crate::partizan::arena::{Arena, GameId};
use crate::partizan::compare::Outcome as Class;
use std::convert::TryFrom;
use std::fmt;

/// Why a dense table could not be made.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TableError {
    /// An option of position number `from` has no number: the move leaves
    /// the numbered positions (a box too small for the game's moves).
    Outside {
        /// The number of the position whose option is outside.
        from: usize,
    },
    /// Position number `at` can be reached from itself: the game is not
    /// acyclic, and its table is win, lose or draw ([`loopy_outcomes`]).
    Cycle {
        /// A position on the cycle.
        at: usize,
    },
    /// The game has 2^32 positions or more, or as many moves (a loopy
    /// table lists them).
    TooLarge {
        /// How many positions (or moves) there were.
        count: usize,
    },
}

impl fmt::Display for TableError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TableError::Outside { from } => write!(
                f,
                "position number {} has an option outside the numbered positions (a move out of the box)",
                from
            ),
            TableError::Cycle { at } => write!(
                f,
                "position number {} can be reached from itself: the game is loopy (use a loopy table: win, lose or draw)",
                at
            ),
            TableError::TooLarge { count } => {
                write!(f, "{} positions or moves: a table holds fewer than 2^32", count)
            }
        }
    }
}

impl std::error::Error for TableError {}

/// What a table asks of each position: whether the game is over there
/// (with its value, no option asked), and the value from its options',
/// folded one option at a time into a [`Rule::Fold`].
///
/// The fold is a value of its own, passed by the caller, rather than a
/// field of the rule: a local the compiler keeps in a register, where a
/// field of a rule whose address a cold call takes is read and written
/// back to memory at every option.
trait Rule<G: Game> {
    type Value: Copy;
    /// What is known of a position's options while they are folded.
    type Fold;
    /// The sides whose options count at `p`, in order.
    fn sides(&self, game: &G, p: &G::Position) -> &'static [Side];
    /// `Some(value)` where the game is over at `p` and no option is asked.
    fn over(&mut self, _game: &G, _p: &G::Position) -> Option<Self::Value> {
        None
    }
    /// Starts the fold of a position's options.
    fn start(&mut self) -> Self::Fold;
    /// Adds the value of one option, of the `side`-th side of
    /// [`Rule::sides`], to `fold`.
    fn add(&mut self, fold: &mut Self::Fold, side: usize, value: Self::Value);
    /// The position's value from the options added to `fold`.
    fn finish(&mut self, fold: Self::Fold) -> Self::Value;
}

const NEW: u8 = 0;
const OPEN: u8 = 1;
const DONE: u8 = 2;

/// A position being expanded: its options' numbers, where the second
/// side's begin, and how many are known to be valued.
struct Frame {
    at: u32,
    kids: Vec<u32>,
    split: usize,
    next: usize,
}

/// The numbers of `p`'s options, for each side, into `kids`; returns where
/// the second side's begin.
fn options_of<G: Numbered>(
    game: &G,
    sides: &[Side],
    from: usize,
    p: &G::Position,
    buffer: &mut Vec<G::Position>,
    kids: &mut Vec<u32>,
) -> Result<usize, TableError> {
    kids.clear();
    let mut split = 0;
    for (s, &side) in sides.iter().enumerate() {
        buffer.clear();
        game.options(p, side, buffer);
        for q in buffer.iter() {
            match game.index(q) {
                Some(j) => kids.push(j as u32),
                None => return Err(TableError::Outside { from }),
            }
        }
        if s == 0 {
            split = kids.len();
        }
    }
    Ok(split)
}

/// The value of every position of `game` by `rule`: see the
/// [module](self) for the order.
///
/// Positions are taken as roots by number. When a root's options are all
/// valued (every option with a smaller number is: the roots below were
/// finished), its options are folded as they are listed, with no list
/// kept: the one pass a hand-written DP makes. Otherwise its options are
/// listed in a frame and searched first, depth-first. A position is valued
/// when its number is below the root's or its state is `DONE` (a root
/// valued on the fast path keeps its state `NEW`: the roots after it see
/// its number below theirs); the states are allocated at the first search.
fn fill<G: Numbered, R: Rule<G>>(
    game: &G,
    mut rule: R,
    init: R::Value,
) -> Result<Vec<R::Value>, TableError> {
    let n = game.len();
    if u32::try_from(n).is_err() {
        return Err(TableError::TooLarge { count: n });
    }
    let mut values = vec![init; n];
    // The states, allocated when a search first needs them: a game whose
    // moves all lead to smaller numbers never does.
    let mut state: Vec<u8> = Vec::new();
    let mut buffer = Vec::new();
    let mut stack: Vec<Frame> = Vec::new();
    let mut spare: Vec<Vec<u32>> = Vec::new();
    for root in 0..n {
        if state.get(root) == Some(&DONE) {
            continue;
        }
        let p = game.position(root);
        if let Some(v) = rule.over(game, &p) {
            values[root] = v;
            continue;
        }
        // The fast path: fold the options as they come, while all are
        // valued; the first that is not sends the root to a search.
        let sides = rule.sides(game, &p);
        let mut fold = rule.start();
        // The values below the root, all known: a number in them is read
        // with one check, which is also the check against the array's end.
        let below = &values[..root];
        let ready = 'fast: {
            for (s, &side) in sides.iter().enumerate() {
                buffer.clear();
                game.options(&p, side, &mut buffer);
                for q in buffer.iter() {
                    let k = game.index(q).ok_or(TableError::Outside { from: root })?;
                    let v = match below.get(k) {
                        Some(&v) => v,
                        None if state.get(k) == Some(&DONE) => values[k],
                        None => break 'fast false,
                    };
                    rule.add(&mut fold, s, v);
                }
            }
            true
        };
        if ready {
            // Left NEW: every position below the root is valued, which is
            // what the checks ask (`k < root` first).
            values[root] = rule.finish(fold);
            continue;
        }
        let mut kids = spare.pop().unwrap_or_default();
        let split = options_of(game, sides, root, &p, &mut buffer, &mut kids)?;
        if state.is_empty() {
            state = vec![NEW; n];
        }
        state[root] = OPEN;
        stack.push(Frame {
            at: root as u32,
            kids,
            split,
            next: 0,
        });
        while let Some(top) = stack.last_mut() {
            while top.next < top.kids.len() && {
                let k = top.kids[top.next] as usize;
                k < root || state[k] == DONE
            } {
                top.next += 1;
            }
            if top.next == top.kids.len() {
                let frame = stack.pop().expect("a top frame");
                let at = frame.at as usize;
                let mut fold = rule.start();
                for (i, &k) in frame.kids.iter().enumerate() {
                    rule.add(&mut fold, usize::from(i >= frame.split), values[k as usize]);
                }
                values[at] = rule.finish(fold);
                state[at] = DONE;
                spare.push(frame.kids);
                continue;
            }
            let child = top.kids[top.next] as usize;
            if state[child] == OPEN {
                return Err(TableError::Cycle { at: child });
            }
            let q = game.position(child);
            if let Some(v) = rule.over(game, &q) {
                values[child] = v;
                state[child] = DONE;
                continue;
            }
            let mut kids = spare.pop().unwrap_or_default();
            let split = options_of(
                game,
                rule.sides(game, &q),
                child,
                &q,
                &mut buffer,
                &mut kids,
            )?;
            state[child] = OPEN;
            stack.push(Frame {
                at: child as u32,
                kids,
                split,
                next: 0,
            });
        }
    }
    Ok(values)
}

/// The mex of the options' Grundy values: the values below 64 as the bits
/// of a word, the fold (the mex is its lowest zero bit), larger ones in
/// [`Large`].
struct Mex {
    large: Large,
}

/// The values of 64 and more of the position being folded: marks stamped
/// per position, so that they are never cleared.
struct Large {
    marks: Vec<u32>,
    stamp: u32,
    /// Whether a value was marked since the last mex.
    marked: bool,
}

impl<G: Impartial + Numbered> Rule<G> for Mex {
    type Value = u64;
    type Fold = u64;
    #[inline]
    fn sides(&self, _: &G, _: &G::Position) -> &'static [Side] {
        &[Side::Left]
    }
    #[inline]
    fn start(&mut self) -> u64 {
        0
    }
    #[inline]
    fn add(&mut self, low: &mut u64, _: usize, v: u64) {
        if v < 64 {
            *low |= 1 << v;
        } else {
            self.large.mark(v);
        }
    }
    #[inline]
    fn finish(&mut self, low: u64) -> u64 {
        let m = (!low).trailing_zeros();
        if !self.large.marked {
            return u64::from(m);
        }
        self.large.mex(m)
    }
}

impl Large {
    /// Marks a value of 64 or more.
    #[cold]
    fn mark(&mut self, v: u64) {
        // A value is at most the options of its position: it fits memory.
        let v = v as usize;
        if v >= self.marks.len() {
            self.marks.resize(v + 1, 0);
        }
        self.marks[v] = self.stamp;
        self.marked = true;
    }

    /// The mex when some value was 64 or more, `m` the lowest zero bit of
    /// the word: m if below 64, else the least unmarked value from 64
    /// (every marked value is below the marks' length). Then a fresh stamp.
    #[cold]
    fn mex(&mut self, m: u32) -> u64 {
        let stamp = self.stamp;
        let mex = if m < 64 {
            u64::from(m)
        } else {
            (64..self.marks.len())
                .find(|&v| self.marks[v] != stamp)
                .unwrap_or(self.marks.len()) as u64
        };
        self.marked = false;
        self.stamp = self.stamp.wrapping_add(1);
        if self.stamp == 0 {
            self.marks.iter_mut().for_each(|x| *x = 0);
            self.stamp = 1;
        }
        mex
    }
}

/// The Grundy value of every position of a finite acyclic impartial game,
/// by number.
///
/// # Complexity
/// One listing of the options of every position and one lookup of each
/// option's number (twice for a position whose options are searched
/// first); O(V + E) time, a byte and a word per position.
///
/// # Errors
/// [`TableError::Outside`] for a move to a position without a number,
/// [`TableError::Cycle`] if a position can be reached from itself,
/// [`TableError::TooLarge`] for 2^32 positions or more.
///
/// # Example
/// ```
/// use grundy_core::explore::{dense::grundy_table, Rules, Upto};
/// // S = {1, 3, 4}: period 7, 0 1 0 1 2 3 2.
/// let game = Rules::new(Upto(9), |&n: &u64, out: &mut Vec<u64>| {
///     out.extend([1, 3, 4].iter().filter(|&&s| s <= n).map(|&s| n - s))
/// });
/// assert_eq!(grundy_table(&game).unwrap(), [0, 1, 0, 1, 2, 3, 2, 0, 1, 0]);
/// ```
pub fn grundy_table<G: Impartial + Numbered>(game: &G) -> Result<Vec<u64>, TableError> {
    fill(
        game,
        Mex {
            large: Large {
                marks: Vec::new(),
                stamp: 1,
                marked: false,
            },
        },
        0,
    )
}

/// Misère play: the player with no move wins; so does one with a move to
/// a loss. The fold: whether there is a move, and whether one is to a
/// loss.
struct Misere;

impl<G: Impartial + Numbered> Rule<G> for Misere {
    type Value = Outcome;
    type Fold = (bool, bool);
    #[inline]
    fn sides(&self, _: &G, _: &G::Position) -> &'static [Side] {
        &[Side::Left]
    }
    #[inline]
    fn start(&mut self) -> (bool, bool) {
        (false, false)
    }
    #[inline]
    fn add(&mut self, (moves, to_loss): &mut (bool, bool), _: usize, v: Outcome) {
        *moves = true;
        *to_loss |= v == Outcome::Lose;
    }
    #[inline]
    fn finish(&mut self, (moves, to_loss): (bool, bool)) -> Outcome {
        if !moves || to_loss {
            Outcome::Win
        } else {
            Outcome::Lose
        }
    }
}

/// Win or lose at every position of a finite acyclic impartial game under
/// misère play (the player who makes the last move loses; a player with no
/// move wins), by number.
///
/// # Complexity
/// As [`grundy_table`].
///
/// # Errors
/// As [`grundy_table`].
///
/// # Example
/// ```
/// use grundy_core::explore::{dense::misere_outcomes, Rules, Upto};
/// use grundy_core::loopy::retrograde::Outcome::{Lose, Win};
/// // One Nim heap: misère, the heap of 1 loses.
/// let nim = Rules::new(Upto(3), |&n: &u64, out: &mut Vec<u64>| out.extend(0..n));
/// assert_eq!(misere_outcomes(&nim).unwrap(), [Win, Lose, Win, Win]);
/// ```
pub fn misere_outcomes<G: Impartial + Numbered>(game: &G) -> Result<Vec<Outcome>, TableError> {
    fill(game, Misere, Outcome::Lose)
}

/// Who wins moving first, the fold and the value: bit 0 Left, bit 1
/// Right.
struct Classes;

const LEFT_FIRST: u8 = 1;
const RIGHT_FIRST: u8 = 2;

impl<G: Numbered> Rule<G> for Classes {
    type Value = u8;
    type Fold = u8;
    fn sides(&self, _: &G, _: &G::Position) -> &'static [Side] {
        &[Side::Left, Side::Right]
    }
    #[inline]
    fn start(&mut self) -> u8 {
        0
    }
    #[inline]
    fn add(&mut self, wins: &mut u8, side: usize, v: u8) {
        // Left moving first wins by a move to a position Right, moving
        // first there, loses; and the other way round.
        if side == 0 && v & RIGHT_FIRST == 0 {
            *wins |= LEFT_FIRST;
        }
        if side == 1 && v & LEFT_FIRST == 0 {
            *wins |= RIGHT_FIRST;
        }
    }
    #[inline]
    fn finish(&mut self, wins: u8) -> u8 {
        wins
    }
}

/// The outcome class (L, R, N or P) of every position of a finite acyclic
/// partizan game under normal play, by number: who wins with Left moving
/// first and with Right moving first.
///
/// # Complexity
/// As [`grundy_table`], with the options of both sides.
///
/// # Errors
/// As [`grundy_table`].
///
/// # Example
/// ```
/// use grundy_core::explore::{dense::outcome_classes, PartizanRules, Upto};
/// use grundy_core::partizan::compare::Outcome::{Left, Next, Previous};
/// // Left takes 1 or 2 from a heap, Right only 2.
/// let game = PartizanRules::new(
///     Upto(3),
///     |&n: &u64, out: &mut Vec<u64>| out.extend((1..=2).filter(|&s| s <= n).map(|s| n - s)),
///     |&n: &u64, out: &mut Vec<u64>| out.extend(n.checked_sub(2)),
/// );
/// assert_eq!(outcome_classes(&game).unwrap(), [Previous, Left, Next, Left]);
/// ```
pub fn outcome_classes<G: Numbered>(game: &G) -> Result<Vec<Class>, TableError> {
    let bits = fill(game, Classes, 0)?;
    Ok(bits
        .into_iter()
        .map(|b| match b {
            0 => Class::Previous,
            LEFT_FIRST => Class::Left,
            RIGHT_FIRST => Class::Right,
            _ => Class::Next,
        })
        .collect())
}

/// Negamax over the options, the score where the game is over; the fold
/// is the best so far.
struct Minimax;

impl<G: Scored + Numbered> Rule<G> for Minimax {
    type Value = Score;
    type Fold = Score;
    fn sides(&self, game: &G, p: &G::Position) -> &'static [Side] {
        match game.to_move(p) {
            Side::Left => &[Side::Left],
            Side::Right => &[Side::Right],
        }
    }
    fn over(&mut self, game: &G, p: &G::Position) -> Option<Score> {
        game.score(p)
    }
    #[inline]
    fn start(&mut self) -> Score {
        -Score::MAX
    }
    #[inline]
    fn add(&mut self, best: &mut Score, _: usize, v: Score) {
        *best = (*best).max(-v);
    }
    #[inline]
    fn finish(&mut self, best: Score) -> Score {
        best
    }
}

/// The minimax value of every position of a finite acyclic scored game, by
/// number: the score where the game is over, else the best of the negated
/// values of the options (every score seen by the player to move, the
/// negamax convention of [`Scored`]).
///
/// The options asked are those of [`Scored::to_move`]'s side. A position
/// that is not over and has no option breaks [`Scored`]'s laws; it is
/// valued `-Score::MAX`, as the searches of [`crate::search`] value it.
///
/// # Complexity
/// As [`grundy_table`]; no option is asked where the game is over.
///
/// # Errors
/// As [`grundy_table`].
///
/// # Example
/// ```
/// use grundy_core::explore::{dense::minimax_values, ScoredRules, Upto};
/// // Take 1 or 2 from a heap; whoever takes the last scores the heap's
/// // start... here simply: the player facing an empty heap has lost 1.
/// let game = ScoredRules::new(
///     Upto(4),
///     |&n: &u64, out: &mut Vec<u64>| out.extend((1..=2).filter(|&s| s <= n).map(|s| n - s)),
///     |&n: &u64| (n == 0).then_some(-1),
/// );
/// assert_eq!(minimax_values(&game).unwrap(), [-1, 1, 1, -1, 1]);
/// ```
pub fn minimax_values<G: Scored + Numbered>(game: &G) -> Result<Vec<Score>, TableError> {
    fill(game, Minimax, 0)
}

/// Canonical forms in an arena, from the options' forms.
struct Canonical<'a> {
    arena: &'a mut Arena,
    sides: [Vec<GameId>; 2],
}

/// The options' forms are kept in the rule (two lists reused), the fold
/// empty.
impl<G: Numbered> Rule<G> for Canonical<'_> {
    type Value = GameId;
    type Fold = ();
    fn sides(&self, _: &G, _: &G::Position) -> &'static [Side] {
        &[Side::Left, Side::Right]
    }
    fn start(&mut self) {
        self.sides[0].clear();
        self.sides[1].clear();
    }
    fn add(&mut self, _: &mut (), side: usize, v: GameId) {
        self.sides[side].push(v);
    }
    fn finish(&mut self, _: ()) -> GameId {
        self.arena.canonical(&self.sides[0], &self.sides[1])
    }
}

/// The canonical value of every position of a finite acyclic partizan
/// game, by number, as games of `arena` (print them with
/// [`crate::partizan::notation::Printer`]).
///
/// # Complexity
/// One canonical form per position ([`Arena::canonical`]): cheap for short
/// games, whose values are numbers, nimbers and switches of few options;
/// the forms of long games grow, and their table is the outcome classes
/// ([`outcome_classes`]).
///
/// # Errors
/// As [`grundy_table`].
///
/// # Example
/// ```
/// use grundy_core::explore::{dense::canonical_values, PartizanRules, Upto};
/// use grundy_core::partizan::{arena::Arena, notation::Printer};
/// // Left takes 1 from a heap, Right nothing: heap n is worth n.
/// let game = PartizanRules::new(
///     Upto(3),
///     |&n: &u64, out: &mut Vec<u64>| out.extend(n.checked_sub(1)),
///     |_: &u64, _: &mut Vec<u64>| {},
/// );
/// let mut arena = Arena::new();
/// let values = canonical_values(&game, &mut arena).unwrap();
/// let mut printer = Printer::new();
/// let shown: Vec<String> = values.iter().map(|&g| printer.print(&mut arena, g)).collect();
/// assert_eq!(shown, ["0", "1", "2", "3"]);
/// ```
pub fn canonical_values<G: Numbered>(
    game: &G,
    arena: &mut Arena,
) -> Result<Vec<GameId>, TableError> {
    let zero = arena.zero();
    fill(
        game,
        Canonical {
            arena,
            sides: [Vec::new(), Vec::new()],
        },
        zero,
    )
}

/// Win, lose or draw at every position of an impartial game whose play may
/// go on forever, by number, through retrograde analysis
/// ([`crate::loopy::retrograde`]); under misère play a position with no
/// move is a win for the player to move there.
///
/// # Complexity
/// One listing of the options of every position, then O(V + E) for the
/// analysis; memory for the moves, kept backward.
///
/// # Errors
/// [`TableError::Outside`] for a move to a position without a number,
/// [`TableError::TooLarge`] for 2^32 positions or moves or more.
///
/// # Example
/// ```
/// use grundy_core::explore::{dense::loopy_outcomes, Rules, Upto};
/// use grundy_core::loopy::retrograde::Outcome::{Draw, Lose, Win};
/// // Move a token 1 down or 1 up on 0..=4; the player to move at 0 has lost.
/// let game = Rules::new(Upto(4), |&n: &u64, out: &mut Vec<u64>| {
///     if n > 0 {
///         out.push(n - 1);
///         out.extend(Some(n + 1).filter(|&m| m <= 4));
///     }
/// });
/// assert_eq!(loopy_outcomes(&game, false).unwrap(), [Lose, Win, Draw, Draw, Draw]);
/// // Misère: the player stuck at 0 wins, so 1 must not move there.
/// assert_eq!(loopy_outcomes(&game, true).unwrap(), [Win, Draw, Draw, Draw, Draw]);
/// ```
pub fn loopy_outcomes<G: Impartial + Numbered>(
    game: &G,
    misere: bool,
) -> Result<Vec<Outcome>, TableError> {
    let n = game.len();
    if u32::try_from(n).is_err() {
        return Err(TableError::TooLarge { count: n });
    }
    let mut arcs: Vec<(u32, u32)> = Vec::new();
    let mut buffer = Vec::new();
    let mut dead_end = vec![false; n];
    for (i, dead) in dead_end.iter_mut().enumerate() {
        buffer.clear();
        game.options(&game.position(i), Side::Left, &mut buffer);
        *dead = buffer.is_empty();
        for q in &buffer {
            let j = game.index(q).ok_or(TableError::Outside { from: i })?;
            arcs.push((i as u32, j as u32));
        }
        if u32::try_from(arcs.len()).is_err() {
            return Err(TableError::TooLarge { count: arcs.len() });
        }
    }
    // Counted above: n and the arcs fit a u32, every arc between numbered positions.
    let graph = Predecessors::from_arcs(n, &arcs)
        .map_err(|_| TableError::TooLarge { count: arcs.len() })?;
    let solved = retrograde_by(&graph, |v| (misere && dead_end[v]).then_some(Outcome::Win));
    Ok(solved.outcomes().to_vec())
}

#[cfg(test)]
mod tests;
