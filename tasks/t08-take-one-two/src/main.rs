//! t08-take-one-two: `n`, `m`, then `m` piles; prints g[0] … g[n], then FIRST or SECOND.
fn main() {
    judge_io::run(HELP, t08_take_one_two::solve)
}

/// What `--help` prints (and a terminal shows before reading the input).
const HELP: &str = "\
usage: t08-take-one-two < INPUT

Input: `n`, `m`, then `m` piles.
Output: g[0] … g[n], then FIRST or SECOND.

Reads stdin, answers on stdout; bad input exits 1 with one `error:` line
on stderr. Format and bounds in full: tasks/t08-take-one-two/README.md.

Options:
  -h, --help  print this help and exit
";
