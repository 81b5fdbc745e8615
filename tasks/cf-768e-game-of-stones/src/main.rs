//! cf-768e-game-of-stones: `n`, then n piles; prints `YES` when the second player wins, else `NO`.
fn main() {
    judge_io::run(cf_768e_game_of_stones::solve)
}
