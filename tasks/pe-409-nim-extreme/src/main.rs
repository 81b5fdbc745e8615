//! pe-409-nim-extreme: `n`; prints W(n) mod 10^9 + 7 (Project Euler 409).
use pe_409_nim_extreme::solve;

fn main() {
    judge_io::run(HELP, solve)
}

/// What `--help` prints (and a terminal shows before reading the input).
const HELP: &str = "\
usage: pe-409-nim-extreme < INPUT

Project Euler 409 Nim Extreme, in a format of our own: https://projecteuler.net/problem=409
Input: n (1 <= n <= 10^7).
Output: W(n) mod 1000000007: the Nim positions of n non-empty piles of
pairwise different sizes below 2^n, piles in order, that the mover wins.

Reads stdin, answers on stdout; bad input exits 1 with one `error:` line
on stderr. Format and bounds in full: tasks/pe-409-nim-extreme/README.md.

Options:
  -h, --help  print this help and exit
";
