//! The golden cases, the error matrix and the mutation fuzzer (`conformance::package_tests!`).
//!
//! HDU 2149's input is lines `M N` until the end of the input, with no
//! count, so an input cut after a whole number of lines is valid and must
//! print the first lines of the answer (`Task::items_to_end`).
conformance::package_tests!(hdu_2149_public_sale::solve, |t| t.items_to_end(2));
