//! luogu-p5675-gzoi2017-stones: `N` and N piles; prints the count of (piles chosen, first pile) that Alice loses, mod 10^9 + 7.
use luogu_p5675_gzoi2017_stones::solve;

fn main() {
    judge_io::run(HELP, solve)
}

/// What `--help` prints (and a terminal shows before reading the input).
const HELP: &str = "\
usage: luogu-p5675-gzoi2017-stones < INPUT

Luogu P5675 [GZOI2017] Stone Game: https://www.luogu.com.cn/problem/P5675
Input: N, then N pile sizes (1 to 255).
Output: mod 1000000007, the number of ways to choose some piles and the
one Alice must take from first such that Alice, moving first in Nim,
cannot win.

Reads stdin, answers on stdout; bad input exits 1 with one `error:` line
on stderr. Format and bounds in full: tasks/luogu-p5675-gzoi2017-stones/README.md.

Options:
  -h, --help  print this help and exit
";
