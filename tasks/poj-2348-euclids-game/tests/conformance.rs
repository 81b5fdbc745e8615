//! The golden cases, the error matrix and the mutation fuzzer (`conformance::package_tests!`).
//!
//! The input is pairs ended by `0 0` (so a cut input is refused: the
//! terminator is missing), and its first token is a number that may be 10^18.
conformance::package_tests!(poj_2348_euclids_game::solve, |t| t.first_may_be_huge());
