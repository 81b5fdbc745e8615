//! atcoder-agc014-d-black-and-white-tree (AtCoder AGC 014 D Black and White Tree): `N` and a tree's edges; prints `First` or `Second`.
use atcoder_agc014_d_black_and_white_tree::solve;

fn main() {
    judge_io::run(HELP, solve)
}

/// What `--help` prints (and a terminal shows before reading the input).
const HELP: &str = "\
usage: atcoder-agc014-d-black-and-white-tree < INPUT

AtCoder AGC 014 D Black and White Tree: https://atcoder.jp/contests/agc014/tasks/agc014_d
Input: `N`, then N - 1 edges `a b` of a tree on vertices 1..N.
Output: `First` if Takahashi (painting white, first) wins, else `Second`.

Reads stdin, answers on stdout; bad input exits 1 with one `error:` line
on stderr. Format and bounds in full: tasks/atcoder-agc014-d-black-and-white-tree/README.md.

Options:
  -h, --help  print this help and exit
";
