//! poj-2311-cutting-game (POJ 2311 Cutting Game): see src/lib.rs.
fn main() {
    judge_io::run(HELP, poj_2311_cutting_game::solve)
}

/// What `--help` prints (and a terminal shows before reading the input).
const HELP: &str = "\
usage: poj-2311-cutting-game < INPUT

Input: Sheets `W H` until the end of the input.
Output: `WIN` if the first player wins, else `LOSE`, one line per sheet.

Reads stdin, answers on stdout; bad input exits 1 with one `error:` line
on stderr. Format and bounds in full: tasks/poj-2311-cutting-game/README.md.

Options:
  -h, --help  print this help and exit
";
