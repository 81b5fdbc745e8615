//! cf-1404b-tree-tag (Codeforces 1404B Tree Tag): see src/lib.rs.
use cf_1404b_tree_tag::solve;

fn main() {
    judge_io::run(HELP, solve)
}

/// What `--help` prints (and a terminal shows before reading the input).
const HELP: &str = "\
usage: cf-1404b-tree-tag < INPUT

Codeforces 1404B Tree Tag: https://codeforces.com/problemset/problem/1404/B
Input: t, then per test `n a b da db` and n - 1 edges `u v` of a tree
(vertices 1 to n).
Output: per test `Alice` if Alice (at a, jumping at most da, first) can
stand where Bob (at b, jumping at most db) stands, else `Bob`.

Reads stdin, answers on stdout; bad input exits 1 with one `error:` line
on stderr. Format and bounds in full: tasks/cf-1404b-tree-tag/README.md.

Options:
  -h, --help  print this help and exit
";
