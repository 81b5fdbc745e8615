//! t01-mex: `m`, then `m` values; prints their mex.
fn main() {
    judge_io::run(HELP, t01_mex::solve)
}

/// What `--help` prints (and a terminal shows before reading the input).
const HELP: &str = "\
usage: t01-mex < INPUT

Input: `m`, then `m` values.
Output: their mex.

Reads stdin, answers on stdout; bad input exits 1 with one `error:` line
on stderr. Format and bounds in full: tasks/t01-mex/README.md.

Options:
  -h, --help  print this help and exit
";
