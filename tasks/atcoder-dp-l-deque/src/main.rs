//! atcoder-dp-l-deque (AtCoder DP Contest L Deque): see src/lib.rs.
fn main() {
    judge_io::run(atcoder_dp_l_deque::solve)
}
