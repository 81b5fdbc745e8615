#[test]
fn golden_cases() {
    golden::check("t09-memo-engine", env!("CARGO_BIN_EXE_t09-memo-engine"));
}
