//! hdu-5795-a-simple-nim (HDU 5795 A Simple Nim): see src/lib.rs.
use hdu_5795_a_simple_nim::solve;

fn main() {
    judge_io::run(HELP, solve)
}

/// What `--help` prints (and a terminal shows before reading the input).
const HELP: &str = "\
usage: hdu-5795-a-simple-nim < INPUT

HDU 5795 A Simple Nim: http://acm.hdu.edu.cn/showproblem.php?pid=5795
Input: T, then per test n and n heap sizes (a move takes from one heap or
splits one into three non-empty heaps).
Output: `First player wins.` or `Second player wins.`, one line per test.

Reads stdin, answers on stdout; bad input exits 1 with one `error:` line
on stderr. Format and bounds in full: tasks/hdu-5795-a-simple-nim/README.md.

Options:
  -h, --help  print this help and exit
";
