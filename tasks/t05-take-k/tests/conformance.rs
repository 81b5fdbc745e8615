//! The golden cases, the error matrix and the mutation fuzzer (`conformance::package_tests!`).
conformance::package_tests!(t05_take_k::solve, |t| t.first_may_be_huge());
