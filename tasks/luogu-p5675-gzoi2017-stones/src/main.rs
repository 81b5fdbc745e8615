//! luogu-p5675-gzoi2017-stones (Luogu P5675 \[GZOI2017\] 取石子游戏 (Stone Game)): see src/lib.rs.
use luogu_p5675_gzoi2017_stones::solve;

fn main() {
    judge_io::run(HELP, solve)
}

/// What `--help` prints (and a terminal shows before reading the input).
/// TODO: the input and the output in brief, as src/lib.rs's first lines say.
const HELP: &str = "\
usage: luogu-p5675-gzoi2017-stones < INPUT

Luogu P5675 [GZOI2017] 取石子游戏 (Stone Game): https://www.luogu.com.cn/problem/P5675
Input: TODO, as the statement says, in brief.
Output: TODO.

Reads stdin, answers on stdout; bad input exits 1 with one `error:` line
on stderr. Format and bounds in full: tasks/luogu-p5675-gzoi2017-stones/README.md.

Options:
  -h, --help  print this help and exit
";
