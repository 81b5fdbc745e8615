#[test]
fn golden_cases() {
    golden::check("t05-take-k", env!("CARGO_BIN_EXE_t05-take-k"));
}
