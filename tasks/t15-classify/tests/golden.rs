#[test]
fn golden_cases() {
    golden::check("t15-classify", env!("CARGO_BIN_EXE_t15-classify"));
}
