//! The golden cases, the error matrix and the mutation fuzzer (`conformance::package_tests!`).
//! Each game is a line of its own, spaces inside it: the matrix keeps the lines.
use partizan_thermograph::solve;

conformance::package_tests!(solve, |t| t.signed_values().by_lines());
