//! cf-494e-sharti (Codeforces 494E Sharti): see src/lib.rs.
use cf_494e_sharti::solve;

fn main() {
    judge_io::run(HELP, solve)
}

/// What `--help` prints (and a terminal shows before reading the input).
const HELP: &str = "\
usage: cf-494e-sharti < INPUT

Codeforces 494E Sharti: https://codeforces.com/problemset/problem/494/E
Input: `n m k`, then m lines `a b c d`, rectangles from (a, b) to (c, d)
whose union is the white cells of the n x n board.
Output: `Hamed` if the first player wins, else `Malek`.

Reads stdin, answers on stdout; bad input exits 1 with one `error:` line
on stderr. Format and bounds in full: tasks/cf-494e-sharti/README.md.

Options:
  -h, --help  print this help and exit
";
