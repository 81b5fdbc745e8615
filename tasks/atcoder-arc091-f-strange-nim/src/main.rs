//! atcoder-arc091-f-strange-nim (AtCoder ARC 091 F Strange Nim): see src/lib.rs.
use atcoder_arc091_f_strange_nim::solve;

fn main() {
    judge_io::run(HELP, solve)
}

/// What `--help` prints (and a terminal shows before reading the input).
const HELP: &str = "\
usage: atcoder-arc091-f-strange-nim < INPUT

AtCoder ARC 091 F Strange Nim: https://atcoder.jp/contests/arc091/tasks/arc091_d
Input: `N`, then N lines `A K`: a pile of A stones from which a move takes
1 to floor(x/K) of its x.
Output: `Takahashi` if the first player wins, else `Aoki`.

Reads stdin, answers on stdout; bad input exits 1 with one `error:` line
on stderr. Format and bounds in full: tasks/atcoder-arc091-f-strange-nim/README.md.

Options:
  -h, --help  print this help and exit
";
