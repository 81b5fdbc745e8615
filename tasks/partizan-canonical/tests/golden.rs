//! Every golden case of this package (`testdata/<package>/`, `bad/` too),
//! piped to its binary.
#[test]
fn golden_cases() {
    golden::check(
        env!("CARGO_PKG_NAME"),
        env!(concat!("CARGO_BIN_EXE_", env!("CARGO_PKG_NAME"))),
    );
}
