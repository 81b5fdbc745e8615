//! The golden cases, the error matrix and the mutation fuzzer (`conformance::package_tests!`).
//! The one token, q, may be 10^18 (Pollard's rho factors it at once).
conformance::package_tests!(cf_150a_win_or_freeze::solve, |t| t.first_may_be_huge());
