//! The golden cases, the error matrix and the mutation fuzzer (`conformance::package_tests!`).
//!
//! HDU 3595's tests run to the end of the input with no count, and a test
//! has N + 1 lines, so an input cut after a whole test is valid. The matrix
//! knows only fixed-size items (`Task::items_to_end`); it cuts the first 200
//! tokens of a case, so every committed case is one test, or starts with a
//! test of more than 200 tokens (`several-tests`): every cut it makes is
//! then inside a test, and refused.
conformance::package_tests!(hdu_3595_gg_and_mm::solve);
