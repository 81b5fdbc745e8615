//! cses-1729-stick-game: `n k`, then k moves; prints n characters `W`/`L`, heap 1 first.
fn main() {
    judge_io::run(cses_1729_stick_game::solve)
}
