//! spoj-matgame: `T`, then per test `N M` and an N×M matrix; prints `FIRST` or `SECOND` per test.
fn main() {
    judge_io::run(HELP, spoj_matgame::solve)
}

/// What `--help` prints (and a terminal shows before reading the input).
const HELP: &str = "\
usage: spoj-matgame < INPUT

Input: `T`, then per test `N M` and an N×M matrix.
Output: `FIRST` or `SECOND` per test.

Reads stdin, answers on stdout; bad input exits 1 with one `error:` line
on stderr. Format and bounds in full: tasks/spoj-matgame/README.md.

Options:
  -h, --help  print this help and exit
";
