//! The golden cases, the error matrix and the mutation fuzzer (`conformance::package_tests!`).
conformance::package_tests!(atcoder_arc131_c_zero_xor::solve);
