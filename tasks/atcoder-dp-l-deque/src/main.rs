//! atcoder-dp-l-deque (AtCoder DP Contest L Deque): see src/lib.rs.
fn main() {
    judge_io::run(HELP, atcoder_dp_l_deque::solve)
}

/// What `--help` prints (and a terminal shows before reading the input).
const HELP: &str = "\
usage: atcoder-dp-l-deque < INPUT

Input: `N`, then a_1 … a_N.
Output: X − Y, Taro's total minus Jiro's, when each move takes the first or
the last element and Taro, moving first, maximises X − Y while Jiro
minimises it.

Reads stdin, answers on stdout; bad input exits 1 with one `error:` line
on stderr. Format and bounds in full: tasks/atcoder-dp-l-deque/README.md.

Options:
  -h, --help  print this help and exit
";
