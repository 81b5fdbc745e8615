//! A misère quotient with its pretending function: the answer of the
//! engine, and what sums of heaps are decided by.

use super::family::Family;
use super::monoid::BipartiteMonoid;
use super::solver::{Limits, QuotientError, Solver};
use super::word::Word;
use crate::sg::octal::{CodeError, Rule};
use std::fmt;

/// A heap at which the presentation changed (the quotient grew).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Change {
    /// The heap (game) whose arrival changed it.
    pub heap: usize,
    /// The order of the new quotient.
    pub order: usize,
    /// The size of its P-portion.
    pub p_portion_size: usize,
}

/// The misère quotient of games 0..n of a family: the monoid, the element
/// of each game (the pretending function Φ), and the heaps at which it
/// grew.
///
/// A sum of games is a misère P-position (the player to move loses)
/// exactly when the product of its games' elements is in the P-portion.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Quotient {
    monoid: BipartiteMonoid,
    phi: Vec<u32>,
    changes: Vec<Change>,
}

/// Why an octal code's quotient was not given.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum OctalQuotientError {
    /// The code is not an octal code (or is Grundy's game, which is not
    /// an octal game).
    Code(CodeError),
    /// The engine stopped.
    Quotient(QuotientError),
}

impl fmt::Display for OctalQuotientError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            OctalQuotientError::Code(e) => write!(f, "{}", e),
            OctalQuotientError::Quotient(e) => write!(f, "{}", e),
        }
    }
}

impl std::error::Error for OctalQuotientError {}

impl Quotient {
    pub(crate) fn new(monoid: BipartiteMonoid, phi: Vec<u32>, changes: Vec<Change>) -> Quotient {
        Quotient {
            monoid,
            phi,
            changes,
        }
    }

    /// The quotient of games `0..=max_game` of a family.
    ///
    /// # Errors
    /// [`QuotientError`] as [`Solver::add_next`].
    ///
    /// # Complexity
    /// As [`Solver::add_next`], once per game.
    ///
    /// # Example
    /// ```
    /// use grundy_core::misere::quotient::{Limits, Quotient};
    /// use grundy_core::sg::octal::Rule;
    /// let q = Quotient::of(&Rule::parse("0.75").unwrap(), 30, Limits::default()).unwrap();
    /// assert_eq!((q.order(), q.p_portion_size()), (8, 2));
    /// assert_eq!(q.to_string(), "Q = <a,b,c | a2=1,b3=b,bc=ab,c2=b2>; P = {a,b2}");
    /// ```
    pub fn of<F: Family + ?Sized>(
        family: &F,
        max_game: usize,
        limits: Limits,
    ) -> Result<Quotient, QuotientError> {
        let mut solver = Solver::new(family, limits);
        while solver.games() <= max_game {
            solver.add_next()?;
        }
        Ok(solver.quotient())
    }

    /// The quotient of an octal game's heaps `0..=max_heap`, from its code.
    ///
    /// # Errors
    /// [`OctalQuotientError`]: a code that is not octal (Grundy's game
    /// included), or the engine's [`QuotientError`].
    ///
    /// # Complexity
    /// As [`Quotient::of`].
    ///
    /// # Example
    /// ```
    /// use grundy_core::misere::quotient::{Limits, Quotient};
    /// // Misère Kayles to heap 10.
    /// let q = Quotient::of_octal("0.77", 10, Limits::default()).unwrap();
    /// assert!(!q.mover_wins(&[1]));
    /// assert!(q.mover_wins(&[1, 1]));
    /// assert!(Quotient::of_octal("0.8", 10, Limits::default()).is_err());
    /// ```
    pub fn of_octal(
        code: &str,
        max_heap: usize,
        limits: Limits,
    ) -> Result<Quotient, OctalQuotientError> {
        let rule = Rule::parse(code).map_err(OctalQuotientError::Code)?;
        if rule.largest_removal().is_none() {
            return Err(OctalQuotientError::Code(CodeError::Malformed));
        }
        Quotient::of(&rule, max_heap, limits).map_err(OctalQuotientError::Quotient)
    }

    /// The quotient as a bipartite monoid.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use grundy_core::misere::quotient::{Limits, Quotient};
    /// let q = Quotient::of_octal("0.3", 5, Limits::default()).unwrap();
    /// assert_eq!(q.monoid().generators(), 1);
    /// ```
    pub fn monoid(&self) -> &BipartiteMonoid {
        &self.monoid
    }

    /// The quotient's order (its number of elements).
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use grundy_core::misere::quotient::{Limits, Quotient};
    /// // Misère Nim with heaps up to 3 (0.333): T2, of order 6.
    /// assert_eq!(Quotient::of_octal("0.333", 3, Limits::default()).unwrap().order(), 6);
    /// ```
    pub fn order(&self) -> usize {
        self.monoid.order()
    }

