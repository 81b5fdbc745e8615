#[test]
fn golden_cases() {
    golden::check("t01-mex", env!("CARGO_BIN_EXE_t01-mex"));
}
