//! bench-crossover: `n k S… mmax` on stdin; flags `--time-budget-ms N`, `--mem-budget-mb N`, `--canonical`.
fn main() {
    let args: Vec<std::ffi::OsString> = std::env::args_os().skip(1).collect();
    judge_io::run_with(|rd, out| bench_crossover::solve_with_args(args, rd, out))
}
