//! moore-nim-k (own problem moore-nim-k Moore's Nim_k with a winning move): see src/lib.rs.
use moore_nim_k::solve;

fn main() {
    judge_io::run(HELP, solve)
}

/// What `--help` prints (and a terminal shows before reading the input).
const HELP: &str = "\
usage: moore-nim-k < INPUT

own problem moore-nim-k Moore's Nim_k with a winning move: https://en.wikipedia.org/wiki/Nim#Index-k_nim
Input: `T`, then T tests, each `n k` and n heaps (a move lowers 1 to k
heaps, each to any smaller size).
Output: per test `SECOND` if the player to move loses, else `FIRST`, then
m and m lines `i v` (heap i, 1-based, becomes v): a winning move. Any
winning move is accepted (src/bin/checker.rs).

Reads stdin, answers on stdout; bad input exits 1 with one `error:` line
on stderr. Format and bounds in full: tasks/moore-nim-k/README.md.

Options:
  -h, --help  print this help and exit
";