    /// The size of the P-portion.
    ///
    /// # Complexity
    /// O(order).
    ///
    /// # Example
    /// ```
    /// use grundy_core::misere::quotient::{Limits, Quotient};
    /// assert_eq!(Quotient::of_octal("0.333", 3, Limits::default()).unwrap().p_portion_size(), 2);
    /// ```
    pub fn p_portion_size(&self) -> usize {
        self.monoid.p_portion_size()
    }

    /// How many games (heaps 0, 1, …) the quotient covers.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use grundy_core::misere::quotient::{Limits, Quotient};
    /// assert_eq!(Quotient::of_octal("0.77", 6, Limits::default()).unwrap().games(), 7);
    /// ```
    pub fn games(&self) -> usize {
        self.phi.len()
    }

    /// The element of game (heap) `h`: Φ(h).
    ///
    /// # Panics
    /// If `h` is not below [`Quotient::games`].
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use grundy_core::misere::quotient::{Limits, Quotient};
    /// let q = Quotient::of_octal("0.75", 30, Limits::default()).unwrap();
    /// assert_eq!(q.monoid().word(q.element(5)).to_string(), "c");
    /// ```
    pub fn element(&self, h: usize) -> usize {
        self.phi[h] as usize
    }

    /// The element of a sum of games: the product of their elements.
    ///
    /// # Panics
    /// If a game is not below [`Quotient::games`].
    ///
    /// # Complexity
    /// O(number of games in the sum).
    ///
    /// # Example
    /// ```
    /// use grundy_core::misere::quotient::{Limits, Quotient};
    /// let q = Quotient::of_octal("0.75", 30, Limits::default()).unwrap();
    /// assert_eq!(q.monoid().word(q.element_of_sum(&[2, 3])).to_string(), "ab");
    /// ```
    pub fn element_of_sum(&self, games: &[usize]) -> usize {
        games
            .iter()
            .fold(0, |x, &h| self.monoid.product(x, self.phi[h] as usize))
    }

    /// Whether the player to move wins the misère sum of these games.
    ///
    /// # Panics
    /// If a game is not below [`Quotient::games`].
    ///
    /// # Complexity
    /// O(number of games in the sum).
    ///
    /// # Example
    /// ```
    /// use grundy_core::misere::quotient::{Limits, Quotient};
    /// // Misère Nim (0.333) with heaps up to 3: heaps 1, 1, 1 lose.
    /// let q = Quotient::of_octal("0.333", 3, Limits::default()).unwrap();
    /// assert!(!q.mover_wins(&[1, 1, 1]));
    /// assert!(q.mover_wins(&[1, 2, 2]));
    /// assert!(q.mover_wins(&[]));
    /// ```
    pub fn mover_wins(&self, games: &[usize]) -> bool {
        !self.monoid.is_p(self.element_of_sum(games))
    }

    /// The heaps at which the presentation changed, in order.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use grundy_core::misere::quotient::{Limits, Quotient};
    /// let q = Quotient::of_octal("0.75", 30, Limits::default()).unwrap();
    /// let heaps: Vec<usize> = q.changes().iter().map(|c| c.heap).collect();
    /// assert_eq!(heaps, vec![1, 2, 5]);
    /// ```
    pub fn changes(&self) -> &[Change] {
        &self.changes
    }

    /// The heap at which the presentation last changed (`None` when it
    /// never did: every game is 0).
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use grundy_core::misere::quotient::{Limits, Quotient};
    /// let q = Quotient::of_octal("0.75", 30, Limits::default()).unwrap();
    /// assert_eq!(q.last_change(), Some(5));
    /// ```
    pub fn last_change(&self) -> Option<usize> {
        self.changes.last().map(|c| c.heap)
    }

    /// Φ as MisereSolver prints it: the normal form of each game's element,
    /// game 0 first.
    ///
    /// # Complexity
    /// O(total length of the words).
    ///
    /// # Example
    /// ```
    /// use grundy_core::misere::quotient::{Limits, Quotient};
    /// let q = Quotient::of_octal("0.75", 8, Limits::default()).unwrap();
    /// let phi: Vec<String> = q.phi().iter().map(|w| w.to_string()).collect();
    /// assert_eq!(phi.join(" "), "1 a b a b c b c b");
    /// ```
    pub fn phi(&self) -> Vec<Word> {
        self.phi
            .iter()
            .map(|&x| self.monoid.word(x as usize).clone())
            .collect()
    }
}

/// MisereSolver's line for the quotient: `(Q,P) = T2`, or the
/// presentation `Q = <…>; P = {…}`.
impl fmt::Display for Quotient {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.monoid)
    }
}
