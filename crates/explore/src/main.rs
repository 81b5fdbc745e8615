//! explore: the patterns of a game's table on stdin (`explore --help`).
fn main() {
    let options = explore::options(std::env::args_os().skip(1));
    judge_io::run_with(explore::HELP, |rd, out| {
        explore::solve(rd, out, options.clone()?)
    })
}
