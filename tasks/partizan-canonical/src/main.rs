//! partizan-canonical (own problem: canonical forms of short partizan games and of their sum): see src/lib.rs.
fn main() {
    judge_io::run(HELP, partizan_canonical::solve)
}

/// What `--help` prints (and a terminal shows before reading the input).
const HELP: &str = "\
usage: partizan-canonical < INPUT

own problem partizan-canonical Canonical forms of short partizan games: https://en.wikipedia.org/wiki/Combinatorial_game_theory
Input: k (1..8), then k components, one a line: `hackenbush S` (B/R from
the ground up, 1..40 edges), `domineering R C` and R rows of . and #
(R*C <= 16; Left vertical), `cutcake A B` (1..12; Left cuts north-south),
`game E` (braces and atoms such as {0,*|^2}, 1/2v*3; <= 200 chars, 6 deep).
Output: each component's canonical form, their sum's, and the sum's
outcome class: L, R, N or P.

Reads stdin, answers on stdout; bad input exits 1 with one `error:` line
on stderr. Format and bounds in full: tasks/partizan-canonical/README.md.

Options:
  -h, --help  print this help and exit
";
