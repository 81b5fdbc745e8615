//! hdu-2149-public-sale (HDU 2149 Public Sale): see src/lib.rs.
use hdu_2149_public_sale::solve;

fn main() {
    judge_io::run(HELP, solve)
}

/// What `--help` prints (and a terminal shows before reading the input).
const HELP: &str = "\
usage: hdu-2149-public-sale < INPUT

HDU 2149 Public Sale: https://acm.hdu.edu.cn/showproblem.php?pid=2149
Input: lines `M N` to the end of the input (the field costs M; a bid
raises the price by 1 to N; whoever bids it to M or more buys).
Output: per line the winning first bids in increasing order, or `none`.

Reads stdin, answers on stdout; bad input exits 1 with one `error:` line
on stderr. Format and bounds in full: tasks/hdu-2149-public-sale/README.md.

Options:
  -h, --help  print this help and exit
";
