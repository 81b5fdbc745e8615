//! The golden cases, the error matrix and the mutation fuzzer (`conformance::package_tests!`).
conformance::package_tests!(partizan_canonical::solve, |t| t.signed_values());
