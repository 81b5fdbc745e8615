//! hdu-3404-switch-lights (HDU 3404 Switch lights): see src/lib.rs.
use hdu_3404_switch_lights::solve;

fn main() {
    judge_io::run(HELP, solve)
}

/// What `--help` prints (and a terminal shows before reading the input).
const HELP: &str = "\
usage: hdu-3404-switch-lights < INPUT

HDU 3404 Switch lights: http://acm.hdu.edu.cn/showproblem.php?pid=3404
Input: T, then per test case n and n lines `x y`, the lights that are on
(from 1, distinct).
Output: per test case `Have a try, lxhgww.` if the first player wins, else
`Don't waste your time.`

Reads stdin, answers on stdout; bad input exits 1 with one `error:` line
on stderr. Format and bounds in full: tasks/hdu-3404-switch-lights/README.md.

Options:
  -h, --help  print this help and exit
";
