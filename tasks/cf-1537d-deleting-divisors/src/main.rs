//! cf-1537d-deleting-divisors: `t`, then t numbers n; prints `Alice` or `Bob` per test.
use cf_1537d_deleting_divisors::solve;

fn main() {
    judge_io::run(HELP, solve)
}

/// What `--help` prints (and a terminal shows before reading the input).
const HELP: &str = "\
usage: cf-1537d-deleting-divisors < INPUT

Codeforces 1537D Deleting Divisors: https://codeforces.com/problemset/problem/1537/D
Input: `t`, then t numbers n (1 <= n <= 10^9; up to 10^18 taken).
Output: `Alice` if the first player wins, else `Bob`, per test.

Reads stdin, answers on stdout; bad input exits 1 with one `error:` line
on stderr. Format and bounds in full: tasks/cf-1537d-deleting-divisors/README.md.

Options:
  -h, --help  print this help and exit
";
