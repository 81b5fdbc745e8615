//! atcoder-arc038-d-directed-graph-and-numbers (AtCoder ARC038 D 有向グラフと数 (Directed Graph and Numbers)): see src/lib.rs.
use atcoder_arc038_d_directed_graph_and_numbers::solve;

fn main() {
    judge_io::run(HELP, solve)
}

/// What `--help` prints (and a terminal shows before reading the input).
const HELP: &str = "\
usage: atcoder-arc038-d-directed-graph-and-numbers < INPUT

AtCoder ARC038 D 有向グラフと数 (Directed Graph and Numbers): https://atcoder.jp/contests/arc038/tasks/arc038_d
Input: N M, the N numbers x_1 .. x_N of the vertices, then M arcs a b
(1-based). A piece starts on vertex 1; in turn each player moves it along
an arc or ends the game, the first wanting its vertex's number large, the
second small.
Output: the number the game ends on under best play.

Reads stdin, answers on stdout; bad input exits 1 with one `error:` line
on stderr. Format and bounds in full: tasks/atcoder-arc038-d-directed-graph-and-numbers/README.md.

Options:
  -h, --help  print this help and exit
";
