//! The golden cases, the error matrix and the mutation fuzzer (`conformance::package_tests!`).
conformance::package_tests!(cf_1537d_deleting_divisors::solve);
