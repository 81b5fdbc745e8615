//! poj-2348-euclids-game (POJ 2348 Euclid's Game): see src/lib.rs.
use poj_2348_euclids_game::solve;

fn main() {
    judge_io::run(HELP, solve)
}

/// What `--help` prints (and a terminal shows before reading the input).
const HELP: &str = "\
usage: poj-2348-euclids-game < INPUT

POJ 2348 Euclid's Game: http://poj.org/problem?id=2348
Input: lines `a b` (positive numbers; up to 10^18 here), ended by `0 0`.
Output: per line `Stan wins` if the first player wins Euclid's game
(subtract a positive multiple of the smaller number from the larger; who
makes a 0 wins), else `Ollie wins`.

Reads stdin, answers on stdout; bad input exits 1 with one `error:` line
on stderr. Format and bounds in full: tasks/poj-2348-euclids-game/README.md.

Options:
  -h, --help  print this help and exit
";
