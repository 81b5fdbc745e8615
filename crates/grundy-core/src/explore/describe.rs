//! A game in a few lines: a space of positions and closures for the moves,
//! made into the library's one description of a game ([`Game`], with
//! [`Impartial`], [`Numbered`] and [`Scored`] where they hold), so that
//! every engine of the library takes it, and its tables come from one call.
//!
//! One type serves every kind, [`Description`]: the space, numbered as its
//! positions are ([`Numbered`]), and the moves, whose kind says what the
//! game is and which tables it has:
//!
//! | description | the closures | tables |
//! |---|---|---|
//! | [`Rules`] ([`Moves`]) | the moves (impartial) | Grundy values, misère win/lose, loopy win/lose/draw |
//! | [`PartizanRules`] ([`SideMoves`]) | Left's moves, Right's moves | outcome classes L R N P, canonical values |
//! | [`ScoredRules`] ([`ScoredMoves`]) | the moves, the score where play is over | minimax values |
//!
//! A closure appends the positions one move away to a buffer the caller
//! owns and has emptied, as [`Game::options`] does: `|&n, out| out.extend(…)`.

use super::dense::{self, TableError};
use super::space::Space;
use super::table::Table;
use crate::game::{Game, Impartial, Numbered, Score, Scored, Side};
use crate::loopy::retrograde::Outcome;
use crate::partizan::arena::{Arena, GameId};
use crate::partizan::compare::Outcome as Class;

/// A game described: a space of positions, and the moves `M` of one kind
/// ([`Moves`], [`SideMoves`] or [`ScoredMoves`]). Made and named by its
/// kind: [`Rules`], [`PartizanRules`], [`ScoredRules`].
///
/// # Example
/// ```
/// use grundy_core::explore::{Rules, Upto};
/// use grundy_core::game::Numbered;
/// // The positions are the space's, numbered as it numbers them.
/// let game = Rules::new(Upto(9), |&n: &u64, out: &mut Vec<u64>| out.extend(n.checked_sub(1)));
/// assert_eq!((game.len(), game.index(&4), game.index(&10)), (10, Some(4), None));
/// ```
#[derive(Clone)]
pub struct Description<S, M> {
    space: S,
    moves: M,
}

impl<S: Space, M> Description<S, M> {
    /// The space of positions.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use grundy_core::explore::{Rules, Upto};
    /// let game = Rules::new(Upto(5), |_: &u64, _: &mut Vec<u64>| {});
    /// assert_eq!(game.space(), &Upto(5));
    /// ```
    pub fn space(&self) -> &S {
        &self.space
    }

    /// The table of `values`, one a position, or the dense engine's error.
    fn table<V: Copy>(&self, values: Result<Vec<V>, TableError>) -> Result<Table<S, V>, TableError>
    where
        S: Clone,
    {
        Ok(Table::from_values(self.space.clone(), values?).expect("one value per position"))
    }
}

/// The positions of a description are its space's, numbered as it numbers
/// them.
impl<S: Space, M> Numbered for Description<S, M>
where
    Self: Game<Position = S::Position>,
{
    #[inline]
    fn len(&self) -> usize {
        self.space.len()
    }
    #[inline]
    fn index(&self, p: &S::Position) -> Option<usize> {
        self.space.index(p)
    }
    #[inline]
    fn position(&self, i: usize) -> S::Position {
        self.space.position(i)
    }
}

/// The moves of an impartial game: the same for the player to move,
/// whoever that is. Made by [`Rules::new`].
///
/// # Example
/// See [`Rules`].
#[derive(Clone)]
pub struct Moves<F>(F);

/// An impartial game: a space of positions and the moves of the player to
/// move, whoever that is.
///
/// # Example
/// ```
/// use grundy_core::explore::{Rules, Upto};
/// // Take 1 or 2 from a heap of at most 200: the multiples of 3 lose.
/// let game = Rules::new(Upto(200), |&n: &u64, out: &mut Vec<u64>| {
///     out.extend((1..=2).filter(|&s| s <= n).map(|s| n - s))
/// });
/// let table = game.grundy_table().unwrap();
/// assert_eq!(table.get(&7), Some(1));
/// assert_eq!(table.p_positions()[..4], [0, 3, 6, 9]);
/// ```
pub type Rules<S, F> = Description<S, Moves<F>>;

impl<S: Space, F: Fn(&S::Position, &mut Vec<S::Position>)> Rules<S, F> {
    /// The game on `space` whose moves from `p` are what `moves(p, out)`
    /// appends to `out`.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// See [`Rules`].
    pub fn new(space: S, moves: F) -> Self {
        Description {
            space,
            moves: Moves(moves),
        }
    }

    /// The Grundy value of every position (normal play: the player with no
    /// move loses), the game finite and acyclic: [`dense::grundy_table`].
    ///
    /// # Complexity
    /// As [`dense::grundy_table`].
    ///
    /// # Errors
    /// As [`dense::grundy_table`]: a move out of the space, a cycle, 2^32
    /// positions.
    ///
    /// # Example
    /// See [`Rules`].
    pub fn grundy_table(&self) -> Result<Table<S, u64>, TableError>
    where
        S: Clone,
    {
        self.table(dense::grundy_table(self))
    }

