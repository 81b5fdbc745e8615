//! uva-10111-find-the-winning-move: 4 × 4 boards (`?`, four rows), then `$`; prints the first forced win of x as `(r,c)`, or `#####`.
fn main() {
    judge_io::run(HELP, uva_10111_find_the_winning_move::solve)
}

/// What `--help` prints (and a terminal shows before reading the input).
const HELP: &str = "\
usage: uva-10111-find-the-winning-move < INPUT

Input: 4 × 4 boards (`?`, four rows), then `$`.
Output: the first forced win of x as `(r,c)`, or `#####`.

Reads stdin, answers on stdout; bad input exits 1 with one `error:` line
on stderr. Format and bounds in full: tasks/uva-10111-find-the-winning-move/README.md.

Options:
  -h, --help  print this help and exit
";
