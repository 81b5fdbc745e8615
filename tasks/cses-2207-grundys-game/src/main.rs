//! cses-2207-grundys-game: `t`, then t heaps; prints `first` or `second` per heap.
fn main() {
    judge_io::run(cses_2207_grundys_game::solve)
}
