//! atcoder-abc148-f-playing-tag-on-tree (AtCoder ABC148 F Playing Tag on Tree): see src/lib.rs.
use atcoder_abc148_f_playing_tag_on_tree::solve;

fn main() {
    judge_io::run(HELP, solve)
}

/// What `--help` prints (and a terminal shows before reading the input).
const HELP: &str = "\
usage: atcoder-abc148-f-playing-tag-on-tree < INPUT

AtCoder ABC148 F Playing Tag on Tree: https://atcoder.jp/contests/abc148/tasks/abc148_f
Input: `N u v`, then N - 1 edges `A B` of a tree (vertices 1 to N).
Output: the moves Aoki (at v, chasing) makes before he stands where
Takahashi (at u, moving first) stands; each move is a step to a
neighbour, Takahashi delays the end and Aoki hurries it.

Reads stdin, answers on stdout; bad input exits 1 with one `error:` line
on stderr. Format and bounds in full: tasks/atcoder-abc148-f-playing-tag-on-tree/README.md.

Options:
  -h, --help  print this help and exit
";
