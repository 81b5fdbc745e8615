//! The golden cases, the error matrix and the mutation fuzzer (`conformance::package_tests!`).
//!
//! The golden cases run the binary with its default options. The error
//! matrix and the fuzzer run `solve_with` under a work bound of 10^8 steps
//! (a fiftieth of the default): a mutation may turn a heap into millions or
//! 10^18, which the default bound lets run for seconds, and the bound's stop
//! (`uncertified L`, then a heap past L refused) is the same code at any
//! bound. A golden case cheap enough to vary stays well inside it.
conformance::package_tests!(|rd, out| {
    let opts = octal_games::Options {
        max_work: 100_000_000,
        ..Default::default()
    };
    octal_games::solve_with(opts, rd, out)
});
