//! cf-455b-a-lot-of-games (Codeforces 455B A Lot of Games): see src/lib.rs.
use cf_455b_a_lot_of_games::solve;

fn main() {
    judge_io::run(HELP, solve)
}

/// What `--help` prints (and a terminal shows before reading the input).
const HELP: &str = "\
usage: cf-455b-a-lot-of-games < INPUT

Codeforces 455B A Lot of Games: https://codeforces.com/problemset/problem/455/B
Input: `n k`, then n words (a game's word must stay a prefix of one).
Output: `First` if the player who starts the first of k games wins the
last (the loser of each game starts the next), else `Second`.

Reads stdin, answers on stdout; bad input exits 1 with one `error:` line
on stderr. Format and bounds in full: tasks/cf-455b-a-lot-of-games/README.md.

Options:
  -h, --help  print this help and exit
";
