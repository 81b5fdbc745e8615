//! partizan-thermograph (own problem: thermographs, birthdays and atomic weights of short partizan games): see src/lib.rs.
use partizan_thermograph::solve;

fn main() {
    judge_io::run(HELP, solve)
}

/// What `--help` prints (and a terminal shows before reading the input).
const HELP: &str = "\
usage: partizan-thermograph < INPUT

own problem partizan-thermograph Thermographs of short partizan games: https://en.wikipedia.org/wiki/Combinatorial_game_theory
Input: Q (1..1000) alone on its line, then Q lines, each a game in
CGSuite's notation ({3||2+*|1+*}, +-1, ^^*, 1/2 + {2|-2}, Tiny(1); at most
400 characters, braces at most 8 deep).
Output: per game `outcome leftstop rightstop mean temperature birthday
atomicweight thermograph`: L/R/N/P, dyadic rationals, the canonical form's
birthday, the atomic weight (- unless all-small) and CGSuite's
Thermograph(...) form.

Reads stdin, answers on stdout; bad input exits 1 with one `error:` line
on stderr. Format and bounds in full: tasks/partizan-thermograph/README.md.

Options:
  -h, --help  print this help and exit
";
