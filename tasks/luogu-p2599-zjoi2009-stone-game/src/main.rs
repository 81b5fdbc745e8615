//! luogu-p2599-zjoi2009-stone-game (Luogu P2599 \[ZJOI2009\] 取石子游戏 (Nim on the end piles)): see src/lib.rs.
use luogu_p2599_zjoi2009_stone_game::solve;

fn main() {
    judge_io::run(HELP, solve)
}

/// What `--help` prints (and a terminal shows before reading the input).
const HELP: &str = "\
usage: luogu-p2599-zjoi2009-stone-game < INPUT

Luogu P2599 [ZJOI2009] 取石子游戏 (Nim on the end piles): https://www.luogu.com.cn/problem/P2599
Input: T, then per test n and a row of n positive piles (a move takes from
the leftmost or the rightmost pile).
Output: `1` if the first player wins, else `0`, one line per test.

Reads stdin, answers on stdout; bad input exits 1 with one `error:` line
on stderr. Format and bounds in full: tasks/luogu-p2599-zjoi2009-stone-game/README.md.

Options:
  -h, --help  print this help and exit
";
