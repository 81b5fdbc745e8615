//! hdu-3537-daizhenyangs-coin (HDU 3537 Daizhenyang's Coin): see src/lib.rs.
use hdu_3537_daizhenyangs_coin::solve;

fn main() {
    judge_io::run(HELP, solve)
}

/// What `--help` prints (and a terminal shows before reading the input).
const HELP: &str = "\
usage: hdu-3537-daizhenyangs-coin < INPUT

HDU 3537 Daizhenyang's Coin: http://acm.hdu.edu.cn/showproblem.php?pid=3537
Input: test cases to the end of the input, each a count n and n positions
of heads (from 0; a position listed twice is one head).
Output: per test case `Yes` if the first player loses, else `No`.

Reads stdin, answers on stdout; bad input exits 1 with one `error:` line
on stderr. Format and bounds in full: tasks/hdu-3537-daizhenyangs-coin/README.md.

Options:
  -h, --help  print this help and exit
";
