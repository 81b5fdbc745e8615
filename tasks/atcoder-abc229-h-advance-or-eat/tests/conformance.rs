//! The golden cases, the error matrix and the mutation fuzzer (`conformance::package_tests!`).
conformance::package_tests!(atcoder_abc229_h_advance_or_eat::solve);
