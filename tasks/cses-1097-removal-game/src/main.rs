//! cses-1097-removal-game (CSES 1097 Removal Game): see src/lib.rs.
fn main() {
    judge_io::run(HELP, cses_1097_removal_game::solve)
}

/// What `--help` prints (and a terminal shows before reading the input).
const HELP: &str = "\
usage: cses-1097-removal-game < INPUT

Input: `n`, then x_1 … x_n (negative allowed).
Output: the first player's total when each move takes the first or the last
number and each player makes their own total as large as possible.

Reads stdin, answers on stdout; bad input exits 1 with one `error:` line
on stderr. Format and bounds in full: tasks/cses-1097-removal-game/README.md.

Options:
  -h, --help  print this help and exit
";