    /// Win or lose at every position under misère play (the player with no
    /// move wins): [`dense::misere_outcomes`].
    ///
    /// # Complexity
    /// As [`dense::grundy_table`].
    ///
    /// # Errors
    /// As [`Rules::grundy_table`].
    ///
    /// # Example
    /// ```
    /// use grundy_core::explore::{Rules, Upto};
    /// // Misère Nim on one heap: only the heap of 1 loses.
    /// let nim = Rules::new(Upto(6), |&n: &u64, out: &mut Vec<u64>| out.extend(0..n));
    /// assert_eq!(nim.misere_table().unwrap().p_positions(), [1]);
    /// ```
    pub fn misere_table(&self) -> Result<Table<S, Outcome>, TableError>
    where
        S: Clone,
    {
        self.table(dense::misere_outcomes(self))
    }

    /// Win, lose or draw at every position of a game whose play may go on
    /// forever, under normal play or, with `misere`, misère play:
    /// [`dense::loopy_outcomes`] (retrograde analysis).
    ///
    /// # Complexity
    /// As [`dense::loopy_outcomes`].
    ///
    /// # Errors
    /// A move out of the space, 2^32 positions or moves.
    ///
    /// # Example
    /// ```
    /// use grundy_core::explore::{Rules, Upto};
    /// use grundy_core::loopy::retrograde::Outcome::{Draw, Lose, Win};
    /// // Move a token 1 down or 1 up on 0..=4; the player to move at 0 has lost.
    /// let walk = Rules::new(Upto(4), |&n: &u64, out: &mut Vec<u64>| {
    ///     if n > 0 {
    ///         out.push(n - 1);
    ///         out.extend(Some(n + 1).filter(|&m| m <= 4));
    ///     }
    /// });
    /// assert_eq!(walk.loopy_table(false).unwrap().values(), &[Lose, Win, Draw, Draw, Draw]);
    /// ```
    pub fn loopy_table(&self, misere: bool) -> Result<Table<S, Outcome>, TableError>
    where
        S: Clone,
    {
        self.table(dense::loopy_outcomes(self, misere))
    }
}

impl<S: Space, F: Fn(&S::Position, &mut Vec<S::Position>)> Game for Rules<S, F> {
    type Position = S::Position;
    #[inline]
    fn options(&self, p: &S::Position, _: Side, out: &mut Vec<S::Position>) {
        (self.moves.0)(p, out)
    }
}

impl<S: Space, F: Fn(&S::Position, &mut Vec<S::Position>)> Impartial for Rules<S, F> {}

/// The moves of a partizan game: Left's and Right's. Made by
/// [`PartizanRules::new`].
///
/// # Example
/// See [`PartizanRules`].
#[derive(Clone)]
pub struct SideMoves<L, R> {
    left: L,
    right: R,
}

/// A partizan game: a space of positions, Left's moves and Right's moves.
///
/// # Example
/// ```
/// use grundy_core::explore::{PartizanRules, Pairs};
/// use grundy_core::partizan::compare::Outcome::{Left, Previous};
/// // Cutcake-like toy: Left lowers a, Right lowers b, by one.
/// let game = PartizanRules::new(
///     Pairs(5, 5),
///     |&(a, b): &(u64, u64), out: &mut Vec<(u64, u64)>| out.extend(a.checked_sub(1).map(|a| (a, b))),
///     |&(a, b): &(u64, u64), out: &mut Vec<(u64, u64)>| out.extend(b.checked_sub(1).map(|b| (a, b))),
/// );
/// let classes = game.outcome_table().unwrap();
/// assert_eq!(classes.get(&(3, 3)), Some(Previous));
/// assert_eq!(classes.get(&(4, 3)), Some(Left));
/// ```
pub type PartizanRules<S, L, R> = Description<S, SideMoves<L, R>>;

impl<S, L, R> PartizanRules<S, L, R>
where
    S: Space,
    L: Fn(&S::Position, &mut Vec<S::Position>),
    R: Fn(&S::Position, &mut Vec<S::Position>),
{
    /// The game on `space` where Left's moves from `p` are what `left(p,
    /// out)` appends and Right's what `right(p, out)` appends.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// See [`PartizanRules`].
    pub fn new(space: S, left: L, right: R) -> Self {
        Description {
            space,
            moves: SideMoves { left, right },
        }
    }

    /// The outcome class of every position: [`dense::outcome_classes`].
    ///
    /// # Complexity
    /// As [`dense::outcome_classes`].
    ///
    /// # Errors
    /// A move out of the space, a cycle, 2^32 positions.
    ///
    /// # Example
    /// See [`PartizanRules`].
    pub fn outcome_table(&self) -> Result<Table<S, Class>, TableError>
    where
        S: Clone,
    {
        self.table(dense::outcome_classes(self))
    }

    /// The canonical value of every position, as games of `arena`:
    /// [`dense::canonical_values`].
    ///
    /// # Complexity
    /// As [`dense::canonical_values`]: for short games.
    ///
    /// # Errors
    /// As [`PartizanRules::outcome_table`].
    ///
    /// # Example
    /// ```
    /// use grundy_core::explore::{PartizanRules, Upto};
    /// use grundy_core::partizan::{arena::Arena, notation::Printer};
    /// // Both may take 1; only Left may take 2: n = 2 is {0, * | *}, which is up.
    /// let game = PartizanRules::new(
    ///     Upto(2),
    ///     |&n: &u64, out: &mut Vec<u64>| out.extend((1..=2).filter(|&s| s <= n).map(|s| n - s)),
    ///     |&n: &u64, out: &mut Vec<u64>| out.extend(n.checked_sub(1)),
    /// );
    /// let mut arena = Arena::new();
    /// let values = game.value_table(&mut arena).unwrap();
    /// let mut printer = Printer::new();
    /// let shown: Vec<String> = values.values().iter().map(|&g| printer.print(&mut arena, g)).collect();
    /// assert_eq!(shown, ["0", "*", "^"]);
    /// ```
    pub fn value_table(&self, arena: &mut Arena) -> Result<Table<S, GameId>, TableError>
    where
        S: Clone,
    {
        self.table(dense::canonical_values(self, arena))
    }
}

