//! Sprague-Grundy theory for impartial games, written to be read.
//!
//! Each module is one algorithm family. Every Grundy computation here is
//! checked in its tests against a brute-force win/loss search ([`oracle`]):
//! a position has Grundy value 0 exactly when the player to move loses.
#![warn(missing_docs)]

pub mod classify;
pub mod crossover;
pub mod dag;
pub mod engine;
pub mod mex;
pub mod narrow;
pub mod nim;
pub mod octal;
pub mod oracle;
pub mod period;
pub mod split;
pub mod subtraction;
#[cfg(test)]
mod test_rng;
pub mod treblecross;
