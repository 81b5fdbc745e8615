//! Misère play of impartial games beyond Nim: the player who makes the
//! last move loses, and sums no longer add by XOR.
//!
//! - [`canonical`]: misère canonical forms (Conway's simplification),
//!   genus, tame and restive games, and the misère outcome of sums;
//! - [`quotient`]: misère quotients (Plambeck and Siegel), which decide
//!   the sums of a family of games (an octal game's heaps, or any finite
//!   set of games) by a product in a finite commutative monoid, as
//!   MisereSolver computes them;
//! - [`notakto`]: X-only tic-tac-toe on several boards, whose every board
//!   the library maps to its element of Plambeck and Whitehead's quotient
//!   of order 18, derived from the game.
//!
//! Misère Nim itself and the anti-SG rule are in
//! [`games::misere`](crate::games::misere).

pub mod canonical;
pub mod notakto;
pub mod quotient;
