//! t03-subtraction-sum: `k`, S, `m`, then `m` pile sizes; prints `FIRST` or `SECOND`.
fn main() {
    judge_io::run(t03_subtraction_sum::solve)
}
