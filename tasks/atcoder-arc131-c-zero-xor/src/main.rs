//! atcoder-arc131-c-zero-xor: `N`, then N distinct integers; prints `Win` or `Lose`.
use atcoder_arc131_c_zero_xor::solve;

fn main() {
    judge_io::run(HELP, solve)
}

/// What `--help` prints (and a terminal shows before reading the input).
const HELP: &str = "\
usage: atcoder-arc131-c-zero-xor < INPUT

AtCoder ARC131 C Zero XOR: https://atcoder.jp/contests/arc131/tasks/arc131_c
Input: `N`, then N distinct integers A_i (0 <= A_i < 2^30).
Output: `Win` if the player to move wins, else `Lose`.

Reads stdin, answers on stdout; bad input exits 1 with one `error:` line
on stderr. Format and bounds in full: tasks/atcoder-arc131-c-zero-xor/README.md.

Options:
  -h, --help  print this help and exit
";
