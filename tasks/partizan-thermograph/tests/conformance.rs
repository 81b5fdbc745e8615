//! The golden cases, the error matrix and the mutation fuzzer (`conformance::package_tests!`).
//! Each game is a line of its own, spaces inside it: the matrix keeps the lines.
conformance::package_tests!(partizan_thermograph::solve, |t| t
    .signed_values()
    .by_lines());
