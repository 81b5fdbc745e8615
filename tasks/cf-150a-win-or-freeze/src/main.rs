//! cf-150a-win-or-freeze: one number q; prints `2`, or `1` and a winning first move.
use cf_150a_win_or_freeze::solve;

fn main() {
    judge_io::run(HELP, solve)
}

/// What `--help` prints (and a terminal shows before reading the input).
const HELP: &str = "\
usage: cf-150a-win-or-freeze < INPUT

Codeforces 150A Win or Freeze: https://codeforces.com/problemset/problem/150/A
Input: one number q (1 <= q <= 10^13).
Output: `2` if the second player wins, else `1` and a winning first
move on the next line (`0` if the first player cannot move).

Reads stdin, answers on stdout; bad input exits 1 with one `error:` line
on stderr. Format and bounds in full: tasks/cf-150a-win-or-freeze/README.md.

Options:
  -h, --help  print this help and exit
";
