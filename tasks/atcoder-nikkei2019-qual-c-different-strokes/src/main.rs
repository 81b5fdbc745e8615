//! atcoder-nikkei2019-qual-c-different-strokes (AtCoder NIKKEI 2019 Qual C Different Strokes): see src/lib.rs.
use atcoder_nikkei2019_qual_c_different_strokes::solve;

fn main() {
    judge_io::run(HELP, solve)
}

/// What `--help` prints (and a terminal shows before reading the input).
const HELP: &str = "\
usage: atcoder-nikkei2019-qual-c-different-strokes < INPUT

AtCoder NIKKEI 2019 Qual C Different Strokes: https://atcoder.jp/contests/nikkei2019-qual/tasks/nikkei2019_qual_c
Input: N (at least 1), then N dishes `A_i B_i` (what the dish gives
Takahashi and Aoki, 0..10^18, their whole sum below 2^63).
Output: Takahashi's total minus Aoki's when both, Takahashi first, eat the
dishes in turn, each maximising his own total minus the other's.

Reads stdin, answers on stdout; bad input exits 1 with one `error:` line
on stderr. Format and bounds in full: tasks/atcoder-nikkei2019-qual-c-different-strokes/README.md.

Options:
  -h, --help  print this help and exit
";
