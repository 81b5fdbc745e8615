//! t02-subtraction-table: `n`, `k`, then the `k` elements of S; prints g[0] … g[n].
fn main() {
    judge_io::run(HELP, t02_subtraction_table::solve)
}

/// What `--help` prints (and a terminal shows before reading the input).
const HELP: &str = "\
usage: t02-subtraction-table < INPUT

Input: `n`, `k`, then the `k` elements of S.
Output: g[0] … g[n].

Reads stdin, answers on stdout; bad input exits 1 with one `error:` line
on stderr. Format and bounds in full: tasks/t02-subtraction-table/README.md.

Options:
  -h, --help  print this help and exit
";
