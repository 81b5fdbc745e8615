//! octal-games: a code (`0.77`, or `grundy`), `Q`, then `Q` heaps; prints `n0 p` or `uncertified L`, then g(heap). Flags `--max-values N` (the value budget) and `--max-work N` (the work bound); a progress line shows on stderr when it is a terminal.
use std::io::IsTerminal;

fn main() {
    let args = std::env::args_os().skip(1);
    judge_io::run_with(|rd, out| {
        let opts = octal_games::Options {
            progress: std::io::stderr().is_terminal(),
            ..octal_games::parse_args(args)?
        };
        octal_games::solve_with(opts, rd, out)
    })
}
