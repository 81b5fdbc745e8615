//! t10-winning-move: `m`, then g[1] .. g[m]; prints LOSING, or `i t`: move component i to Grundy value t.
fn main() {
    judge_io::run(t10_winning_move::solve)
}
