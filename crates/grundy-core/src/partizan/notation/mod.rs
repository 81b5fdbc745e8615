//! The written forms of games, and the printer and parsers between them
//! and the arena.
//!
//! Two notations:
//!
//! - the **statement notation** ([`statement`]), `partizan-canonical`'s
//!   contract: braces and `x^n*m` atoms (`1/2^*`, `-1v2*3`, `{1|-1}`),
//!   read strictly (an atom must be written as the printer writes it);
//! - **CGSuite's notation** ([`cgsuite`]), what CGSuite and Winning Ways
//!   users type: sums and differences (`^ + *`, `1 - 1/2`), spaces,
//!   `±G` (`+-1`, `+-{1,+-1}`), braces with slash levels (`{0||0|v*}`,
//!   `{3||2+*|1+*}`), `^^`, `^^^`, `vv`, `^3`, `*5`, CGSuite's uptimals
//!   `^<n>` and `^[n]`, `Tiny(G)`, `Miny(G)`, integer multiples
//!   (`3*{1|-1}`), negation (`-{2|1}`).
//!
//! The two disagree on purpose in one place: CGSuite reads `2*3` as the
//! product 6 and refuses `1/8*`, so in its notation a number is never
//! directly followed by `*`, `^`, `v` or `Tiny`; the printer writes
//! `9/8+*`, `2+*3`, `1+Tiny(3/2)` there ([`cgsuite::Printer`]), which
//! CGSuite reads back as the same game. Every form either printer writes,
//! its parser reads back to the same game.
//!
//! Neither parser recurses unboundedly: brackets nested deeper than
//! [`Limits::max_depth`] are refused before they are entered, and in
//! CGSuite's notation a value whose game tree would be taller than
//! [`Limits::max_height`] (numbers counting as leaves) is refused before it
//! is built, so no canonical form computed from a parsed text recurses
//! deeper than that.

pub mod cgsuite;
mod limits;
pub mod statement;

pub use limits::{Limits, ParseError};
pub use statement::{nus_to_string, parse, Printer};
