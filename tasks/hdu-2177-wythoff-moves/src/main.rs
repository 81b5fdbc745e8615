//! hdu-2177-wythoff-moves (HDU 2177 取(2堆)石子游戏 (Wythoff's game, the winning moves)): see src/lib.rs.
fn main() {
    judge_io::run(hdu_2177_wythoff_moves::solve)
}
