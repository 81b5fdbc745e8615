//! The golden cases, the error matrix and the mutation fuzzer (`conformance::package_tests!`).
//! The first token is the board's side n, which may be 10^18.
conformance::package_tests!(cf_494e_sharti::solve, |t| t.first_may_be_huge());
