//! cses-1730-nim-game-i: `t`, then per test `n` and n heaps; prints `first` or `second` per test.
fn main() {
    judge_io::run(cses_1730_nim_game_i::solve)
}
