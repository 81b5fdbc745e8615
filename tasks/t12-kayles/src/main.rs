//! t12-kayles: `n`, `m`, then `m` segment lengths; prints g[0..=n] and FIRST or SECOND.
fn main() {
    judge_io::run(HELP, t12_kayles::solve)
}

/// What `--help` prints (and a terminal shows before reading the input).
const HELP: &str = "\
usage: t12-kayles < INPUT

Input: `n`, `m`, then `m` segment lengths.
Output: g[0..=n] and FIRST or SECOND.

Reads stdin, answers on stdout; bad input exits 1 with one `error:` line
on stderr. Format and bounds in full: tasks/t12-kayles/README.md.

Options:
  -h, --help  print this help and exit
";
