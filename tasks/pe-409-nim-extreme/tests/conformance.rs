//! The golden cases, the error matrix and the mutation fuzzer (`conformance::package_tests!`).
conformance::package_tests!(pe_409_nim_extreme::solve);
