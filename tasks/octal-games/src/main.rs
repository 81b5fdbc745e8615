//! octal-games: a code (`0.77`, or `grundy`), `Q`, then `Q` heaps; prints `n0 p` or `uncertified L`, then g(heap). Flags `--max-values N` (the value budget) and `--max-work N` (the work bound); a progress line shows on stderr when it is a terminal.
use std::io::IsTerminal;

fn main() {
    let args = std::env::args_os().skip(1);
    judge_io::run_with(HELP, |rd, out| {
        let opts = octal_games::Options {
            progress: std::io::stderr().is_terminal(),
            ..octal_games::parse_args(args)?
        };
        octal_games::solve_with(opts, rd, out)
    })
}

// The defaults and bounds HELP names.
const _: () = assert!(
    octal_games::DEFAULT_MAX_VALUES == 1 << 25
        && octal_games::MOST_MAX_VALUES == 4_000_000_000
        && octal_games::DEFAULT_MAX_WORK == 6_000_000_000
);

/// What `--help` prints (and a terminal shows before reading the input).
const HELP: &str = "\
usage: octal-games [--max-values N] [--max-work N] < INPUT

Input: an octal code (`0.77`, at most 16 digits after the point) or the
word `grundy`, then `Q`, then `Q` heap sizes (each at most 10^18).
Output: `n0 p` (preperiod and period, once certified) or `uncertified L`
(the L values computed), then g(heap) for each heap. A heap that needs
more values than were computed is refused with the option that would
answer it. A progress line shows on stderr when it is a terminal.

Reads stdin, answers on stdout; bad input exits 1 with one `error:` line
on stderr. Format and bounds in full: tasks/octal-games/README.md.

Options:
  --max-values N  the value budget: the table never holds more than N
                  values (default 33554432 = 2^25, at most 4000000000)
  --max-work N    the work bound, in steps of about a nanosecond
                  (default 6000000000, at most 10^18)
  -h, --help      print this help and exit
";
