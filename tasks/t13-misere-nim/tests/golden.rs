#[test]
fn golden_cases() {
    golden::check("t13-misere-nim", env!("CARGO_BIN_EXE_t13-misere-nim"));
}
