//! cf-1498f-christmas-game (Codeforces 1498F Christmas Game): see src/lib.rs.
fn main() {
    judge_io::run(cf_1498f_christmas_game::solve)
}
