//! The golden cases, the error matrix and the mutation fuzzer (`conformance::package_tests!`).
conformance::package_tests!(atcoder_tkppc6_1_p_game_on_colored_tree::solve);
