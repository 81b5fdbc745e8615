//! Octal games: any code, the sparse-space engine, and Guy–Smith certified
//! periodicity.
//!
//! An octal game is played on heaps of tokens. Its code `d0.d1d2d3…` says,
//! for each j, what a move that removes j tokens from one heap may leave, as
//! the sum of the bits of the digit dj:
//!
//! * 1: nothing (the heap had exactly j tokens);
//! * 2: one non-empty heap;
//! * 4: two non-empty heaps (the rest is split in two).
//!
//! A heap that becomes two heaps is worth the XOR of their values, so with
//! the moves of x listed as pairs (a, b) (an empty part is 0),
//!
//! ```text
//! g(x) = mex { g(a) ⊕ g(b) : x may become (a, b) }.
//! ```
//!
//! Kayles is `0.77`, Dawson's Kayles `0.07`, Dawson's chess `0.137`.
//!
//! Beyond octal: a hexadecimal code's digit may also have bit 8, three
//! non-empty heaps left ([`Rule::parse_hex`]); a rule may have any number
//! of digits ([`Rule::from_digits`], [`Rule::remove_block`]: "remove l to
//! r adjacent tokens"); and the same rule on a ring, whose first move
//! leaves a row ([`ring_grundy`]).
//! Grundy's game (split a heap into two *unequal* heaps) is not octal; it is
//! a [`Rule`] of its own ([`Rule::grundys_game`]) and runs through the same
//! engines.
//!
//! * [`rule`](Rule): parsing a code, and the moves it allows;
//! * [`naive_table`]: the definition, O(n²) (O(n³) with three-heap
//!   moves), the reference;
//! * [`grundy_table`]: the engine that applies, sparse, window (wide
//!   ranges of removals) or three-part (hexadecimal);
//! * [`ring_grundy`]: a ring of n, from the row values;
//! * [`SparseEngine`]: the sparse-space engine, equal to the naive table
//!   and far faster;
//! * [`certify`], [`certified_period`]: Guy–Smith certified periodicity,
//!   the table grown until the certificate holds or a budget is reached;
//! * Kayles and Grundy's game, the named games built on these engines, live
//!   in [`games::kayles`](crate::games::kayles) and
//!   [`games::grundys_game`](crate::games::grundys_game).

mod census;
mod certify;
mod naive;
mod ring;
mod rule;
mod sparse;
mod table;
#[cfg(test)]
pub(crate) mod testing;
mod three;
pub(crate) mod window;

pub use census::{census, Census};
pub use certify::{certified_period_within, certify, Limits, Progress, Stop, Uncertified};
pub use naive::naive_table;
pub use ring::ring_grundy;
pub use rule::{CodeError, Rule};
pub use sparse::{OutOfMemory, SparseEngine};
pub use table::{certified_period, grundy_table, sparse_table};
