//! t15-classify: `Q`, then `Q` queries `c key=value ...`; prints the tool that fits each game.
fn main() {
    judge_io::run(t15_classify::solve)
}
