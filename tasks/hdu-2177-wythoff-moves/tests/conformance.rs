//! The golden cases, the error matrix and the mutation fuzzer (`conformance::package_tests!`).
conformance::package_tests!(hdu_2177_wythoff_moves::solve, |t| t.first_may_be_huge());
