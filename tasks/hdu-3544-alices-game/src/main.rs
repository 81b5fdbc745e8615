//! hdu-3544-alices-game (HDU 3544 Alice's Game): see src/lib.rs.
use hdu_3544_alices_game::solve;

fn main() {
    judge_io::run(HELP, solve)
}

/// What `--help` prints (and a terminal shows before reading the input).
const HELP: &str = "\
usage: hdu-3544-alices-game < INPUT

HDU 3544 Alice's Game: http://acm.hdu.edu.cn/showproblem.php?pid=3544
Input: the number of test cases, then each `N` and N bars `X Y` (Alice
cuts across X, Bob across Y).
Output: per case `Case k: Alice` if Alice, moving first, wins, else
`Case k: Bob`.

Reads stdin, answers on stdout; bad input exits 1 with one `error:` line
on stderr. Format and bounds in full: tasks/hdu-3544-alices-game/README.md.

Options:
  -h, --help  print this help and exit
";
