//! atcoder-abc209-e-shiritori (AtCoder ABC209 E Shiritori): see src/lib.rs.
fn main() {
    judge_io::run(HELP, atcoder_abc209_e_shiritori::solve)
}

/// What `--help` prints (and a terminal shows before reading the input).
const HELP: &str = "\
usage: atcoder-abc209-e-shiritori < INPUT

AtCoder ABC209 E Shiritori: https://atcoder.jp/contests/abc209/tasks/abc209_e
Input: `N`, then N words of 3 to 8 letters.
Output: `Takahashi`, `Aoki` or `Draw` for the game Takahashi opens with each word.

Reads stdin, answers on stdout; bad input exits 1 with one `error:` line
on stderr. Format and bounds in full: tasks/atcoder-abc209-e-shiritori/README.md.

Options:
  -h, --help  print this help and exit
";
