//! The golden cases, the error matrix and the mutation fuzzer (docs/testing.md says which options a format needs).
conformance::package_tests!(atcoder_abc148_f_playing_tag_on_tree::solve);
