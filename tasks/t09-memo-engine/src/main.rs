//! t09-memo-engine: `Q`, then `Q` queries `sub n` or `nim a b`; prints each Grundy value.
fn main() {
    judge_io::run(t09_memo_engine::solve)
}
