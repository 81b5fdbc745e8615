#[test]
fn golden_cases() {
    golden::check(
        "t14-turning-turtles",
        env!("CARGO_BIN_EXE_t14-turning-turtles"),
    );
}
