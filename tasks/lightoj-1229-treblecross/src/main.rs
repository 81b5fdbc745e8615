//! lightoj-1229-treblecross: `T`, then T boards of `.`/`X`; prints `Case i: ` and the winning cells, or 0.
fn main() {
    judge_io::run(HELP, lightoj_1229_treblecross::solve)
}

/// What `--help` prints (and a terminal shows before reading the input).
const HELP: &str = "\
usage: lightoj-1229-treblecross < INPUT

Input: `T`, then T boards of `.`/`X`.
Output: `Case i: ` and the winning cells, or 0.

Reads stdin, answers on stdout; bad input exits 1 with one `error:` line
on stderr. Format and bounds in full: tasks/lightoj-1229-treblecross/README.md.

Options:
  -h, --help  print this help and exit
";
