//! t11-periodicity: `k`, S, `Q`, then `Q` values n; prints `n0 p`, then g(n) per query.
fn main() {
    judge_io::run(t11_periodicity::solve)
}
