#[test]
fn golden_cases() {
    golden::check("t12-kayles", env!("CARGO_BIN_EXE_t12-kayles"));
}
