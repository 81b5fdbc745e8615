//! t11-periodicity: `k`, S, `Q`, then `Q` values n; prints `n0 p`, then g(n) per query.
fn main() {
    judge_io::run(HELP, t11_periodicity::solve)
}

/// What `--help` prints (and a terminal shows before reading the input).
const HELP: &str = "\
usage: t11-periodicity < INPUT

Input: `k`, S, `Q`, then `Q` values n.
Output: `n0 p`, then g(n) per query.

Reads stdin, answers on stdout; bad input exits 1 with one `error:` line
on stderr. Format and bounds in full: tasks/t11-periodicity/README.md.

Options:
  -h, --help  print this help and exit
";
