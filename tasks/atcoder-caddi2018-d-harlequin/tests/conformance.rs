//! The golden cases, the error matrix and the mutation fuzzer (`conformance::package_tests!`).
conformance::package_tests!(atcoder_caddi2018_d_harlequin::solve);
