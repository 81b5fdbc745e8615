//! cf-603c-lieges-of-legendre (Codeforces 603C Lieges of Legendre): see src/lib.rs.
fn main() {
    judge_io::run(cf_603c_lieges_of_legendre::solve)
}
