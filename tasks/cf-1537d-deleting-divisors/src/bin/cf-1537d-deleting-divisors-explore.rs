//! cf-1537d-deleting-divisors-explore: the game's patterns and its table,
//! as the explorer finds them from the description (src/explore.rs).
fn main() -> std::process::ExitCode {
    explore::package::Explorer {
        bin: env!("CARGO_BIN_NAME"),
        positions: "(n <= 400)",
        described_in: "src/explore.rs",
        table: true,
    }
    .run(|| cf_1537d_deleting_divisors::explore::table(400))
}
