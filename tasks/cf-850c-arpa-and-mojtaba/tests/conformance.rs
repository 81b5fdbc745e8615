//! The golden cases, the error matrix and the mutation fuzzer (`conformance::package_tests!`).
conformance::package_tests!(cf_850c_arpa_and_mojtaba::solve);
