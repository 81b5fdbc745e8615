//! atcoder-abc265-ex-no-capture-lance-game (AtCoder ABC265 Ex No-capture Lance Game): see src/lib.rs.
use atcoder_abc265_ex_no_capture_lance_game::solve;

fn main() {
    judge_io::run(HELP, solve)
}

/// What `--help` prints (and a terminal shows before reading the input).
const HELP: &str = "\
usage: atcoder-abc265-ex-no-capture-lance-game < INPUT

AtCoder ABC265 Ex No-capture Lance Game: https://atcoder.jp/contests/abc265/tasks/abc265_h
Input: H W (1 <= H <= 8000, 2 <= W <= 30).
Output: how many placements of one piece of each player in each row are
first-player wins, modulo 998244353.

Reads stdin, answers on stdout; bad input exits 1 with one `error:` line
on stderr. Format and bounds in full: tasks/atcoder-abc265-ex-no-capture-lance-game/README.md.

Options:
  -h, --help  print this help and exit
";
