//! t10-winning-move: `m`, then g[1] .. g[m]; prints LOSING, or `i t`: move component i to Grundy value t.
fn main() {
    judge_io::run(HELP, t10_winning_move::solve)
}

/// What `--help` prints (and a terminal shows before reading the input).
const HELP: &str = "\
usage: t10-winning-move < INPUT

Input: `m`, then g[1] .. g[m].
Output: LOSING, or `i t`: move component i to Grundy value t.

Reads stdin, answers on stdout; bad input exits 1 with one `error:` line
on stderr. Format and bounds in full: tasks/t10-winning-move/README.md.

Options:
  -h, --help  print this help and exit
";
