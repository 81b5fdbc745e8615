//! codechef-fdivgame: `T`, then per test `N` and N integers; prints `Henry` or `Derek` per test.
use codechef_fdivgame::solve;

fn main() {
    judge_io::run(HELP, solve)
}

/// What `--help` prints (and a terminal shows before reading the input).
const HELP: &str = "\
usage: codechef-fdivgame < INPUT

CodeChef FDIVGAME Floor Division Game: https://www.codechef.com/problems/FDIVGAME
Input: T, then per test N and N integers (1 to 10^18).
Output: per test `Henry` if the first player wins, else `Derek`.

Reads stdin, answers on stdout; bad input exits 1 with one `error:` line
on stderr. Format and bounds in full: tasks/codechef-fdivgame/README.md.

Options:
  -h, --help  print this help and exit
";
