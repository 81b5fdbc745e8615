//! The golden cases, the error matrix and the mutation fuzzer (`conformance::package_tests!`).
//!
//! POJ 1067's input is pairs `a b` until the end of the input, with no
//! count, so an input cut after a whole number of pairs is valid and must
//! print the first lines of the answer (`Task::items_to_end`); its first
//! token is a pile, which may be 10^18.
conformance::package_tests!(poj_1067_wythoff::solve, |t| t
    .first_may_be_huge()
    .items_to_end(2));
