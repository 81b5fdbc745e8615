//! atcoder-abc229-h-advance-or-eat (AtCoder ABC229 H Advance or Eat): see src/lib.rs.
use atcoder_abc229_h_advance_or_eat::solve;

fn main() {
    judge_io::run(HELP, solve)
}

/// What `--help` prints (and a terminal shows before reading the input).
const HELP: &str = "\
usage: atcoder-abc229-h-advance-or-eat < INPUT

AtCoder ABC229 H Advance or Eat: https://atcoder.jp/contests/abc229/tasks/abc229_h
Input: N (at most 12), then N rows of N cells `W`, `B` or `.`, row 1 on top.
Output: `Takahashi` if he, moving first (a White piece up, or eat a Black
one), wins, else `Snuke`.

Reads stdin, answers on stdout; bad input exits 1 with one `error:` line
on stderr. Format and bounds in full: tasks/atcoder-abc229-h-advance-or-eat/README.md.

Options:
  -h, --help  print this help and exit
";
