//! cf-786a-berzerk (Codeforces 786A Berzerk): see src/lib.rs.
fn main() {
    judge_io::run(cf_786a_berzerk::solve)
}
