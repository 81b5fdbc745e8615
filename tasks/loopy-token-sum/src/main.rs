//! loopy-token-sum (own problem loopy-token-sum Tokens on a digraph with cycles): see src/lib.rs.
fn main() {
    judge_io::run(loopy_token_sum::solve)
}
