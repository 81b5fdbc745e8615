//! cses-1099-stair-game: `t`, then per test `n` and n stairs' balls; prints `first` or `second` per test.
fn main() {
    judge_io::run(HELP, cses_1099_stair_game::solve)
}

/// What `--help` prints (and a terminal shows before reading the input).
const HELP: &str = "\
usage: cses-1099-stair-game < INPUT

Input: `t`, then per test `n` and n stairs' balls.
Output: `first` or `second` per test.

Reads stdin, answers on stdout; bad input exits 1 with one `error:` line
on stderr. Format and bounds in full: tasks/cses-1099-stair-game/README.md.

Options:
  -h, --help  print this help and exit
";
