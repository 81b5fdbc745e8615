//! luogu-p1971-noi2011-bunny-egg-game (Luogu P1971, NOI 2011 Bunny and Egg Game): a board and a lost game; prints Tutu's mistakes.
use luogu_p1971_noi2011_bunny_egg_game::solve;

fn main() {
    judge_io::run(HELP, solve)
}

/// What `--help` prints (and a terminal shows before reading the input).
const HELP: &str = "\
usage: luogu-p1971-noi2011-bunny-egg-game < INPUT

Luogu P1971 [NOI2011] 兔兔与蛋蛋游戏 (Bunny and Egg Game): https://www.luogu.com.cn/problem/P1971
Input: `n m`, n rows of X, O and one `.`, then `k` and 2k moves `x y` (Tutu first).
Output: the number of Tutu's mistakes, then their move numbers.

Reads stdin, answers on stdout; bad input exits 1 with one `error:` line
on stderr. Format and bounds in full: tasks/luogu-p1971-noi2011-bunny-egg-game/README.md.

Options:
  -h, --help  print this help and exit
";
