//! atcoder-caddi2018-d-harlequin-explore: the game's patterns on three
//! colors of at most 9 apples, as the explorer finds them from the
//! description (src/explore.rs). (The box has 1000 positions: the table is
//! not printed.)
fn main() -> std::process::ExitCode {
    explore::package::Explorer {
        bin: env!("CARGO_BIN_NAME"),
        positions: "on three colors of at most 9 apples",
        described_in: "src/explore.rs",
        table: false,
    }
    .run(|| atcoder_caddi2018_d_harlequin::explore::table(9))
}
