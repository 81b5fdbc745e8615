//! spoj-matgame: `T`, then per test `N M` and an N×M matrix; prints `FIRST` or `SECOND` per test.
fn main() {
    judge_io::run(spoj_matgame::solve)
}
