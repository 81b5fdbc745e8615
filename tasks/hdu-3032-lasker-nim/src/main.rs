//! hdu-3032-lasker-nim (HDU 3032 Nim or not Nim?): see src/lib.rs.
fn main() {
    judge_io::run(HELP, hdu_3032_lasker_nim::solve)
}

/// What `--help` prints (and a terminal shows before reading the input).
const HELP: &str = "\
usage: hdu-3032-lasker-nim < INPUT

Input: `T`, then per test `N` and N heap sizes.
Output: `Alice` if the first player wins (a move takes from one heap or
splits one in two), else `Bob`.

Reads stdin, answers on stdout; bad input exits 1 with one `error:` line
on stderr. Format and bounds in full: tasks/hdu-3032-lasker-nim/README.md.

Options:
  -h, --help  print this help and exit
";
