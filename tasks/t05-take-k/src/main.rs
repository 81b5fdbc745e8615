//! t05-take-k: `k Q`, then `Q` values n; prints FIRST iff n mod (k+1) != 0, one line each.
fn main() {
    judge_io::run(HELP, t05_take_k::solve)
}

/// What `--help` prints (and a terminal shows before reading the input).
const HELP: &str = "\
usage: t05-take-k < INPUT

Input: `k Q`, then `Q` values n.
Output: FIRST iff n mod (k+1) != 0, one line each.

Reads stdin, answers on stdout; bad input exits 1 with one `error:` line
on stderr. Format and bounds in full: tasks/t05-take-k/README.md.

Options:
  -h, --help  print this help and exit
";
