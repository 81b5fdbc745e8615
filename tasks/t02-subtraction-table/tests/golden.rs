#[test]
fn golden_cases() {
    golden::check(
        "t02-subtraction-table",
        env!("CARGO_BIN_EXE_t02-subtraction-table"),
    );
}
