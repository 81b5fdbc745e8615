#[test]
fn golden_cases() {
    golden::check("t08-take-one-two", env!("CARGO_BIN_EXE_t08-take-one-two"));
}
