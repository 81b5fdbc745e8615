//! t13-misere-nim: `m`, then `m` pile sizes; prints `NORMAL: FIRST|SECOND` and `MISERE: FIRST|SECOND`.
fn main() {
    judge_io::run(HELP, t13_misere_nim::solve)
}

/// What `--help` prints (and a terminal shows before reading the input).
const HELP: &str = "\
usage: t13-misere-nim < INPUT

Input: `m`, then `m` pile sizes.
Output: `NORMAL: FIRST|SECOND` and `MISERE: FIRST|SECOND`.

Reads stdin, answers on stdout; bad input exits 1 with one `error:` line
on stderr. Format and bounds in full: tasks/t13-misere-nim/README.md.

Options:
  -h, --help  print this help and exit
";
