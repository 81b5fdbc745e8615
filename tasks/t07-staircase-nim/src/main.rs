//! t07-staircase-nim: `k`, then c[1] .. c[k]; prints FIRST iff the XOR of c[i] over odd i is not 0.
fn main() {
    judge_io::run(HELP, t07_staircase_nim::solve)
}

/// What `--help` prints (and a terminal shows before reading the input).
const HELP: &str = "\
usage: t07-staircase-nim < INPUT

Input: `k`, then c[1] .. c[k].
Output: FIRST iff the XOR of c[i] over odd i is not 0.

Reads stdin, answers on stdout; bad input exits 1 with one `error:` line
on stderr. Format and bounds in full: tasks/t07-staircase-nim/README.md.

Options:
  -h, --help  print this help and exit
";
