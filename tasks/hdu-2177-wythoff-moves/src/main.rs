//! hdu-2177-wythoff-moves (HDU 2177 取(2堆)石子游戏 (Wythoff's game, the winning moves)): see src/lib.rs.
fn main() {
    judge_io::run(HELP, hdu_2177_wythoff_moves::solve)
}

/// What `--help` prints (and a terminal shows before reading the input).
const HELP: &str = "\
usage: hdu-2177-wythoff-moves < INPUT

Input: Lines `a b` (a ≤ b) ended by `0 0`.
Output: `0` for a lost position, else `1` and the position `x y` (x ≤ y)
each winning move leaves: the move from both piles first, then from pile a,
then from b.

Reads stdin, answers on stdout; bad input exits 1 with one `error:` line
on stderr. Format and bounds in full: tasks/hdu-2177-wythoff-moves/README.md.

Options:
  -h, --help  print this help and exit
";
