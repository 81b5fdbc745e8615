//! AtCoder CADDi 2018 D Harlequin: the format and bounds are in the README; `solve` answers one input.
//!
//! The rule was found by the explorer from the game's description
//! ([`explore`], `cargo run -p atcoder-caddi2018-d-harlequin --bin
//! atcoder-caddi2018-d-harlequin-explore`) and proved in docs/theory.md.
use judge_io::{Out, Reader, Result, MAX_VALUE};

pub mod explore;

/// The largest a_i read: the judge's bound is 10^9, only parity matters.
const MAX_APPLES: u64 = MAX_VALUE;

/// Whether the player to move wins: exactly when some color has an odd
/// number of apples (docs/theory.md, "Harlequin: eating apples of
/// different colors").
pub fn mover_wins(apples: impl IntoIterator<Item = u64>) -> bool {
    apples.into_iter().any(|a| a % 2 == 1)
}

/// Reads one input and writes its answer.
pub fn solve(rd: &mut Reader, out: &mut Out) -> Result<()> {
    let apples =
        rd.positive_list_at_most("N", "a_i", MAX_APPLES, "a color has at least one apple")?;
    if apples.is_empty() {
        return Err(rd.reject("N", "is 0: the tree bears apples of at least one color"));
    }
    out.line(if mover_wins(apples) {
        "first"
    } else {
        "second"
    });
    Ok(())
}
