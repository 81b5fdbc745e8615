//! cses-1098-nim-game-ii: `t`, then per test `n` and n heaps; prints `first` or `second` per test.
fn main() {
    judge_io::run(cses_1098_nim_game_ii::solve)
}
