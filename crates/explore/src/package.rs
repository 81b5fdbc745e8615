//! The explorer binary of a judge package, `src/bin/<package>-explore.rs`:
//! the patterns of its game's table, and the table, as `grundy_core::explore`
//! finds them from the game's description (docs/explore.md, "A judge
//! package solved through the explorer").
//!
//! The wiring is here, once; a package's binary holds only what is its
//! own, the table of its game and the words for it:
//!
//! ```no_run
//! use grundy_core::explore::{Rules, Table, Upto};
//!
//! /// The game on 0..=200: take 1 or 2.
//! fn table() -> Table<Upto, u64> {
//!     let game = Rules::new(Upto(200), |&n: &u64, out: &mut Vec<u64>| {
//!         out.extend((1..=2).filter(|&s| s <= n).map(|s| n - s))
//!     });
//!     game.grundy_table().expect("every move lowers n")
//! }
//!
//! fn main() -> std::process::ExitCode {
//!     explore::package::Explorer {
//!         bin: "take-two-explore", // env!("CARGO_BIN_NAME") in a package
//!         positions: "(n <= 200)",
//!         described_in: "src/explore.rs",
//!         table: true,
//!     }
//!     .run(table)
//! }
//! ```

use grundy_core::explore::space::Space;
use grundy_core::explore::table::Value;
use grundy_core::explore::Table;
use std::ffi::OsString;
use std::fmt::Display;
use std::process::ExitCode;

/// A package's explorer: its name and the words its `--help` says, and
/// whether it prints the table after the patterns.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Explorer {
    /// The binary's name, `env!("CARGO_BIN_NAME")`.
    pub bin: &'static str,
    /// The positions the table covers, as `--help` says it after "the
    /// game's patterns (and its table)": `"(n <= 400)"`, `"on three colors
    /// of at most 9 apples"`.
    pub positions: &'static str,
    /// Where the game's description is, from the package's folder:
    /// `"src/explore.rs"`.
    pub described_in: &'static str,
    /// Whether the table follows the patterns (not where it is too large
    /// to read).
    pub table: bool,
}

/// What a package's table function returns: the table, or the table or
/// why there is none (a description not written yet, a move out of the
/// space), which the explorer prints as its one `error:` line.
pub trait Tabled {
    /// The positions of the table.
    type Space: Space;
    /// The values of the table.
    type Value: Value;
    /// The table, or why there is none.
    ///
    /// # Errors
    /// Why there is no table, in words.
    fn tabled(self) -> Result<Table<Self::Space, Self::Value>, String>;
}

impl<S: Space, V: Value> Tabled for Table<S, V> {
    type Space = S;
    type Value = V;
    fn tabled(self) -> Result<Table<S, V>, String> {
        Ok(self)
    }
}

impl<S: Space, V: Value, E: Display> Tabled for Result<Table<S, V>, E> {
    type Space = S;
    type Value = V;
    fn tabled(self) -> Result<Table<S, V>, String> {
        self.map_err(|e| e.to_string())
    }
}

impl Explorer {
    /// What `--help` prints.
    ///
    /// # Complexity
    /// O(the text).
    ///
    /// # Example
    /// ```
    /// let explorer = explore::package::Explorer {
    ///     bin: "take-two-explore",
    ///     positions: "(n <= 200)",
    ///     described_in: "src/explore.rs",
    ///     table: true,
    /// };
    /// assert!(explorer.help().starts_with(
    ///     "usage: take-two-explore [-h]\n\nThe game's patterns and its table (n <= 200), as"
    /// ));
    /// ```
    pub fn help(&self) -> String {
        format!(
            "usage: {} [-h]\n\n\
             The game's patterns{} {}, as grundy_core::explore finds\n\
             them from the game's description ({}): one pattern a line,\n\
             each with how far it was checked (docs/explore.md).\n\n\
             Options:\n  -h, --help  print this help and exit\n",
            self.bin,
            if self.table { " and its table" } else { "" },
            self.positions,
            self.described_in,
        )
    }

    /// What a run on the arguments `args` (after the program name) prints:
    /// the help where `-h` or `--help` is among them (any other argument
    /// is not looked at), else the patterns of `table()` and, with
    /// [`Explorer::table`], the table.
    ///
    /// # Complexity
    /// That of `table()` and of finding its patterns.
    ///
    /// # Errors
    /// Why `table()` gave no table: the `error:` line's text.
    ///
    /// # Example
    /// ```
    /// use grundy_core::explore::{Table, Upto};
    /// let explorer = explore::package::Explorer {
    ///     bin: "thirds-explore",
    ///     positions: "(n <= 200)",
    ///     described_in: "src/explore.rs",
    ///     table: false,
    /// };
    /// let printed = explorer.output(Vec::new(), || Table::from_fn(Upto(200), |&n| n % 3));
    /// assert!(printed
    ///     .unwrap()
    ///     .starts_with("periodic: period 3 from n = 0: 0 1 2 (checked: every n <= 200)\n"));
    /// assert!(explorer.output(Vec::new(), || Err::<Table<Upto, u64>, _>("no game")).is_err());
    /// ```
    pub fn output<T: Tabled>(
        &self,
        args: impl IntoIterator<Item = OsString>,
        table: impl FnOnce() -> T,
    ) -> Result<String, String> {
        if args.into_iter().any(|a| a == "-h" || a == "--help") {
            return Ok(self.help());
        }
        let table = table().tabled()?;
        let mut printed = table.patterns().to_string();
        if self.table {
            printed.push_str(&table.to_string());
        }
        Ok(printed)
    }

