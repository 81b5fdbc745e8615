//! cf-786a-berzerk (Codeforces 786A Berzerk): see src/lib.rs.
fn main() {
    judge_io::run(HELP, cf_786a_berzerk::solve)
}

/// What `--help` prints (and a terminal shows before reading the input).
const HELP: &str = "\
usage: cf-786a-berzerk < INPUT

Codeforces 786A Berzerk: https://codeforces.com/problemset/problem/786/A
Input: `n`, then Rick's set `k1 s...` and Morty's `k2 s...`.
Output: two lines of `Win`/`Lose`/`Loop` for the first player,
monster on objects 2..n, Rick first then Morty.

Reads stdin, answers on stdout; bad input exits 1 with one `error:` line
on stderr. Format and bounds in full: tasks/cf-786a-berzerk/README.md.

Options:
  -h, --help  print this help and exit
";
