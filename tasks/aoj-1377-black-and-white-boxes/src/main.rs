//! aoj-1377-black-and-white-boxes (AOJ 1377 Black and White Boxes): see src/lib.rs.
use aoj_1377_black_and_white_boxes::solve;

fn main() {
    judge_io::run(HELP, solve)
}

/// What `--help` prints (and a terminal shows before reading the input).
const HELP: &str = "\
usage: aoj-1377-black-and-white-boxes < INPUT

AOJ 1377 Black and White Boxes: https://judge.u-aizu.ac.jp/onlinejudge/description.jsp?id=1377
Input: n (at most 40), then n piles, strings of `B` and `W` boxes from the
bottom up.
Output: the most boxes in a fair choice of piles (0 if only the empty one).

Reads stdin, answers on stdout; bad input exits 1 with one `error:` line
on stderr. Format and bounds in full: tasks/aoj-1377-black-and-white-boxes/README.md.

Options:
  -h, --help  print this help and exit
";
