//! `explore`: the patterns of a game's table, piped in from a brute force
//! written in any language.
//!
//! The input is a table, one entry a line: `value` (values by n = 0, 1, …),
//! `n value` (consecutive n), or `a b value` (every (a, b) of a box once,
//! in any order). A value is an integer, an outcome class `L R N P`, or
//! `W L D` (win, lose, draw for the player to move). The output is the
//! patterns that `grundy_core::explore::pattern` finds, one a line, then
//! the table (`docs/explore.md` has the forms in full).
//!
//! [`package`] is the same explorer on a judge package's own game: the
//! wiring of its binary `<package>-explore`, which tables the game from its
//! description and prints the patterns.
#![warn(missing_docs)]

pub mod package;

use grundy_core::explore::pattern::{find, render, Layout};
use grundy_core::explore::table::Kind;
use judge_io::{show, InputError, Out, Reader, Result, MAX_VALUE};
use std::collections::HashSet;

/// What `--help` prints (and a terminal shows before reading the input).
pub const HELP: &str = "\
usage: explore [--no-table] < TABLE

Finds the patterns of a game's table: periods (with a preperiod, or a
saltus), the P-positions as a set, the value as a function of a feature
(n mod k, popcount, Omega(n), a xor b, min, (a mod p, b mod q), ...),
Beatty-like pairs, whether a grid is the xor of its parts. Each claim says
how far it was checked; a table with no pattern gives `none: no pattern
found`.

Input, one entry a line (blank lines skipped), all lines alike:
  value        values by n = 0, 1, 2, ...
  n value      n consecutive (n0, n0 + 1, ...)
  a b value    every (a, b) of a box once, in any order
A value is an integer (|v| <= 10^18), an outcome class L R N P, or
W L D (win, lose, draw for the player to move; an L alone is a loss).

Output: the patterns, one a line (`periodic:`, `p-positions:`,
`depends:`, ...), then `table:` and the table (rows of ten values by n,
or a grid with a down and b across); `*` marks a P-position (value 0,
class P, or L). Bad input exits 1 with one `error:` line on stderr.
Format and the catalogue of features in full: docs/explore.md.

Options:
  --no-table  print the patterns only
  -h, --help  print this help and exit
";

/// The options of a run.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Options {
    /// Print the patterns only, not the table.
    pub no_table: bool,
}

/// The options from the command-line arguments (after the program name);
/// `-h` and `--help` are `judge_io::run_with`'s.
///
/// # Errors
/// An unknown argument, as bad input.
///
/// # Example
/// ```
/// use explore::{options, Options};
/// assert_eq!(options(["--no-table".into()]), Ok(Options { no_table: true }));
/// assert!(options(["--table".into()]).is_err());
/// ```
pub fn options(args: impl IntoIterator<Item = std::ffi::OsString>) -> Result<Options> {
    let mut options = Options::default();
    for arg in args {
        match arg.to_str() {
            Some("--no-table") => options.no_table = true,
            Some("-h") | Some("--help") => {}
            _ => {
                return Err(InputError::about(
                    format!("argument {}", show(arg.to_string_lossy().as_bytes())),
                    "unknown: the options are --no-table and -h or --help",
                ))
            }
        }
    }
    Ok(options)
}

/// A value as read: an integer or a letter.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Read {
    Number(i64),
    Letter(u8),
}

/// Reads one value token.
fn value(rd: &mut Reader) -> Result<Read> {
    let token = rd.token("value")?;
    if let [b @ (b'L' | b'R' | b'N' | b'P' | b'W' | b'D')] = token {
        return Ok(Read::Letter(*b));
    }
    let (negative, digits) = match token.split_first() {
        Some((b'-', rest)) => (true, rest),
        _ => (false, token),
    };
    if digits.is_empty() || !digits.iter().all(u8::is_ascii_digit) {
        return Err(rd.reject(
            "value",
            format!(
                "expected an integer or one of the letters L R N P W D, found {}",
                show(token)
            ),
        ));
    }
    let parsed = digits.iter().try_fold(0u64, |v, &d| {
        v.checked_mul(10)?.checked_add(u64::from(d - b'0'))
    });
    match parsed {
        Some(v) if v <= MAX_VALUE => {
            Ok(Read::Number(if negative { -(v as i64) } else { v as i64 }))
        }
        _ => Err(rd.reject(
            "value",
            format!(
                "{} is outside the limits -{} and {}",
                show(token),
                MAX_VALUE,
                MAX_VALUE
            ),
        )),
    }
}