impl<S, L, R> Game for PartizanRules<S, L, R>
where
    S: Space,
    L: Fn(&S::Position, &mut Vec<S::Position>),
    R: Fn(&S::Position, &mut Vec<S::Position>),
{
    type Position = S::Position;
    #[inline]
    fn options(&self, p: &S::Position, side: Side, out: &mut Vec<S::Position>) {
        match side {
            Side::Left => (self.moves.left)(p, out),
            Side::Right => (self.moves.right)(p, out),
        }
    }
}

/// The moves of a game with a score at its end, and that score. Made by
/// [`ScoredRules::new`].
///
/// # Example
/// See [`ScoredRules`].
#[derive(Clone)]
pub struct ScoredMoves<F, E> {
    moves: F,
    score: E,
}

/// A game with a score at its end: a space of positions, the moves of the
/// player to move, and the score where play is over, seen by the player to
/// move there (the negamax convention of [`Scored`]).
///
/// The description does not say who is to move: a game that needs it keeps
/// it in the position. So [`Scored::to_move`] is Left everywhere, and the
/// options are the same for both sides.
///
/// # Example
/// ```
/// use grundy_core::explore::{Pairs, ScoredRules};
/// // A row of coins 3 1 4 1 5 between two players taking an end coin
/// // each turn: a position is the interval (i, j) of coins left.
/// const COINS: [i32; 5] = [3, 1, 4, 1, 5];
/// let game = ScoredRules::new(
///     Pairs(5, 5),
///     |&(i, j): &(u64, u64), out: &mut Vec<(u64, u64)>| {
///         if i < j {
///             out.push((i + 1, j));
///             out.push((i, j - 1));
///         }
///     },
///     |&(i, j): &(u64, u64)| (i >= j).then_some(0),
/// );
/// // The minimax of "coins taken by me minus by you" needs the coin in
/// // the score of a move; here the score only says who ends: 0.
/// assert_eq!(game.minimax_table().unwrap().get(&(0, 5)), Some(0));
/// # let _ = COINS;
/// ```
pub type ScoredRules<S, F, E> = Description<S, ScoredMoves<F, E>>;

impl<S, F, E> ScoredRules<S, F, E>
where
    S: Space,
    F: Fn(&S::Position, &mut Vec<S::Position>),
    E: Fn(&S::Position) -> Option<Score>,
{
    /// The game on `space` with the moves `moves` appends, over where
    /// `score(p)` is `Some`, with that score for the player to move.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// See [`ScoredRules`].
    pub fn new(space: S, moves: F, score: E) -> Self {
        Description {
            space,
            moves: ScoredMoves { moves, score },
        }
    }

    /// The minimax value of every position: [`dense::minimax_values`].
    ///
    /// # Complexity
    /// As [`dense::minimax_values`].
    ///
    /// # Errors
    /// A move out of the space, a cycle, 2^32 positions.
    ///
    /// # Example
    /// See [`ScoredRules`].
    pub fn minimax_table(&self) -> Result<Table<S, Score>, TableError>
    where
        S: Clone,
    {
        self.table(dense::minimax_values(self))
    }
}

impl<S, F, E> Game for ScoredRules<S, F, E>
where
    S: Space,
    F: Fn(&S::Position, &mut Vec<S::Position>),
    E: Fn(&S::Position) -> Option<Score>,
{
    type Position = S::Position;
    #[inline]
    fn options(&self, p: &S::Position, _: Side, out: &mut Vec<S::Position>) {
        (self.moves.moves)(p, out)
    }
}

impl<S, F, E> Scored for ScoredRules<S, F, E>
where
    S: Space,
    F: Fn(&S::Position, &mut Vec<S::Position>),
    E: Fn(&S::Position) -> Option<Score>,
{
    fn to_move(&self, _: &S::Position) -> Side {
        Side::Left
    }
    fn score(&self, p: &S::Position) -> Option<Score> {
        (self.moves.score)(p)
    }
}