    /// Runs the explorer on the command line: prints
    /// [`Explorer::output`] and exits 0, or prints `error: ` and why on
    /// stderr and exits 1.
    ///
    /// # Complexity
    /// As [`Explorer::output`].
    ///
    /// # Example
    /// See [the module](self).
    pub fn run<T: Tabled>(&self, table: impl FnOnce() -> T) -> ExitCode {
        match self.output(std::env::args_os().skip(1), table) {
            Ok(printed) => {
                print!("{}", printed);
                ExitCode::SUCCESS
            }
            Err(why) => {
                eprintln!("error: {}", why);
                ExitCode::from(1)
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use grundy_core::explore::{Rules, Upto};

    const HARLEQUIN: Explorer = Explorer {
        bin: "atcoder-caddi2018-d-harlequin-explore",
        positions: "on three colors of at most 9 apples",
        described_in: "src/explore.rs",
        table: false,
    };

    fn args(words: &[&str]) -> Vec<OsString> {
        words.iter().map(OsString::from).collect()
    }

    /// The table of "take 1 or 2" on 0..=n.
    fn take_two(n: u64) -> Table<Upto, u64> {
        Rules::new(Upto(n), |&n: &u64, out: &mut Vec<u64>| {
            out.extend((1..=2).filter(|&s| s <= n).map(|s| n - s))
        })
        .grundy_table()
        .expect("every move lowers n")
    }

    #[test]
    fn the_help_says_what_is_printed_and_where_the_description_is() {
        assert_eq!(
            HARLEQUIN.help(),
            "usage: atcoder-caddi2018-d-harlequin-explore [-h]\n\
             \n\
             The game's patterns on three colors of at most 9 apples, as grundy_core::explore finds\n\
             them from the game's description (src/explore.rs): one pattern a line,\n\
             each with how far it was checked (docs/explore.md).\n\
             \n\
             Options:\n  -h, --help  print this help and exit\n"
        );
        let with_table = Explorer {
            table: true,
            positions: "(n <= 400)",
            ..HARLEQUIN
        };
        assert!(with_table
            .help()
            .contains("\nThe game's patterns and its table (n <= 400), as grundy_core"));
    }

    #[test]
    fn help_anywhere_among_the_arguments_is_the_help_and_nothing_is_tabled() {
        for words in [&["-h"][..], &["--help"], &["x", "--help"], &["-h", "y"]] {
            let printed = HARLEQUIN.output(args(words), || -> Table<Upto, u64> {
                panic!("tabled for {:?}", words)
            });
            assert_eq!(printed, Ok(HARLEQUIN.help()), "{:?}", words);
        }
    }

    #[test]
    fn the_patterns_then_the_table_where_asked() {
        let table = take_two(200);
        let patterns = table.patterns().to_string();
        assert!(patterns.starts_with("periodic: period 3 from n = 0: 0 1 2"));
        let shown = Explorer {
            table: true,
            ..HARLEQUIN
        };
        // Other arguments are not looked at, as before the wiring was shared.
        for words in [&[][..], &["--no-table"], &["x"]] {
            assert_eq!(
                HARLEQUIN.output(args(words), || take_two(200)),
                Ok(patterns.clone())
            );
            assert_eq!(
                shown.output(args(words), || take_two(200)),
                Ok(format!("{}{}", patterns, table))
            );
        }
    }

    #[test]
    fn no_table_is_the_error_line() {
        let not_written: Result<Table<Upto, u64>, &str> = Err("the description is not written yet");
        assert_eq!(
            HARLEQUIN.output(args(&[]), || not_written),
            Err("the description is not written yet".to_string())
        );
        // A move out of the space, as the tables' own error says it.
        let outside = Rules::new(Upto(3), |&n: &u64, out: &mut Vec<u64>| out.push(n + 1));
        let said = outside.grundy_table().unwrap_err().to_string();
        assert_eq!(
            HARLEQUIN.output(args(&[]), || outside.grundy_table()),
            Err(said)
        );
        assert_eq!(
            HARLEQUIN.output(args(&[]), || Ok::<_, String>(take_two(5))),
            HARLEQUIN.output(args(&[]), || take_two(5))
        );
    }
}
