//! Game theory for competitive programming, written to be read.
//!
//! Three parts, one folder each:
//!
//! - [`sg`]: the Sprague-Grundy machinery for impartial games: the mex,
//!   Grundy tables of subtraction and split games, DAGs, the generic
//!   memoized engine, certified periodicity, octal games.
//! - [`games`]: the named games, each with its own theory: Nim and its
//!   variants, misère Nim, staircase Nim, Treblecross, …
//! - [`search`]: search over game trees with scores, for the games the
//!   Sprague-Grundy theorem does not cover.
//! - [`partizan`]: Conway's values of partizan games, where Left and
//!   Right have different moves: exact dyadic numbers and the simplicity
//!   rule.
//! - [`loopy`]: games that can go on forever (win, lose or draw):
//!   retrograde analysis and Smith's generalized Grundy values.
//!
//! Beside them, [`oracle`] is the brute-force win/loss search that knows no
//! Grundy theory, against which every Grundy computation here is checked in
//! its tests (a position has Grundy value 0 exactly when the player to move
//! loses), and [`classify`] names the tool that fits a game.
#![warn(missing_docs)]

pub mod classify;
pub mod game;
pub mod games;
pub mod loopy;
pub mod oracle;
pub mod partizan;
pub mod search;
pub mod sg;
#[cfg(test)]
mod test_rng;
