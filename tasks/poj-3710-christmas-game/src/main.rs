//! poj-3710-christmas-game (POJ 3710 Christmas Game): see src/lib.rs.
use poj_3710_christmas_game::solve;

fn main() {
    judge_io::run(HELP, solve)
}

/// What `--help` prints (and a terminal shows before reading the input).
const HELP: &str = "\
usage: poj-3710-christmas-game < INPUT

POJ 3710 Christmas Game: http://poj.org/problem?id=3710
Input: test cases until the end of the input, each N and then N trees: `m k`
and k edges `a b` (vertices 1 to m, vertex 1 the root).
Output: `Sally` if Sally (first to move) wins, else `Harry`, per test case.

Reads stdin, answers on stdout; bad input exits 1 with one `error:` line
on stderr. Format and bounds in full: tasks/poj-3710-christmas-game/README.md.

Options:
  -h, --help  print this help and exit
";
