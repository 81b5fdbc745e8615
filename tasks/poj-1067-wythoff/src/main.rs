//! poj-1067-wythoff (POJ 1067 取石子游戏 (Wythoff's game)): see src/lib.rs.
fn main() {
    judge_io::run(poj_1067_wythoff::solve)
}
