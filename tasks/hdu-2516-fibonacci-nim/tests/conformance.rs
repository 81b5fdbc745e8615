//! The golden cases, the error matrix and the mutation fuzzer (`conformance::package_tests!`).
//!
//! pile size (there is no count), so it may be 10^18.
conformance::package_tests!(hdu_2516_fibonacci_nim::solve, |t| t.first_may_be_huge());
