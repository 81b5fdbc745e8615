//! cf-1310f-bad-cryptography (Codeforces 1310F Bad Cryptography): see src/lib.rs.
use cf_1310f_bad_cryptography::solve;

fn main() {
    judge_io::run(HELP, solve)
}

/// What `--help` prints (and a terminal shows before reading the input).
const HELP: &str = "\
usage: cf-1310f-bad-cryptography < INPUT

Codeforces 1310F Bad Cryptography: https://codeforces.com/problemset/problem/1310/F
Input: t, then t pairs a b (0 <= a, b < 2^64).
Output: per pair the least x >= 1 with a^x = b (nim powers), or -1.

Reads stdin, answers on stdout; bad input exits 1 with one `error:` line
on stderr. Format and bounds in full: tasks/cf-1310f-bad-cryptography/README.md.

Options:
  -h, --help  print this help and exit
";
