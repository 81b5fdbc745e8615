//! cf-603c-lieges-of-legendre (Codeforces 603C Lieges of Legendre): see src/lib.rs.
fn main() {
    judge_io::run(HELP, cf_603c_lieges_of_legendre::solve)
}

/// What `--help` prints (and a terminal shows before reading the input).
const HELP: &str = "\
usage: cf-603c-lieges-of-legendre < INPUT

Input: `n k`, then n pile sizes.
Output: `Kevin` if the first player wins, else `Nicky`.

Reads stdin, answers on stdout; bad input exits 1 with one `error:` line
on stderr. Format and bounds in full: tasks/cf-603c-lieges-of-legendre/README.md.

Options:
  -h, --help  print this help and exit
";
