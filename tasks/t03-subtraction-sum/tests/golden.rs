#[test]
fn golden_cases() {
    golden::check(
        "t03-subtraction-sum",
        env!("CARGO_BIN_EXE_t03-subtraction-sum"),
    );
}
