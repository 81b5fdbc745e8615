//! atcoder-abc278-g-generalized-subtraction-game (AtCoder ABC278 G Generalized Subtraction Game): see src/lib.rs.
use atcoder_abc278_g_generalized_subtraction_game::play;

fn main() {
    judge_io::run_interactive(HELP, play)
}

/// What `--help` prints (and a terminal shows before the game).
const HELP: &str = "\
usage: atcoder-abc278-g-generalized-subtraction-game   (an interactive game: the judge on stdin and stdout)

AtCoder ABC278 G Generalized Subtraction Game: https://atcoder.jp/contests/abc278/tasks/abc278_g
The judge says: N L R (N cards in a row; a move removes L to R adjacent
cards), then its moves `a b` (`0 0`: it cannot move, we won).
The package answers: First or Second, then its moves `x y` (remove the
cards x to x+y-1), each flushed at once.

A message it cannot take exits 1 with one `error:` line on stderr.
Format and bounds in full: tasks/atcoder-abc278-g-generalized-subtraction-game/README.md.

Options:
  -h, --help  print this help and exit
";
