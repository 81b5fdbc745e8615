//! t04-dag-grundy: `V E`, then `E` edges `u v`; prints the Grundy values, then the losing vertices.
fn main() {
    judge_io::run(HELP, t04_dag_grundy::solve)
}

/// What `--help` prints (and a terminal shows before reading the input).
const HELP: &str = "\
usage: t04-dag-grundy < INPUT

Input: `V E`, then `E` edges `u v`.
Output: the Grundy values, then the losing vertices.

Reads stdin, answers on stdout; bad input exits 1 with one `error:` line
on stderr. Format and bounds in full: tasks/t04-dag-grundy/README.md.

Options:
  -h, --help  print this help and exit
";
