//! cses-1097-removal-game (CSES 1097 Removal Game): see src/lib.rs.
fn main() {
    judge_io::run(cses_1097_removal_game::solve)
}
