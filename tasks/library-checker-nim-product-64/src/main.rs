//! library-checker-nim-product-64 (Library Checker nim_product_64 Nim Product (F_{2^64})): see src/lib.rs.
use library_checker_nim_product_64::solve;

fn main() {
    judge_io::run(HELP, solve)
}

/// What `--help` prints (and a terminal shows before reading the input).
const HELP: &str = "\
usage: library-checker-nim-product-64 < INPUT

Library Checker nim_product_64 Nim Product (F_{2^64}): https://judge.yosupo.jp/problem/nim_product_64
Input: T, then T pairs A B (0 <= A, B < 2^64).
Output: A (x) B, the nim product, one line per pair.

Reads stdin, answers on stdout; bad input exits 1 with one `error:` line
on stderr. Format and bounds in full: tasks/library-checker-nim-product-64/README.md.

Options:
  -h, --help  print this help and exit
";
