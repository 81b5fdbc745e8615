//! The golden cases, the error matrix and the mutation fuzzer (`conformance::package_tests!`).
conformance::package_tests!(atcoder_agc014_d_black_and_white_tree::solve);
