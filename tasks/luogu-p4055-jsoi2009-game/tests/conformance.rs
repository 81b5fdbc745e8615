//! The golden cases, the error matrix and the mutation fuzzer (`conformance::package_tests!`).
conformance::package_tests!(luogu_p4055_jsoi2009_game::solve);
