//! The golden cases, the error matrix and the mutation fuzzer (`conformance::package_tests!`).
//! If the first token is a value that may be 10^18 rather than a count or a
//! size, write `conformance::package_tests!(solve, |t| t.first_may_be_huge());`;
//! if values may be negative (read with `Reader::i64_within`), `|t| t.signed_values()`.
use toph_notakto::solve;

conformance::package_tests!(solve);
