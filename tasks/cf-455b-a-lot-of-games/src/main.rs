//! cf-455b-a-lot-of-games (Codeforces 455B A Lot of Games): see src/lib.rs.
use cf_455b_a_lot_of_games::solve;

fn main() {
    judge_io::run(HELP, solve)
}

/// What `--help` prints (and a terminal shows before reading the input).
/// TODO: the input and the output in brief, as src/lib.rs's first lines say.
const HELP: &str = "\
usage: cf-455b-a-lot-of-games < INPUT

Codeforces 455B A Lot of Games: https://codeforces.com/problemset/problem/455/B
Input: TODO, as the statement says, in brief.
Output: TODO.

Reads stdin, answers on stdout; bad input exits 1 with one `error:` line
on stderr. Format and bounds in full: tasks/cf-455b-a-lot-of-games/README.md.

Options:
  -h, --help  print this help and exit
";