/// The kind of the values read, and their codes.
fn codes(values: &[Read]) -> Result<(Kind, Vec<i64>)> {
    let numbers = values
        .iter()
        .filter(|v| matches!(v, Read::Number(_)))
        .count();
    if numbers == values.len() {
        let codes: Vec<i64> = values
            .iter()
            .map(|v| match v {
                Read::Number(x) => *x,
                Read::Letter(_) => unreachable!("all numbers"),
            })
            .collect();
        let kind = if codes.iter().all(|&c| c >= 0) {
            Kind::Number
        } else {
            Kind::Score
        };
        return Ok((kind, codes));
    }
    if numbers > 0 {
        return Err(InputError::about(
            "values",
            "mix integers and letters: a table holds one kind of value",
        ));
    }
    let letters: HashSet<u8> = values
        .iter()
        .map(|v| match v {
            Read::Letter(b) => *b,
            Read::Number(_) => unreachable!("all letters"),
        })
        .collect();
    let classes = letters.iter().any(|b| matches!(b, b'R' | b'N' | b'P'));
    let win_loss = letters.iter().any(|b| matches!(b, b'W' | b'D'));
    let (kind, order): (Kind, &[u8]) = match (classes, win_loss) {
        (true, true) => {
            return Err(InputError::about(
                "values",
                "mix outcome classes (R N P) with W or D: a table holds L R N P or W L D",
            ))
        }
        (true, false) => (Kind::Class, b"PNLR"),
        (false, _) => (Kind::WinLoss, b"LWD"),
    };
    let codes = values
        .iter()
        .map(|v| match v {
            Read::Letter(b) => order
                .iter()
                .position(|x| x == b)
                .expect("a letter of the kind") as i64,
            Read::Number(_) => unreachable!("all letters"),
        })
        .collect();
    Ok((kind, codes))
}

