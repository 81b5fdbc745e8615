//! The golden cases, the error matrix and the mutation fuzzer (`conformance::package_tests!`).
conformance::package_tests!(luogu_p5675_gzoi2017_stones::solve);
