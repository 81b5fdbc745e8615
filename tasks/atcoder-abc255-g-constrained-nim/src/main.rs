//! atcoder-abc255-g-constrained-nim (AtCoder ABC255 G Constrained Nim): see src/lib.rs.
fn main() {
    judge_io::run(atcoder_abc255_g_constrained_nim::solve)
}
