//! toph-notakto (Toph tic-tac-toe-again Game of Tic-Tac-Toe, Again?): see src/lib.rs.
use toph_notakto::solve;

fn main() {
    judge_io::run(HELP, solve)
}

/// What `--help` prints (and a terminal shows before reading the input).
const HELP: &str = "\
usage: toph-notakto < INPUT

Toph: Game of Tic-Tac-Toe, Again? (statement as quoted in
https://codeforces.com/blog/entry/71272)
Input: `T` games, each `n` then n boards of three rows `X`/`.`.
Output: `Game #i: Alice` (the first player wins) or `Game #i: Bob`.

Reads stdin, answers on stdout; bad input exits 1 with one `error:` line
on stderr. Format and bounds in full: tasks/toph-notakto/README.md.

Options:
  -h, --help  print this help and exit
";
