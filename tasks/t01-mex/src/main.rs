//! t01-mex: `m`, then `m` values; prints their mex.
fn main() {
    judge_io::run(t01_mex::solve)
}
