//! cf-150a-win-or-freeze (Codeforces 150A Win or Freeze): see src/lib.rs.
use cf_150a_win_or_freeze::solve;

fn main() {
    judge_io::run(HELP, solve)
}

/// What `--help` prints (and a terminal shows before reading the input).
/// TODO: the input and the output in brief, as src/lib.rs's first lines say.
const HELP: &str = "\
usage: cf-150a-win-or-freeze < INPUT

Codeforces 150A Win or Freeze: https://codeforces.com/problemset/problem/150/A
Input: TODO, as the statement says, in brief.
Output: TODO.

Reads stdin, answers on stdout; bad input exits 1 with one `error:` line
on stderr. Format and bounds in full: tasks/cf-150a-win-or-freeze/README.md.

Options:
  -h, --help  print this help and exit
";
