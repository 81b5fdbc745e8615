//! atcoder-abc209-e-shiritori (AtCoder ABC209 E Shiritori): see src/lib.rs.
fn main() {
    judge_io::run(atcoder_abc209_e_shiritori::solve)
}
