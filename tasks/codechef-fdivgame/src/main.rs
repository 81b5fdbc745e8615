//! codechef-fdivgame (CodeChef FDIVGAME Floor Division Game): see src/lib.rs.
use codechef_fdivgame::solve;

fn main() {
    judge_io::run(HELP, solve)
}

/// What `--help` prints (and a terminal shows before reading the input).
/// TODO: the input and the output in brief, as src/lib.rs's first lines say.
const HELP: &str = "\
usage: codechef-fdivgame < INPUT

CodeChef FDIVGAME Floor Division Game: https://www.codechef.com/problems/FDIVGAME
Input: TODO, as the statement says, in brief.
Output: TODO.

Reads stdin, answers on stdout; bad input exits 1 with one `error:` line
on stderr. Format and bounds in full: tasks/codechef-fdivgame/README.md.

Options:
  -h, --help  print this help and exit
";
