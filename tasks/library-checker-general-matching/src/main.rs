//! library-checker-general-matching (Library Checker general_matching Matching on General Graph): see src/lib.rs.
use library_checker_general_matching::solve;

fn main() {
    judge_io::run(HELP, solve)
}

/// What `--help` prints (and a terminal shows before reading the input).
const HELP: &str = "\
usage: library-checker-general-matching < INPUT

Library Checker general_matching Matching on General Graph: https://judge.yosupo.jp/problem/general_matching
Input: `N M`, then M edges `u v` of a simple undirected graph (vertices
numbered from 0).
Output: the size X of a maximum matching, then its X edges `u v`, one per
line (any maximum matching is accepted: the package's checker,
`src/bin/checker.rs`, judges it).

Reads stdin, answers on stdout; bad input exits 1 with one `error:` line
on stderr. Format and bounds in full: tasks/library-checker-general-matching/README.md.

Options:
  -h, --help  print this help and exit
";
