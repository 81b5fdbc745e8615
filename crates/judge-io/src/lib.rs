//! Judge input and output shared by every task binary.
//!
//! The binaries read whitespace-separated tokens with [`Reader`] and write
//! through [`Out`]. Every problem with the input is an [`InputError`]; [`run`]
//! turns it into the bad-input contract of `docs/formats.md`: exit status 1,
//! nothing on stdout, one line on stderr starting `error: `.
//!
//! Every reading method says its bound in its name or its arguments: a
//! number is read with the largest value it may take ([`Reader::u64_at_most`]),
//! a count with what each item costs in tokens ([`Reader::count`]), so no
//! allocation is ever sized by a number the input has not paid for.
//! Graphs are read through [`Vertices`] (an edge list, adjacency lines,
//! numbered from 0 or 1) and boards through [`Grid`] and [`cells`].
//! A package's checker, where any valid answer is accepted, runs through
//! [`checker`].
//!
//! This crate is bundled into the single-file submissions, so it has no
//! dependencies and keeps to the parts of `std` that every judge has. Its
//! root holds only the modules and their re-exports, so that
//! `scripts/bundle.sh` ships only the modules a binary reaches (a binary
//! without options leaves [`option_number`] out).
#![warn(missing_docs)]

mod bad_input;
pub mod checker;
mod graph;
mod grid;
pub mod interactive;
mod options;
mod reading;
mod writing;

pub use bad_input::{run, run_with, show, solve_bytes, InputError, Result, Solve};
pub use graph::Vertices;
pub use grid::{cells, Grid};
pub use interactive::run as run_interactive;
pub use options::option_number;
pub use reading::{is_space, Reader, Stream, MAX_VALUE};
pub use writing::Out;
