//! hdu-1907-john (HDU 1907 John): see src/lib.rs.
fn main() {
    judge_io::run(hdu_1907_john::solve)
}
