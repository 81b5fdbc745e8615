//! t12-kayles: `n`, `m`, then `m` segment lengths; prints g[0..=n] and FIRST or SECOND.
fn main() {
    judge_io::run(t12_kayles::solve)
}
