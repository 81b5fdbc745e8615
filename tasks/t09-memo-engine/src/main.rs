//! t09-memo-engine: `Q`, then `Q` queries `sub n` or `nim a b`; prints each Grundy value.
fn main() {
    judge_io::run(HELP, t09_memo_engine::solve)
}

/// What `--help` prints (and a terminal shows before reading the input).
const HELP: &str = "\
usage: t09-memo-engine < INPUT

Input: `Q`, then `Q` queries `sub n` or `nim a b`.
Output: each Grundy value.

Reads stdin, answers on stdout; bad input exits 1 with one `error:` line
on stderr. Format and bounds in full: tasks/t09-memo-engine/README.md.

Options:
  -h, --help  print this help and exit
";
