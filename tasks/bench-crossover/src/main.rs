//! bench-crossover: `n k S… mmax` on stdin; flags `--time-budget-ms N`, `--mem-budget-mb N`, `--canonical`; `--judge IN ACTUAL EXPECTED` compares two outputs but for their times.
fn main() {
    let args: Vec<std::ffi::OsString> = std::env::args_os().skip(1).collect();
    if args.first().is_some_and(|a| a == "--judge") {
        match bench_crossover::judge(&args[1..]) {
            Ok(()) => std::process::exit(0),
            Err(why) => {
                eprintln!("{}", why);
                std::process::exit(1)
            }
        }
    }
    judge_io::run_with(|rd, out| bench_crossover::solve_with_args(args, rd, out))
}
