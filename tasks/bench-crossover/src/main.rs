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
    judge_io::run_with(HELP, |rd, out| {
        bench_crossover::solve_with_args(args, rd, out)
    })
}

// The defaults HELP names.
const _: () = assert!(
    bench_crossover::DEFAULT_TIME_BUDGET_MS == 10_000
        && bench_crossover::DEFAULT_MEM_BUDGET_MB == 1024
);

/// What `--help` prints (and a terminal shows before reading the input).
const HELP: &str = "\
usage: bench-crossover [--time-budget-ms N] [--mem-budget-mb N] [--canonical] < INPUT
       bench-crossover --judge IN ACTUAL EXPECTED

Input: `n` (at most 10^6), `k`, the `k` elements of S, `mmax` (at most
1000). For m = 1 ... mmax, decides m piles of n in the subtraction game S
by monolithic win/loss search and by one Grundy table plus XOR, timing
both.
Output: `m states mono_ms decomp_ms mono decomp` lines, then the
crossover. A search predicted to pass a budget is skipped (`-`).

Reads stdin, answers on stdout; bad input exits 1 with one `error:` line
on stderr. Format and bounds in full: tasks/bench-crossover/README.md.

Options:
  --time-budget-ms N  skip a search predicted to take longer (default 10000)
  --mem-budget-mb N   skip a search whose table needs more MiB (default 1024)
  --canonical         also search over sorted tuples (columns
                      `canon_states canon_ms canon`)
  --judge IN ACTUAL EXPECTED
                      exit 0 when ACTUAL is EXPECTED but for the times,
                      else 1 with why on stderr (online-judge-tools'
                      --judge-command form)
  -h, --help          print this help and exit
";
