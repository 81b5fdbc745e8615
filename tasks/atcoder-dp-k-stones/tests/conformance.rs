//! The golden cases, the error matrix and the mutation fuzzer (`conformance::package_tests!`).
conformance::package_tests!(atcoder_dp_k_stones::solve, |t| t.slow_huge_values());
