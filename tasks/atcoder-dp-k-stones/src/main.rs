//! atcoder-dp-k-stones: `N K`, then N moves; prints `First` or `Second`.
fn main() {
    judge_io::run(atcoder_dp_k_stones::solve)
}
