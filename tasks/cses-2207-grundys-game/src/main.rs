//! cses-2207-grundys-game: `t`, then t heaps; prints `first` or `second` per heap.
fn main() {
    judge_io::run(HELP, cses_2207_grundys_game::solve)
}

/// What `--help` prints (and a terminal shows before reading the input).
const HELP: &str = "\
usage: cses-2207-grundys-game < INPUT

Input: `t`, then t heaps.
Output: `first` or `second` per heap.

Reads stdin, answers on stdout; bad input exits 1 with one `error:` line
on stderr. Format and bounds in full: tasks/cses-2207-grundys-game/README.md.

Options:
  -h, --help  print this help and exit
";
