//! hdu-2516-fibonacci-nim (HDU 2516 取石子游戏 (Fibonacci Nim)): see src/lib.rs.
fn main() {
    judge_io::run(hdu_2516_fibonacci_nim::solve)
}
