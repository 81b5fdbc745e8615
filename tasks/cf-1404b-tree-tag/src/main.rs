//! cf-1404b-tree-tag (Codeforces 1404B Tree Tag): see src/lib.rs.
use cf_1404b_tree_tag::solve;

fn main() {
    judge_io::run(HELP, solve)
}

/// What `--help` prints (and a terminal shows before reading the input).
/// TODO: the input and the output in brief, as src/lib.rs's first lines say.
const HELP: &str = "\
usage: cf-1404b-tree-tag < INPUT

Codeforces 1404B Tree Tag: https://codeforces.com/problemset/problem/1404/B
Input: TODO, as the statement says, in brief.
Output: TODO.

Reads stdin, answers on stdout; bad input exits 1 with one `error:` line
on stderr. Format and bounds in full: tasks/cf-1404b-tree-tag/README.md.

Options:
  -h, --help  print this help and exit
";
