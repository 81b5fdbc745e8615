//! cf-1149e-election-promises (Codeforces 1149E Election Promises): see src/lib.rs.
fn main() {
    judge_io::run(cf_1149e_election_promises::solve)
}
