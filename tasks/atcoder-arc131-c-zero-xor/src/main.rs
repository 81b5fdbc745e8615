//! atcoder-arc131-c-zero-xor (AtCoder ARC131 C Zero XOR): see src/lib.rs.
use atcoder_arc131_c_zero_xor::solve;

fn main() {
    judge_io::run(HELP, solve)
}

/// What `--help` prints (and a terminal shows before reading the input).
/// TODO: the input and the output in brief, as src/lib.rs's first lines say.
const HELP: &str = "\
usage: atcoder-arc131-c-zero-xor < INPUT

AtCoder ARC131 C Zero XOR: https://atcoder.jp/contests/arc131/tasks/arc131_c
Input: TODO, as the statement says, in brief.
Output: TODO.

Reads stdin, answers on stdout; bad input exits 1 with one `error:` line
on stderr. Format and bounds in full: tasks/atcoder-arc131-c-zero-xor/README.md.

Options:
  -h, --help  print this help and exit
";
