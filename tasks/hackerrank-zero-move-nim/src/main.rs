//! hackerrank-zero-move-nim (HackerRank zero-move-nim Zero-Move Nim): see src/lib.rs.
use hackerrank_zero_move_nim::solve;

fn main() {
    judge_io::run(HELP, solve)
}

/// What `--help` prints (and a terminal shows before reading the input).
const HELP: &str = "\
usage: hackerrank-zero-move-nim < INPUT

HackerRank zero-move-nim Zero-Move Nim: https://www.hackerrank.com/challenges/zero-move-nim/problem
Input: `g`, then g games, each `n` and n piles (each pile may once be
passed instead of taken from).
Output: per game `W` if the first player (John) wins, else `L`.

Reads stdin, answers on stdout; bad input exits 1 with one `error:` line
on stderr. Format and bounds in full: tasks/hackerrank-zero-move-nim/README.md.

Options:
  -h, --help  print this help and exit
";
