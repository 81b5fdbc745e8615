//! cf-850c-arpa-and-mojtaba (Codeforces 850C Arpa and a game with Mojtaba): see src/lib.rs.
fn main() {
    judge_io::run(HELP, cf_850c_arpa_and_mojtaba::solve)
}

/// What `--help` prints (and a terminal shows before reading the input).
const HELP: &str = "\
usage: cf-850c-arpa-and-mojtaba < INPUT

Input: `n`, then n numbers.
Output: `Mojtaba` if the first player wins the prime-power game on them,
else `Arpa`.

Reads stdin, answers on stdout; bad input exits 1 with one `error:` line
on stderr. Format and bounds in full: tasks/cf-850c-arpa-and-mojtaba/README.md.

Options:
  -h, --help  print this help and exit
";