/// Reads the table and prints its patterns, then (unless `--no-table`)
/// the table.
///
/// # Errors
/// Bad input: a bad token, lines of different lengths, `n` not
/// consecutive, `(a, b)` not filling a box once, values of two kinds.
///
/// # Example
/// ```
/// use explore::{solve, Options};
/// let input = b"0\n1\n0\n1\n0\n1\n0\n1\n0\n1\n0\n1\n0\n1\n0\n1\n0\n1\n0\n1\n0\n1\n0\n1\n0\n1\n0\n1\n0\n1\n0\n1\n0\n1\n0\n1\n0\n1\n0\n1\n0\n1\n0\n1\n0\n1\n0\n1\n";
/// let out = judge_io::solve_bytes(|rd, out| solve(rd, out, Options { no_table: true }), input);
/// let text = String::from_utf8(out.unwrap()).unwrap();
/// assert!(text.starts_with("periodic: period 2 from n = 0: 0 1 (checked: every n <= 47)\n"));
/// ```
pub fn solve(rd: &mut Reader, out: &mut Out, options: Options) -> Result<()> {
    if rd.at_end() {
        return Err(InputError::about("table", "is empty: no line to read"));
    }
    // The first line says how many tokens every line has.
    let mut probe = rd.clone();
    let mut width = 0;
    loop {
        probe.token("value")?;
        width += 1;
        if probe.at_line_end() || width > 3 {
            break;
        }
    }
    if width > 3 {
        return Err(InputError::about(
            "line 1",
            "has more than 3 tokens: a line is `value`, `n value` or `a b value`",
        ));
    }
    let names: &[&str] = match width {
        1 => &[],
        2 => &["n"],
        _ => &["a", "b"],
    };
    let mut coords: Vec<[u64; 2]> = Vec::new();
    let mut values: Vec<Read> = Vec::new();
    let mut line = 0usize;
    while !rd.at_end() {
        line += 1;
        let mut xy = [0u64; 2];
        for (i, name) in names.iter().enumerate() {
            xy[i] = rd.u64_at_most(name, MAX_VALUE)?;
            if rd.at_line_end() {
                return Err(InputError::about(
                    format!("line {}", line),
                    format!("has {} tokens, the first line {}", i + 1, width),
                ));
            }
        }
        values.push(value(rd)?);
        if !rd.at_line_end() {
            return Err(InputError::about(
                format!("line {}", line),
                format!("has more tokens than the first line's {}", width),
            ));
        }
        coords.push(xy);
    }
    let (kind, mut codes) = codes(&values)?;
    let layout = match width {
        1 => Layout::Line { first: 0 },
        2 => {
            let first = coords[0][0];
            for (i, c) in coords.iter().enumerate() {
                if c[0] != first + i as u64 {
                    return Err(InputError::about(
                        format!("line {}", i + 1),
                        format!(
                            "has n = {}: the n must be consecutive, {} here",
                            c[0],
                            first as u128 + i as u128
                        ),
                    ));
                }
            }
            Layout::Line { first }
        }
        _ => grid(&coords, &mut codes)?,
    };
    let report = find(&layout, kind, &codes);
    out.str(&report.to_string());
    if !options.no_table {
        out.line("table:");
        out.str(&render(&layout, kind, &codes));
    }
    Ok(())
}

/// The box the `(a, b)` of the lines fill, the codes put in its order.
fn grid(coords: &[[u64; 2]], codes: &mut Vec<i64>) -> Result<Layout> {
    let a0 = coords.iter().map(|c| c[0]).min().expect("a line");
    let b0 = coords.iter().map(|c| c[1]).min().expect("a line");
    let rows = coords.iter().map(|c| c[0] - a0).max().expect("a line") as u128 + 1;
    let cols = coords.iter().map(|c| c[1] - b0).max().expect("a line") as u128 + 1;
    if rows * cols != coords.len() as u128 {
        let seen: HashSet<[u64; 2]> = coords.iter().copied().collect();
        let problem = if seen.len() < coords.len() {
            let mut once = HashSet::new();
            let twice = coords.iter().find(|c| !once.insert(**c)).expect("a repeat");
            format!("({}, {}) is given twice", twice[0], twice[1])
        } else {
            let missing = (0..rows as u64)
                .flat_map(|a| (0..cols as u64).map(move |b| [a0 + a, b0 + b]))
                .find(|c| !seen.contains(c))
                .expect("a cell of the box is missing");
            format!("({}, {}) is missing", missing[0], missing[1])
        };
        return Err(InputError::about(
            "table",
            format!(
                "the (a, b) must fill the box {}..={} by {}..={} once each: {}",
                a0,
                a0 + rows as u64 - 1,
                b0,
                b0 + cols as u64 - 1,
                problem
            ),
        ));
    }
    let (rows, cols) = (rows as usize, cols as usize);
    let mut ordered = vec![None; rows * cols];
    for (c, &code) in coords.iter().zip(codes.iter()) {
        let i = (c[0] - a0) as usize * cols + (c[1] - b0) as usize;
        if ordered[i].replace(code).is_some() {
            return Err(InputError::about(
                "table",
                format!("({}, {}) is given twice", c[0], c[1]),
            ));
        }
    }
    *codes = ordered
        .into_iter()
        .map(|c| c.expect("every cell once"))
        .collect();
    Ok(Layout::Grid {
        first: (a0, b0),
        rows,
        cols,
    })
}
