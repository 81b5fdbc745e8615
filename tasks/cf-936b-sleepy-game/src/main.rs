//! cf-936b-sleepy-game (Codeforces 936B Sleepy Game): see src/lib.rs.
use cf_936b_sleepy_game::solve;

fn main() {
    judge_io::run(HELP, solve)
}

/// What `--help` prints (and a terminal shows before reading the input).
const HELP: &str = "\
usage: cf-936b-sleepy-game < INPUT

Codeforces 936B Sleepy Game: https://codeforces.com/problemset/problem/936/B
Input: `n m`, then for each vertex i a line `c_i a_i,1 … a_i,c_i` (its
out-edges), then the start s.
Output: `Win` and a walk from s that ends at a vertex with no out-edge after
an odd number of moves (any such walk is accepted: the package's checker,
`src/bin/checker.rs`, judges it); else `Draw` if the chip can be kept moving
forever; else `Lose`.

Reads stdin, answers on stdout; bad input exits 1 with one `error:` line
on stderr. Format and bounds in full: tasks/cf-936b-sleepy-game/README.md.

Options:
  -h, --help  print this help and exit
";
