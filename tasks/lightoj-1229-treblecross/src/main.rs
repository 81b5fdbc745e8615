//! lightoj-1229-treblecross: `T`, then T boards of `.`/`X`; prints `Case i: ` and the winning cells, or 0.
fn main() {
    judge_io::run(lightoj_1229_treblecross::solve)
}
