//! t14-turning-turtles: `n`, then one token of `n` characters H or T; prints FIRST iff the XOR of i+1 over heads is not 0.
fn main() {
    judge_io::run(t14_turning_turtles::solve)
}
