//! coci-2017-5-planinarenje (COCI 2017/18 Planinarenje): `N M` and M trails; prints the winner from every peak.
use coci_2017_5_planinarenje::solve;

fn main() {
    judge_io::run(HELP, solve)
}

/// What `--help` prints (and a terminal shows before reading the input).
const HELP: &str = "\
usage: coci-2017-5-planinarenje < INPUT

COCI 2017/18 contest 5 Planinarenje: https://hsin.hr/coci/archive/2017_2018/
Input: `N M`, then M trails `v d` (peak v, valley d, both 1..N).
Output: N lines, `Slavko` or `Mirko`: the winner of the walk from each peak.

Reads stdin, answers on stdout; bad input exits 1 with one `error:` line
on stderr. Format and bounds in full: tasks/coci-2017-5-planinarenje/README.md.

Options:
  -h, --help  print this help and exit
";
