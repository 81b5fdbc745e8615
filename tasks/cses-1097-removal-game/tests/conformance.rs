//! The golden cases, the error matrix and the mutation fuzzer (`conformance::package_tests!`).
// -1 is a valid x_i: CSES 1097's values may be negative.
conformance::package_tests!(cses_1097_removal_game::solve, |t| t.signed_values());
