//! hdu-3980-paint-chain (HDU 3980 Paint Chain): see src/lib.rs.
use hdu_3980_paint_chain::solve;

fn main() {
    judge_io::run(HELP, solve)
}

/// What `--help` prints (and a terminal shows before reading the input).
/// TODO: the input and the output in brief, as src/lib.rs's first lines say.
const HELP: &str = "\
usage: hdu-3980-paint-chain < INPUT

HDU 3980 Paint Chain: https://acm.hdu.edu.cn/showproblem.php?pid=3980
Input: TODO, as the statement says, in brief.
Output: TODO.

Reads stdin, answers on stdout; bad input exits 1 with one `error:` line
on stderr. Format and bounds in full: tasks/hdu-3980-paint-chain/README.md.

Options:
  -h, --help  print this help and exit
";
