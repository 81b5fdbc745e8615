//! The golden cases, the error matrix and the mutation fuzzer (`conformance::package_tests!`).
conformance::package_tests!(luogu_p2599_zjoi2009_stone_game::solve);
