#[test]
fn golden_cases() {
    golden::check("t06-grundys-game", env!("CARGO_BIN_EXE_t06-grundys-game"));
}
