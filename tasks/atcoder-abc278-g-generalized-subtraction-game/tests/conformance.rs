//! The golden games against the interactor, the error matrix and the mutation fuzzer
//! (`conformance::package_tests!`): the judge's messages hold `-1 -1`, so values may be negative.
use atcoder_abc278_g_generalized_subtraction_game::solve;

conformance::package_tests!(solve, |t| t.signed_values());
