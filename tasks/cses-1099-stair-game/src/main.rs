//! cses-1099-stair-game: `t`, then per test `n` and n stairs' balls; prints `first` or `second` per test.
fn main() {
    judge_io::run(cses_1099_stair_game::solve)
}
