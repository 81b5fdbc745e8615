//! hdu-2516-fibonacci-nim (HDU 2516 取石子游戏 (Fibonacci Nim)): see src/lib.rs.
fn main() {
    judge_io::run(HELP, hdu_2516_fibonacci_nim::solve)
}

/// What `--help` prints (and a terminal shows before reading the input).
const HELP: &str = "\
usage: hdu-2516-fibonacci-nim < INPUT

Input: One pile size n per line, ended by a line `0`.
Output: `Second win` if the first player loses (n is a Fibonacci number),
else `First win`, one line per n.

Reads stdin, answers on stdout; bad input exits 1 with one `error:` line
on stderr. Format and bounds in full: tasks/hdu-2516-fibonacci-nim/README.md.

Options:
  -h, --help  print this help and exit
";
