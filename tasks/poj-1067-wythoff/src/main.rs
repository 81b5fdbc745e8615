//! poj-1067-wythoff (POJ 1067 取石子游戏 (Wythoff's game)): see src/lib.rs.
fn main() {
    judge_io::run(HELP, poj_1067_wythoff::solve)
}

/// What `--help` prints (and a terminal shows before reading the input).
const HELP: &str = "\
usage: poj-1067-wythoff < INPUT

Input: Pairs `a b` until the end of the input.
Output: `1` if the player to move wins, else `0`, one line per pair.

Reads stdin, answers on stdout; bad input exits 1 with one `error:` line
on stderr. Format and bounds in full: tasks/poj-1067-wythoff/README.md.

Options:
  -h, --help  print this help and exit
";
