#[test]
fn golden_cases() {
    golden::check("t10-winning-move", env!("CARGO_BIN_EXE_t10-winning-move"));
}
