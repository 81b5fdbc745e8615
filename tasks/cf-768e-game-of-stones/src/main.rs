//! cf-768e-game-of-stones: `n`, then n piles; prints `YES` when the second player wins, else `NO`.
fn main() {
    judge_io::run(HELP, cf_768e_game_of_stones::solve)
}

/// What `--help` prints (and a terminal shows before reading the input).
const HELP: &str = "\
usage: cf-768e-game-of-stones < INPUT

Input: `n`, then n piles.
Output: `YES` when the second player wins, else `NO`.

Reads stdin, answers on stdout; bad input exits 1 with one `error:` line
on stderr. Format and bounds in full: tasks/cf-768e-game-of-stones/README.md.

Options:
  -h, --help  print this help and exit
";
