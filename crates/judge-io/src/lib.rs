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
//! A package's `src/main.rs` is one line, [`main!`] naming its `solve`.
//!
//! This crate is bundled into the single-file submissions, so it has no
//! dependencies and keeps to the parts of `std` that every judge has.
#![warn(missing_docs)]

mod bad_input;
pub mod checker;
mod graph;
mod grid;
pub mod interactive;
mod options;
mod reading;
mod writing;

pub use bad_input::{package_help, run, run_with, show, solve_bytes, InputError, Result, Solve};
pub use graph::Vertices;
pub use grid::{cells, Grid};
pub use interactive::run as run_interactive;
pub use options::option_number;
pub use reading::{is_space, Reader, Stream, MAX_VALUE};
pub use writing::Out;

/// The whole `main` of a package that reads stdin and answers through its
/// `solve`: `judge_io::main!(my_package::solve);` is its `src/main.rs`.
///
/// Its `--help` ([`package_help`]) names the package, says what it answers
/// (the `description` of its Cargo.toml) and points to the README that
/// states the format; the rest is [`run`]'s. Compiled outside Cargo (a
/// bundle on a judge), the name and description are absent and the help is
/// the generic part only.
///
/// An interactive package's is [`interactive_main!`], a macro of its own so
/// that a bundle of any other package leaves the interactive part out.
#[macro_export]
macro_rules! main {
    ($solve:path) => {
        // Not in the binary's own unit-test build (`cargo test` makes one
        // for every binary): with nothing in it, that build is a moment.
        #[cfg(not(test))]
        fn main() {
            let help = $crate::package_help(
                option_env!("CARGO_PKG_NAME"),
                option_env!("CARGO_PKG_DESCRIPTION"),
            );
            $crate::run(&help, $solve)
        }
    };
}

/// The whole `main` of an interactive package, whose `play` talks with the
/// judge ([`run_interactive`]): `judge_io::interactive_main!(my_package::play);`
/// is its `src/main.rs`, with the `--help` of [`main!`].
#[macro_export]
macro_rules! interactive_main {
    ($play:path) => {
        // As in `main!`: nothing in the binary's unit-test build.
        #[cfg(not(test))]
        fn main() {
            let help = $crate::package_help(
                option_env!("CARGO_PKG_NAME"),
                option_env!("CARGO_PKG_DESCRIPTION"),
            );
            $crate::run_interactive(&help, $play)
        }
    };
}
