//! luogu-p4055-jsoi2009-game (Luogu P4055, JSOI 2009 Game): a maze; prints AA's winning start cells.
use luogu_p4055_jsoi2009_game::solve;

fn main() {
    judge_io::run(HELP, solve)
}

/// What `--help` prints (and a terminal shows before reading the input).
const HELP: &str = "\
usage: luogu-p4055-jsoi2009-game < INPUT

Luogu P4055 [JSOI2009] 游戏 (Game): https://www.luogu.com.cn/problem/P4055
Input: `N M`, then N rows of M cells `.` or `#`.
Output: `WIN` and AA's winning start cells `r c`, row by row, or `LOSE`.

Reads stdin, answers on stdout; bad input exits 1 with one `error:` line
on stderr. Format and bounds in full: tasks/luogu-p4055-jsoi2009-game/README.md.

Options:
  -h, --help  print this help and exit
";
