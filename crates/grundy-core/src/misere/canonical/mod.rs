//! Misère canonical forms of impartial games (Conway): the simplest game
//! equal to a given one in misère play, where games are equal when adding
//! either to any game gives the same misère outcome.
//!
//! - [`Arena`] holds canonical forms once each ([`MisereGame`] ids, so
//!   equality is identity): built from options with the simplification rule
//!   applied ([`Arena::game`]), from any [`Impartial`](crate::game::Impartial)
//!   game ([`Arena::of_game`]), or from CGSuite's list notation
//!   ([`Arena::parse`], printed back by [`Arena::show`]); sums, mates, nim
//!   heaps, the misère outcome of a sum ([`Arena::sum_mover_wins`]);
//! - [`Genus`]: Conway's genus, the normal value and the misère values of
//!   the game plus copies of `*2`;
//! - [`Phylum`]: tame, restive, restless or wild, as CGSuite classifies.
//!
//! Sources: J. H. Conway, *On Numbers and Games* (1976), ch. 12; E. R.
//! Berlekamp, J. H. Conway and R. K. Guy, *Winning Ways*, ch. 13;
//! A. N. Siegel, *Combinatorial Game Theory* (AMS, 2013), ch. V.1; and
//! CGSuite's `MisereCanonicalGameOps` (Siegel and Hoey), whose test cases
//! the tests replay.

mod arena;
mod genus;
mod notation;
mod phylum;
mod sum;
#[cfg(test)]
mod tests;

pub use arena::{Arena, MisereGame};
pub use genus::Genus;
pub use notation::{parse, ParseError, Show};
pub use phylum::Phylum;
