//! pe-409-nim-extreme (own problem Project Euler 409 Nim Extreme): see src/lib.rs.
use pe_409_nim_extreme::solve;

fn main() {
    judge_io::run(HELP, solve)
}

/// What `--help` prints (and a terminal shows before reading the input).
/// TODO: the input and the output in brief, as src/lib.rs's first lines say.
const HELP: &str = "\
usage: pe-409-nim-extreme < INPUT

own problem Project Euler 409 Nim Extreme: https://projecteuler.net/problem=409
Input: TODO, as the statement says, in brief.
Output: TODO.

Reads stdin, answers on stdout; bad input exits 1 with one `error:` line
on stderr. Format and bounds in full: tasks/pe-409-nim-extreme/README.md.

Options:
  -h, --help  print this help and exit
";
