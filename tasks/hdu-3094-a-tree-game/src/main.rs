//! hdu-3094-a-tree-game (HDU 3094 A tree game): see src/lib.rs.
fn main() {
    judge_io::run(hdu_3094_a_tree_game::solve)
}
