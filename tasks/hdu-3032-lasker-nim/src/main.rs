//! hdu-3032-lasker-nim (HDU 3032 Nim or not Nim?): see src/lib.rs.
fn main() {
    judge_io::run(hdu_3032_lasker_nim::solve)
}
