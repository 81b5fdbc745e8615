//! The golden cases, the error matrix and the mutation fuzzer (`conformance::package_tests!`).
//!
//! HDU 3537's input is test cases to the end of the input, each a count n
//! and n positions, with no count of test cases: an input cut after whole
//! test cases is valid and must print the first lines of the answer.
conformance::package_tests!(hdu_3537_daizhenyangs_coin::solve, |t| t
    .counted_items_to_end());
