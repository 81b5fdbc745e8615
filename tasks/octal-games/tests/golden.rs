#[test]
fn golden_cases() {
    golden::check("octal-games", env!("CARGO_BIN_EXE_octal-games"));
}
