//! cf-150a-win-or-freeze-explore: the game's patterns and its table, as the
//! explorer finds them from the description (src/explore.rs).
fn main() -> std::process::ExitCode {
    explore::package::Explorer {
        bin: env!("CARGO_BIN_NAME"),
        positions: "(q <= 400, misère)",
        described_in: "src/explore.rs",
        table: true,
    }
    .run(|| cf_150a_win_or_freeze::explore::table(400))
}
