//! atcoder-abc255-g-constrained-nim (AtCoder ABC255 G Constrained Nim): see src/lib.rs.
fn main() {
    judge_io::run(HELP, atcoder_abc255_g_constrained_nim::solve)
}

/// What `--help` prints (and a terminal shows before reading the input).
const HELP: &str = "\
usage: atcoder-abc255-g-constrained-nim < INPUT

Input: `N M`, N piles, then M forbidden moves `X Y` (taking Y stones from a
pile of exactly X).
Output: `Takahashi` if the first player wins, else `Aoki`.

Reads stdin, answers on stdout; bad input exits 1 with one `error:` line
on stderr. Format and bounds in full: tasks/atcoder-abc255-g-constrained-nim/README.md.

Options:
  -h, --help  print this help and exit
";
