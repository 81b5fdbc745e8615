//! The golden cases, the error matrix and the mutation fuzzer (docs/testing.md says which options a format needs).
conformance::package_tests!(cf_455b_a_lot_of_games::solve, |t| t.letter_words());
