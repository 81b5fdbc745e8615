//! atcoder-tkppc6-1-p-game-on-colored-tree (AtCoder tkppc6-1 P Game on Colored Tree): see src/lib.rs.
use atcoder_tkppc6_1_p_game_on_colored_tree::solve;

fn main() {
    judge_io::run(HELP, solve)
}

/// What `--help` prints (and a terminal shows before reading the input).
const HELP: &str = "\
usage: atcoder-tkppc6-1-p-game-on-colored-tree < INPUT

AtCoder tkppc6-1 P Game on Colored Tree: https://atcoder.jp/contests/tkppc6-1/tasks/tkppc6_1_p
Input: T, then per test N and N - 1 edges `A B C` of a tree rooted at
vertex 1, C `B` (FirstBlue's) or `R` (SecondRed's).
Output: per test `First` if FirstBlue, moving first, wins the Blue-Red
Hackenbush game, else `Second`.

Reads stdin, answers on stdout; bad input exits 1 with one `error:` line
on stderr. Format and bounds in full: tasks/atcoder-tkppc6-1-p-game-on-colored-tree/README.md.

Options:
  -h, --help  print this help and exit
";
