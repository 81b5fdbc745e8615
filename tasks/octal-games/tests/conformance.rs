//! The golden cases, the error matrix and the mutation fuzzer (`conformance::package_tests!`).
//!
//! `solve`: the error matrix and the mutation fuzzer, on default runs. A
//! mutation may turn a code into one that is not certified and a heap into
//! 10^18; the default work bound ends such a run (the fuzzer prints its
//! slowest input).
conformance::package_tests!(octal_games::solve);
