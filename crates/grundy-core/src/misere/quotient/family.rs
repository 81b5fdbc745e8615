//! What a quotient is taken of: games numbered 0, 1, 2, …, each of whose
//! options is a sum of games with smaller numbers.
//!
//! The heaps of an octal game are such a family (heap n's options are
//! sums of one or two smaller heaps, [`Rule`]); so is any finite set of
//! games closed under options, listed so that every option comes before
//! its game ([`GameList`], built by [`GameList::of_game`] from any
//! [`Impartial`] game and its starting positions). A sum of games of the
//! family is a word, the multiset of its games' numbers.

use crate::game::Impartial;
use crate::sg::octal::Rule;
use std::collections::{HashMap, HashSet};
use std::fmt;

/// Games numbered 0, 1, 2, …, each of whose options is a sum of games
/// with smaller numbers: what a misère quotient is taken of.
///
/// # Laws
/// `options(n, ..)` appends the same options every time, and every number
/// in them is below `n`. Game 0 may have options only in a finite family
/// that says so (heap 0 of an octal game has none).
pub trait Family {
    /// How many games there are; `None` for one of every number (heaps).
    ///
    /// # Complexity
    /// O(1) in both families here.
    ///
    /// # Example
    /// ```
    /// use grundy_core::misere::quotient::{Family, GameList};
    /// use grundy_core::sg::octal::Rule;
    /// assert_eq!(Rule::parse("0.77").unwrap().len(), None);
    /// assert_eq!(GameList::new(vec![vec![]]).unwrap().len(), Some(1));
    /// ```
    fn len(&self) -> Option<usize>;

    /// Whether the family has no games at all.
    ///
    /// # Complexity
    /// As [`Family::len`].
    ///
    /// # Example
    /// ```
    /// use grundy_core::misere::quotient::{Family, GameList};
    /// assert!(GameList::new(vec![]).unwrap().is_empty());
    /// ```
    fn is_empty(&self) -> bool {
        self.len() == Some(0)
    }

    /// Appends to `out` (which the caller has emptied) the options of game
    /// `n`, each as the numbers of the games it is the sum of (empty for
    /// the game 0), in no particular order.
    ///
    /// # Complexity
    /// O(number of options) in both families here.
    ///
    /// # Example
    /// See the implementation for [`Rule`].
    fn options(&self, n: usize, out: &mut Vec<Vec<usize>>);
}

/// The heaps of an octal game (or of Grundy's game): a move from heap n
/// leaves nothing, one smaller heap or two.
///
/// # Example
/// ```
/// use grundy_core::misere::quotient::Family;
/// use grundy_core::sg::octal::Rule;
/// let kayles = Rule::parse("0.77").unwrap();
/// let mut out = Vec::new();
/// kayles.options(3, &mut out);
/// assert_eq!(out, vec![vec![2], vec![1], vec![1, 1]]);
/// ```
impl Family for Rule {
    fn len(&self) -> Option<usize> {
        None
    }

    fn options(&self, n: usize, out: &mut Vec<Vec<usize>>) {
        for (a, b) in self.moves(n) {
            out.push([a, b].iter().copied().filter(|&h| h > 0).collect());
        }
    }
}

/// Why lists of options are not a family.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum FamilyError {
    /// An option of game `game` names game `part`, which does not come
    /// before it.
    NotBefore {
        /// The game whose option it is.
        game: usize,
        /// The game named.
        part: usize,
    },
}

impl fmt::Display for FamilyError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FamilyError::NotBefore { game, part } => write!(
                f,
                "an option of game {} is a sum with game {}, which does not come before it",
                game, part
            ),
        }
    }
}

impl std::error::Error for FamilyError {}

/// A finite set of games given by their options, listed so that every
/// option comes first: game `n`'s options are sums of games below `n`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GameList {
    options: Vec<Vec<Vec<usize>>>,
}

impl GameList {
    /// The family whose game `n` has the options `options[n]` (each a list
    /// of the games it is the sum of).
    ///
    /// # Errors
    /// [`FamilyError::NotBefore`] if an option names a game that does not
    /// come before its own.
    ///
    /// # Complexity
    /// O(total size of the options).
    ///
    /// # Example
    /// ```
    /// use grundy_core::misere::quotient::{Family, GameList};
    /// // 0, *1 = {0}, *2 = {0, *1}, and {*2 + *2}.
    /// let games = GameList::new(vec![vec![], vec![vec![]], vec![vec![], vec![1]], vec![vec![2, 2]]]).unwrap();
    /// assert_eq!(games.len(), Some(4));
    /// assert!(GameList::new(vec![vec![vec![0]]]).is_err());
    /// ```
    pub fn new(options: Vec<Vec<Vec<usize>>>) -> Result<GameList, FamilyError> {
        for (game, opts) in options.iter().enumerate() {
            if let Some(&part) = opts.iter().flatten().find(|&&part| part >= game) {
                return Err(FamilyError::NotBefore { game, part });
            }
        }
        Ok(GameList { options })
    }

    /// Every position of an impartial game reachable from `starts`, as a
    /// family (each option one position), and the number of each position.
    ///
    /// Positions are numbered by a depth-first search from the starts in
    /// their order, each after all of its options (a position's first
    /// option is numbered first). The game must be finite and acyclic.
    ///
    /// # Complexity
    /// O(P + M) moves generated and hash look-ups, for P positions and M
    /// moves.
    ///
    /// # Example
    /// ```
    /// use grundy_core::misere::quotient::{Family, GameList};
    /// use grundy_core::oracle::Moves;
    /// // Nim heaps up to 2: 0, 1 = {0}, 2 = {1, 0}.
    /// let nim = Moves::new(|&n: &u32| (0..n).rev().collect());
    /// let (games, number) = GameList::of_game(&nim, &[2]);
    /// assert_eq!(games.len(), Some(3));
    /// assert_eq!((number[&0], number[&1], number[&2]), (0, 1, 2));
    /// ```
    pub fn of_game<G: Impartial>(
        game: &G,
        starts: &[G::Position],
    ) -> (GameList, HashMap<G::Position, usize>) {
        let mut number: HashMap<G::Position, usize> = HashMap::new();
        let mut order: Vec<Vec<G::Position>> = Vec::new();
        let mut open: HashSet<G::Position> = HashSet::new();
        for start in starts {
            if number.contains_key(start) {
                continue;
            }
            // Each frame: a position, its moves, how many are numbered.
            let mut stack = vec![(start.clone(), game.moves(start), 0usize)];
            open.insert(start.clone());
            while let Some(top) = stack.last_mut() {
                if let Some(child) = top.1.get(top.2).cloned() {
                    top.2 += 1;
                    if !number.contains_key(&child) && !open.contains(&child) {
                        let moves = game.moves(&child);
                        open.insert(child.clone());
                        stack.push((child, moves, 0));
                    }
                } else {
                    let (p, moves, _) = stack.pop().expect("non-empty");
                    open.remove(&p);
                    number.insert(p, order.len());
                    order.push(moves);
                }
            }
        }
        let options = order
            .iter()
            .map(|moves| moves.iter().map(|q| vec![number[q]]).collect())
            .collect();
        (GameList { options }, number)
    }
}

impl Family for GameList {
    fn len(&self) -> Option<usize> {
        Some(self.options.len())
    }

    fn options(&self, n: usize, out: &mut Vec<Vec<usize>>) {
        out.extend(self.options[n].iter().cloned());
    }
}
