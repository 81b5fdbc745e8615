//! t03-subtraction-sum: `k`, S, `m`, then `m` pile sizes; prints `FIRST` or `SECOND`.
fn main() {
    judge_io::run(HELP, t03_subtraction_sum::solve)
}

/// What `--help` prints (and a terminal shows before reading the input).
const HELP: &str = "\
usage: t03-subtraction-sum < INPUT

Input: `k`, S, `m`, then `m` pile sizes.
Output: `FIRST` or `SECOND`.

Reads stdin, answers on stdout; bad input exits 1 with one `error:` line
on stderr. Format and bounds in full: tasks/t03-subtraction-sum/README.md.

Options:
  -h, --help  print this help and exit
";
