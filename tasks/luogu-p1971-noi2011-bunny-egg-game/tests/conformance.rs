//! The golden cases, the error matrix and the mutation fuzzer (`conformance::package_tests!`).
conformance::package_tests!(luogu_p1971_noi2011_bunny_egg_game::solve);
