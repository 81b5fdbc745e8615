//! The checker binary's command-line contract (`conformance::checker`):
//! exit 0 accepts, 1 rejects, 2 when the judging itself fails, with one line
//! on stderr. (What it accepts is tested in `src/bin/cf-1149e-election-promises-cf-1149e-election-promises-checker.rs`.)

#[test]
fn exit_codes() {
    conformance::checker::check_exit_codes(
        env!("CARGO_BIN_EXE_cf-1149e-election-promises-checker"),
        env!("CARGO_PKG_NAME"),
        &[
            ("official", "WIN\n1 5 1 5\n", 0, "ok: "),
            ("wrong-verdict", "LOSE\n", 1, "wrong answer: "),
            ("two-conventions", "WIN\n1 5 1 4\n", 1, "wrong answer: "),
            ("leaves-a-win", "WIN\n0 0 1 5\n", 1, "wrong answer: "),
        ],
        "LOSE\n",
    );
}
