//! t14-turning-turtles: `n`, then one token of `n` characters H or T; prints FIRST iff the XOR of i+1 over heads is not 0.
fn main() {
    judge_io::run(HELP, t14_turning_turtles::solve)
}

/// What `--help` prints (and a terminal shows before reading the input).
const HELP: &str = "\
usage: t14-turning-turtles < INPUT

Input: `n`, then one token of `n` characters H or T.
Output: FIRST iff the XOR of i+1 over heads is not 0.

Reads stdin, answers on stdout; bad input exits 1 with one `error:` line
on stderr. Format and bounds in full: tasks/t14-turning-turtles/README.md.

Options:
  -h, --help  print this help and exit
";
