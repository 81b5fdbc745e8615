//! cses-2208-another-game: `t`, then per test `n` and n heaps; prints `first` or `second` per test.
fn main() {
    judge_io::run(cses_2208_another_game::solve)
}
