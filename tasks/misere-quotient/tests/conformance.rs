//! The golden cases, the error matrix and the mutation fuzzer (docs/testing.md says which options a format needs).
conformance::package_tests!(misere_quotient::solve);
