//! kattis-snim: `k` and S, `m`, then m positions `l h1..hl`; prints one line of `W`/`L`, one per position.
fn main() {
    judge_io::run(kattis_snim::solve)
}
