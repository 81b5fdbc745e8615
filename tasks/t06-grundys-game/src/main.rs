//! t06-grundys-game: `m`, then `m` pile sizes; prints FIRST or SECOND (Grundy's game).
fn main() {
    judge_io::run(t06_grundys_game::solve)
}
