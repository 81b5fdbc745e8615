//! poj-1704-georgia-and-bob (POJ 1704 Georgia and Bob): see src/lib.rs.
fn main() {
    judge_io::run(poj_1704_georgia_and_bob::solve)
}
