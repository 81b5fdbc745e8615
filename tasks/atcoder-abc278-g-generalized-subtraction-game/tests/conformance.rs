//! The golden games against the interactor, the error matrix and the mutation fuzzer
//! (`conformance::package_tests!`): the judge's messages hold `-1 -1`, so values may be negative.
conformance::package_tests!(atcoder_abc278_g_generalized_subtraction_game::solve, |t| t
    .signed_values());
