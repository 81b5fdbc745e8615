//! poj-1704-georgia-and-bob (POJ 1704 Georgia and Bob): see src/lib.rs.
fn main() {
    judge_io::run(HELP, poj_1704_georgia_and_bob::solve)
}

/// What `--help` prints (and a terminal shows before reading the input).
const HELP: &str = "\
usage: poj-1704-georgia-and-bob < INPUT

Input: `T`, then per test `N` and the N cells of the chessmen (distinct,
from 1, in any order).
Output: `Georgia will win` if the first player wins, else `Bob will win`.

Reads stdin, answers on stdout; bad input exits 1 with one `error:` line
on stderr. Format and bounds in full: tasks/poj-1704-georgia-and-bob/README.md.

Options:
  -h, --help  print this help and exit
";
