//! Grid games as rulesets over one engine: a position is split into
//! independent regions, each region valued once up to the board's
//! symmetries, and the position is worth the sum of its regions.
//!
//! - [`board`]: [`Board`], at most 64 cells as bit masks (cells in play,
//!   Left's pieces, Right's pieces); connected components and cropping.
//! - [`symmetry`]: the eight maps of the square, with the pieces exchanged
//!   or not, each keeping a position's value or negating it
//!   ([`Symmetry`]), and the [`normal_form`] of a region under them.
//! - [`ruleset`]: [`Ruleset`], a game's moves on a board, its live cells
//!   and its symmetries.
//! - [`table`]: [`Table`], a memo of fixed size in two generations.
//! - [`regions`]: [`Regions`], the engine: the value of a board as the sum
//!   of its regions' values.
//!
//! The rulesets are in [`crate::games`]: `domineering`, `clobber`,
//! `toads_and_frogs`.

pub mod board;
#[cfg(test)]
pub(crate) mod proof;
pub mod regions;
pub mod ruleset;
pub mod symmetry;
pub mod table;

pub use board::{Board, BoardError, Cell, MOST_CELLS};
pub use regions::{Region, Regions, Stats, DEFAULT_BUDGET};
pub use ruleset::Ruleset;
pub use symmetry::{normal_form, Dihedral, Symmetry};
pub use table::Table;
