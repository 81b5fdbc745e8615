//! atcoder-dp-k-stones: `N K`, then N moves; prints `First` or `Second`.
fn main() {
    judge_io::run(HELP, atcoder_dp_k_stones::solve)
}

/// What `--help` prints (and a terminal shows before reading the input).
const HELP: &str = "\
usage: atcoder-dp-k-stones < INPUT

Input: `N K`, then N moves.
Output: `First` or `Second`.

Reads stdin, answers on stdout; bad input exits 1 with one `error:` line
on stderr. Format and bounds in full: tasks/atcoder-dp-k-stones/README.md.

Options:
  -h, --help  print this help and exit
";
