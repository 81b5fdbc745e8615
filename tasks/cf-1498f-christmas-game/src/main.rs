//! cf-1498f-christmas-game (Codeforces 1498F Christmas Game): see src/lib.rs.
fn main() {
    judge_io::run(HELP, cf_1498f_christmas_game::solve)
}

/// What `--help` prints (and a terminal shows before reading the input).
const HELP: &str = "\
usage: cf-1498f-christmas-game < INPUT

Input: `n k`, n − 1 undirected edges `x y`, then a_1 … a_n.
Output: n values, the i-th `1` if Alice (first to move) wins the staircase
game with the tree rooted at node i, else `0`.

Reads stdin, answers on stdout; bad input exits 1 with one `error:` line
on stderr. Format and bounds in full: tasks/cf-1498f-christmas-game/README.md.

Options:
  -h, --help  print this help and exit
";
