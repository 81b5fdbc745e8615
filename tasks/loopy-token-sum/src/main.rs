//! loopy-token-sum (own problem loopy-token-sum Tokens on a digraph with cycles): see src/lib.rs.
fn main() {
    judge_io::run(HELP, loopy_token_sum::solve)
}

/// What `--help` prints (and a terminal shows before reading the input).
const HELP: &str = "\
usage: loopy-token-sum < INPUT

Own problem: tokens on a digraph with cycles.
Input: `n m`, m arcs `u v`, then `q` positions `k t_1 ... t_k`.
Output: every vertex's generalized Sprague-Grundy value, then `WIN`,
`LOSE` or `DRAW` for each position.

Reads stdin, answers on stdout; bad input exits 1 with one `error:` line
on stderr. Format and bounds in full: tasks/loopy-token-sum/README.md.

Options:
  -h, --help  print this help and exit
";
