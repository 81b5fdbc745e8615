//! t05-take-k: `k Q`, then `Q` values n; prints FIRST iff n mod (k+1) != 0, one line each.
fn main() {
    judge_io::run(t05_take_k::solve)
}
