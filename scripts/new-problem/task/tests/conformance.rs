//! The golden cases, the error matrix and the mutation fuzzer (docs/testing.md says which options a format needs).
use {{crate}}::solve;

conformance::package_tests!(solve{{task_options}});
