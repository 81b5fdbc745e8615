//! The golden cases, the error matrix and the mutation fuzzer (`conformance::package_tests!`).
conformance::package_tests!(kattis_snim::solve, |t| t.slow_huge_values());
