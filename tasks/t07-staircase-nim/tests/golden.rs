#[test]
fn golden_cases() {
    golden::check("t07-staircase-nim", env!("CARGO_BIN_EXE_t07-staircase-nim"));
}
