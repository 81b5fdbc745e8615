//! hdu-1907-john (HDU 1907 John): see src/lib.rs.
fn main() {
    judge_io::run(HELP, hdu_1907_john::solve)
}

/// What `--help` prints (and a terminal shows before reading the input).
const HELP: &str = "\
usage: hdu-1907-john < INPUT

Input: `T`, then per test `N` and N heap sizes.
Output: `John` if the first player wins misère Nim (whoever eats the last
candy loses), else `Brother`, one line per test.

Reads stdin, answers on stdout; bad input exits 1 with one `error:` line
on stderr. Format and bounds in full: tasks/hdu-1907-john/README.md.

Options:
  -h, --help  print this help and exit
";
