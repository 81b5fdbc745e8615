//! cf-662a-gambling-nim (Codeforces 662A Gambling Nim): see src/lib.rs.
use cf_662a_gambling_nim::solve;

fn main() {
    judge_io::run(HELP, solve)
}

/// What `--help` prints (and a terminal shows before reading the input).
const HELP: &str = "\
usage: cf-662a-gambling-nim < INPUT

Codeforces 662A Gambling Nim: https://codeforces.com/contest/662/problem/A
Input: n, then n cards `a b` (its two sides, each up to 10^18).
Output: the first player's winning probability as an irreducible fraction
`p/q` (`0/1` for 0).

Reads stdin, answers on stdout; bad input exits 1 with one `error:` line
on stderr. Format and bounds in full: tasks/cf-662a-gambling-nim/README.md.

Options:
  -h, --help  print this help and exit
";
