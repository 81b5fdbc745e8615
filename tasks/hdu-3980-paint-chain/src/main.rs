//! hdu-3980-paint-chain (HDU 3980 Paint Chain): see src/lib.rs.
use hdu_3980_paint_chain::solve;

fn main() {
    judge_io::run(HELP, solve)
}

/// What `--help` prints (and a terminal shows before reading the input).
const HELP: &str = "\
usage: hdu-3980-paint-chain < INPUT

HDU 3980 Paint Chain: https://acm.hdu.edu.cn/showproblem.php?pid=3980
Input: `T`, then per test `N M` (a ring of N beads; a move paints M
consecutive unpainted beads).
Output: per test `Case #i: aekdycoin` if the first player wins, else
`Case #i: abcdxyzk`.

Reads stdin, answers on stdout; bad input exits 1 with one `error:` line
on stderr. Format and bounds in full: tasks/hdu-3980-paint-chain/README.md.

Options:
  -h, --help  print this help and exit
";
