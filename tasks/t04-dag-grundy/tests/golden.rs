#[test]
fn golden_cases() {
    golden::check("t04-dag-grundy", env!("CARGO_BIN_EXE_t04-dag-grundy"));
}
