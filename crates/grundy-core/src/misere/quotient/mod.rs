//! Misère quotients (Plambeck and Siegel): the sums of a family of games
//! (the heaps of an octal game, or any finite set of games closed under
//! options) mapped onto a finite commutative monoid with a marked set of
//! losing elements, so that a sum is decided by multiplying its parts'
//! elements.
//!
//! Two sums G and H of the family are *indistinguishable* when G + X and
//! H + X have the same misère outcome for every sum X of the family; the
//! classes form a commutative monoid Q, the *misère quotient*, and the
//! classes of the misère P-positions its *P-portion*. The element of each
//! game is the *pretending function* Φ. Sums of the heaps of a tame game
//! (misère Nim) give the quotients T₁, T₂, …; wild games give others, such
//! as `0.75`'s of order 8 or Dawson's Kayles' of order 360 at heap 30.
//!
//! - [`Quotient`] (from [`Quotient::of`], [`Quotient::of_octal`], or a
//!   [`Solver`] one game at a time): the order, the P-portion, Φ, the
//!   heaps at which the presentation changed, and [`Quotient::mover_wins`]
//!   for any sum;
//! - [`BipartiteMonoid`]: the monoid and its P-portion, with normal forms
//!   and the presentation MisereSolver prints;
//! - [`Family`]: what a quotient is taken of ([`Rule`](crate::sg::octal::Rule)
//!   for octal games, [`GameList`] for games given by their options);
//! - [`Word`]: words of a commutative monoid, and sums of heaps.
//!
//! The engine follows MisereSolver (Siegel; in CGSuite) and checks every
//! answer on every sum of heaps before giving it: see [`solver`](Solver)
//! and the module docs of its parts. Sources: T. E. Plambeck and A. N.
//! Siegel, *Misère quotients for impartial games*, J. Combin. Theory Ser.
//! A 115 (2008), 593–622; A. N. Siegel, *Combinatorial Game Theory* (AMS,
//! 2013), ch. V.

mod family;
mod monoid;
mod presentation;
mod pretending;
mod solver;
#[cfg(test)]
mod tests;
mod trial;
mod verify;
mod walk;
mod word;

pub use family::{Family, FamilyError, GameList};
pub use monoid::{BipartiteMonoid, MonoidError};
pub use pretending::{Change, OctalQuotientError, Quotient};
pub use solver::{Limits, QuotientError, Solver};
pub use word::Word;
