#[test]
fn golden_cases() {
    golden::check("t11-periodicity", env!("CARGO_BIN_EXE_t11-periodicity"));
}
