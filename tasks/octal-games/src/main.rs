//! octal-games: a code (`0.77`, or `grundy`), `Q`, then `Q` heaps; prints `n0 p` or `uncertified N`, then g(heap).
fn main() {
    judge_io::run(octal_games::solve)
}
