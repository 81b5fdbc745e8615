//! cf-1149e-election-promises (Codeforces 1149E Election Promises): see src/lib.rs.
fn main() {
    judge_io::run(HELP, cf_1149e_election_promises::solve)
}

/// What `--help` prints (and a terminal shows before reading the input).
const HELP: &str = "\
usage: cf-1149e-election-promises < INPUT

Input: `n m`, the taxes h_1 … h_n, then m one-way roads `u v` forming a DAG.
Output: `LOSE` if the first party cannot force a win, else `WIN` and the n
taxes after a winning convention (any winning one is accepted: the package's
checker, `src/bin/checker.rs`, judges it).

Reads stdin, answers on stdout; bad input exits 1 with one `error:` line
on stderr. Format and bounds in full: tasks/cf-1149e-election-promises/README.md.

Options:
  -h, --help  print this help and exit
";
