//! atcoder-arc131-c-zero-xor-explore: the game's patterns and its table
//! (by the mask of the starting set), as the explorer finds them from the
//! description (src/explore.rs).
fn main() -> std::process::ExitCode {
    explore::package::Explorer {
        bin: env!("CARGO_BIN_NAME"),
        positions: "(the starting sets of 0..7, by mask)",
        described_in: "src/explore.rs",
        table: true,
    }
    .run(atcoder_arc131_c_zero_xor::explore::table)
}
