//! {{package}} ({{judge}} {{problem}}): see src/lib.rs.
fn main() {
    judge_io::run({{crate}}::solve)
}
