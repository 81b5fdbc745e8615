//! cses-1098-nim-game-ii: `t`, then per test `n` and n heaps; prints `first` or `second` per test.
fn main() {
    judge_io::run(HELP, cses_1098_nim_game_ii::solve)
}

/// What `--help` prints (and a terminal shows before reading the input).
const HELP: &str = "\
usage: cses-1098-nim-game-ii < INPUT

Input: `t`, then per test `n` and n heaps.
Output: `first` or `second` per test.

Reads stdin, answers on stdout; bad input exits 1 with one `error:` line
on stderr. Format and bounds in full: tasks/cses-1098-nim-game-ii/README.md.

Options:
  -h, --help  print this help and exit
";
