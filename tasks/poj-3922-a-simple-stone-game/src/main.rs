//! poj-3922-a-simple-stone-game (POJ 3922 A simple stone game): see src/lib.rs.
use poj_3922_a_simple_stone_game::solve;

fn main() {
    judge_io::run(HELP, solve)
}

/// What `--help` prints (and a terminal shows before reading the input).
const HELP: &str = "\
usage: poj-3922-a-simple-stone-game < INPUT

POJ 3922 A simple stone game: http://poj.org/problem?id=3922
Input: `t`, then `t` lines `n k` (n ≤ 10^9, 1 ≤ k ≤ 10^5).
Output: per test `Case i: lose` if the first player loses the k-multiple
game on a pile of n (first take at most n − 1, then at most k times the
last take), else `Case i: m`, m the smallest winning first take.

Reads stdin, answers on stdout; bad input exits 1 with one `error:` line
on stderr. Format and bounds in full: tasks/poj-3922-a-simple-stone-game/README.md.

Options:
  -h, --help  print this help and exit
";
