//! t02-subtraction-table: `n`, `k`, then the `k` elements of S; prints g[0] … g[n].
fn main() {
    judge_io::run(t02_subtraction_table::solve)
}
