//! cf-1537d-deleting-divisors (Codeforces 1537D Deleting Divisors): see src/lib.rs.
use cf_1537d_deleting_divisors::solve;

fn main() {
    judge_io::run(HELP, solve)
}

/// What `--help` prints (and a terminal shows before reading the input).
/// TODO: the input and the output in brief, as src/lib.rs's first lines say.
const HELP: &str = "\
usage: cf-1537d-deleting-divisors < INPUT

Codeforces 1537D Deleting Divisors: https://codeforces.com/problemset/problem/1537/D
Input: TODO, as the statement says, in brief.
Output: TODO.

Reads stdin, answers on stdout; bad input exits 1 with one `error:` line
on stderr. Format and bounds in full: tasks/cf-1537d-deleting-divisors/README.md.

Options:
  -h, --help  print this help and exit
";
