//! kattis-snim: `k` and S, `m`, then m positions `l h1..hl`; prints one line of `W`/`L`, one per position.
fn main() {
    judge_io::run(HELP, kattis_snim::solve)
}

/// What `--help` prints (and a terminal shows before reading the input).
const HELP: &str = "\
usage: kattis-snim < INPUT

Input: `k` and S, `m`, then m positions `l h1..hl`.
Output: one line of `W`/`L`, one per position.

Reads stdin, answers on stdout; bad input exits 1 with one `error:` line
on stderr. Format and bounds in full: tasks/kattis-snim/README.md.

Options:
  -h, --help  print this help and exit
";
