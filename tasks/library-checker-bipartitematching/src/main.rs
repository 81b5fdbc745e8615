//! library-checker-bipartitematching (Library Checker bipartitematching Matching on Bipartite Graph): see src/lib.rs.
use library_checker_bipartitematching::solve;

fn main() {
    judge_io::run(HELP, solve)
}

/// What `--help` prints (and a terminal shows before reading the input).
const HELP: &str = "\
usage: library-checker-bipartitematching < INPUT

Library Checker bipartitematching Matching on Bipartite Graph: https://judge.yosupo.jp/problem/bipartitematching
Input: `L R M`, then M edges `a b` joining left vertex a to right vertex b
(both numbered from 0).
Output: the size K of a maximum matching, then its K edges `left right`, one
per line (any maximum matching is accepted: the package's checker,
`src/bin/checker.rs`, judges it).

Reads stdin, answers on stdout; bad input exits 1 with one `error:` line
on stderr. Format and bounds in full: tasks/library-checker-bipartitematching/README.md.

Options:
  -h, --help  print this help and exit
";
