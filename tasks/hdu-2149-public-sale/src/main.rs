//! hdu-2149-public-sale (HDU 2149 Public Sale): see src/lib.rs.
use hdu_2149_public_sale::solve;

fn main() {
    judge_io::run(HELP, solve)
}

/// What `--help` prints (and a terminal shows before reading the input).
/// TODO: the input and the output in brief, as src/lib.rs's first lines say.
const HELP: &str = "\
usage: hdu-2149-public-sale < INPUT

HDU 2149 Public Sale: https://acm.hdu.edu.cn/showproblem.php?pid=2149
Input: TODO, as the statement says, in brief.
Output: TODO.

Reads stdin, answers on stdout; bad input exits 1 with one `error:` line
on stderr. Format and bounds in full: tasks/hdu-2149-public-sale/README.md.

Options:
  -h, --help  print this help and exit
";
