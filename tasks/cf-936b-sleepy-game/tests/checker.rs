//! The checker binary's command-line contract (`conformance::checker`):
//! exit 0 accepts, 1 rejects, 2 when the judging itself fails, with one line
//! on stderr. (What it accepts is tested in `src/bin/cf-936b-sleepy-game-cf-936b-sleepy-game-checker.rs`.)

#[test]
fn exit_codes() {
    conformance::checker::check_exit_codes(
        env!("CARGO_BIN_EXE_cf-936b-sleepy-game-checker"),
        env!("CARGO_PKG_NAME"),
        &[
            ("official", "Win\n1 2 4 5\n", 0, "ok: "),
            ("another-walk", "Win\n1 3 4 5\n", 0, "ok: "),
            ("wrong-verdict", "Lose\n", 1, "wrong answer: "),
            ("even-moves", "Win\n1 2 5\n", 1, "wrong answer: "),
            ("no-edge", "Win\n1 4 5\n", 1, "wrong answer: "),
        ],
        "Draw\n",
    );
}
