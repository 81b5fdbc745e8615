//! hdu-3595-gg-and-mm (HDU 3595 GG and MM): see src/lib.rs.
use hdu_3595_gg_and_mm::solve;

fn main() {
    judge_io::run(HELP, solve)
}

/// What `--help` prints (and a terminal shows before reading the input).
const HELP: &str = "\
usage: hdu-3595-gg-and-mm < INPUT

HDU 3595 GG and MM: http://acm.hdu.edu.cn/showproblem.php?pid=3595
Input: tests until the end of the input, each `N` (at least 1) and `N`
lines `p q`, the two piles of one Euclid game (up to 10^18 here).
Output: per test `MM` if the first player wins when every unfinished game
is moved each turn and the last player to move wins, else `GG`.

Reads stdin, answers on stdout; bad input exits 1 with one `error:` line
on stderr. Format and bounds in full: tasks/hdu-3595-gg-and-mm/README.md.

Options:
  -h, --help  print this help and exit
";
