//! poj-2311-cutting-game (POJ 2311 Cutting Game): see src/lib.rs.
fn main() {
    judge_io::run(poj_2311_cutting_game::solve)
}
