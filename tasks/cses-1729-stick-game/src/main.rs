//! cses-1729-stick-game: `n k`, then k moves; prints n characters `W`/`L`, heap 1 first.
fn main() {
    judge_io::run(HELP, cses_1729_stick_game::solve)
}

/// What `--help` prints (and a terminal shows before reading the input).
const HELP: &str = "\
usage: cses-1729-stick-game < INPUT

Input: `n k`, then k moves.
Output: n characters `W`/`L`, heap 1 first.

Reads stdin, answers on stdout; bad input exits 1 with one `error:` line
on stderr. Format and bounds in full: tasks/cses-1729-stick-game/README.md.

Options:
  -h, --help  print this help and exit
";
