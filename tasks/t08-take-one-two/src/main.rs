//! t08-take-one-two: `n`, `m`, then `m` piles; prints g[0] … g[n], then FIRST or SECOND.
fn main() {
    judge_io::run(t08_take_one_two::solve)
}
