//! uva-10561-treblecross: `N`, then N boards of `.`/`X`; prints `WINNING` and the winning cells, or `LOSING` and an empty line.
fn main() {
    judge_io::run(HELP, uva_10561_treblecross::solve)
}

/// What `--help` prints (and a terminal shows before reading the input).
const HELP: &str = "\
usage: uva-10561-treblecross < INPUT

Input: `N`, then N boards of `.`/`X`.
Output: `WINNING` and the winning cells, or `LOSING` and an empty line.

Reads stdin, answers on stdout; bad input exits 1 with one `error:` line
on stderr. Format and bounds in full: tasks/uva-10561-treblecross/README.md.

Options:
  -h, --help  print this help and exit
";
