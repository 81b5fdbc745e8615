//! atcoder-caddi2018-d-harlequin: `N`, then N apple counts; prints `first` or `second`.
use atcoder_caddi2018_d_harlequin::solve;

fn main() {
    judge_io::run(HELP, solve)
}

/// What `--help` prints (and a terminal shows before reading the input).
const HELP: &str = "\
usage: atcoder-caddi2018-d-harlequin < INPUT

AtCoder caddi2018_b Harlequin: https://atcoder.jp/contests/caddi2018/tasks/caddi2018_b
Input: `N`, then N counts a_i (1 <= a_i <= 10^9), one a line.
Output: `first` if the player to move wins, else `second`.

Reads stdin, answers on stdout; bad input exits 1 with one `error:` line
on stderr. Format and bounds in full: tasks/atcoder-caddi2018-d-harlequin/README.md.

Options:
  -h, --help  print this help and exit
";
