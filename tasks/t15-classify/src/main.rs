//! t15-classify: `Q`, then `Q` queries `c key=value ...`; prints the tool that fits each game.
fn main() {
    judge_io::run(HELP, t15_classify::solve)
}

/// What `--help` prints (and a terminal shows before reading the input).
const HELP: &str = "\
usage: t15-classify < INPUT

Input: `Q`, then `Q` queries `c key=value ...`.
Output: the tool that fits each game.

Reads stdin, answers on stdout; bad input exits 1 with one `error:` line
on stderr. Format and bounds in full: tasks/t15-classify/README.md.

Options:
  -h, --help  print this help and exit
";
