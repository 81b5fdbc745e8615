//! t06-grundys-game: `m`, then `m` pile sizes; prints FIRST or SECOND (Grundy's game).
fn main() {
    judge_io::run(HELP, t06_grundys_game::solve)
}

/// What `--help` prints (and a terminal shows before reading the input).
const HELP: &str = "\
usage: t06-grundys-game < INPUT

Input: `m`, then `m` pile sizes.
Output: FIRST or SECOND (Grundy's game).

Reads stdin, answers on stdout; bad input exits 1 with one `error:` line
on stderr. Format and bounds in full: tasks/t06-grundys-game/README.md.

Options:
  -h, --help  print this help and exit
";
