//! The golden cases, the error matrix and the mutation fuzzer (docs/testing.md says which options a format needs).
conformance::package_tests!(cf_1404b_tree_tag::solve);
