//! cses-2208-another-game: `t`, then per test `n` and n heaps; prints `first` or `second` per test.
fn main() {
    judge_io::run(HELP, cses_2208_another_game::solve)
}

/// What `--help` prints (and a terminal shows before reading the input).
const HELP: &str = "\
usage: cses-2208-another-game < INPUT

Input: `t`, then per test `n` and n heaps.
Output: `first` or `second` per test.

Reads stdin, answers on stdout; bad input exits 1 with one `error:` line
on stderr. Format and bounds in full: tasks/cses-2208-another-game/README.md.

Options:
  -h, --help  print this help and exit
";
