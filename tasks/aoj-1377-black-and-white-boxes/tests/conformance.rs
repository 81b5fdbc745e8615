//! The golden cases, the error matrix and the mutation fuzzer (`conformance::package_tests!`).
conformance::package_tests!(aoj_1377_black_and_white_boxes::solve);
