//! Search over game trees with scores: games the Sprague-Grundy theorem does
//! not cover (scored, partizan, board games), searched exactly by minimax.
//!
//! A game is given by a trait ([`crate::game::Game`] through [`crate::game::Scored`]: positions, moves listed into
//! the caller's buffer, a score when the game is over, seen from the player
//! to move), and searched three ways, one file each:
//!
//! - [`negamax`]: the definition run as a program, every node visited;
//! - [`table`]: negamax with a transposition table under a canonical key
//!   ([`crate::game::Canonical`]), every position searched once;
//! - [`alpha_beta`]: alpha-beta, cutting the moves that cannot change the
//!   answer, in the caller's move order, with or without a table of bounds.
//!
//! All three count the nodes they visit, and are checked in their tests
//! against a plain minimax that shares no code with them, on random trees
//! and DAGs with random scores. They recurse once per move played: the
//! games here are shallow (board games of at most 16 cells), never as deep
//! as an input is long.
//!
//! [`crate::games::tic_tac_toe`] is the worked example: n × n tic-tac-toe, and the first
//! winning cell of UVa 10111 on 4 × 4 (package
//! `uva-10111-find-the-winning-move`: alpha-beta with its table of
//! bounds). Games whose positions are intervals of a row (take from either
//! end: the Deque, the Removal Game) have their own module, [`crate::games::interval`],
//! solved by a table over the intervals rather than by search.

pub mod alpha_beta;
pub mod negamax;
pub mod strategy;
pub mod table;
#[cfg(test)]
mod testing;
