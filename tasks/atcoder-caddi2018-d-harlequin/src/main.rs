//! atcoder-caddi2018-d-harlequin (AtCoder caddi2018_b Harlequin): see src/lib.rs.
use atcoder_caddi2018_d_harlequin::solve;

fn main() {
    judge_io::run(HELP, solve)
}

/// What `--help` prints (and a terminal shows before reading the input).
/// TODO: the input and the output in brief, as src/lib.rs's first lines say.
const HELP: &str = "\
usage: atcoder-caddi2018-d-harlequin < INPUT

AtCoder caddi2018_b Harlequin: https://atcoder.jp/contests/caddi2018/tasks/caddi2018_b
Input: TODO, as the statement says, in brief.
Output: TODO.

Reads stdin, answers on stdout; bad input exits 1 with one `error:` line
on stderr. Format and bounds in full: tasks/atcoder-caddi2018-d-harlequin/README.md.

Options:
  -h, --help  print this help and exit
";
