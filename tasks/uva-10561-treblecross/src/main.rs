//! uva-10561-treblecross: `N`, then N boards of `.`/`X`; prints `WINNING` and the winning cells, or `LOSING` and an empty line.
fn main() {
    judge_io::run(uva_10561_treblecross::solve)
}
