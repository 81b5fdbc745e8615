//! CodeChef FDIVGAME Floor Division Game: the format and bounds are in the README; `solve` answers one input.
use grundy_core::games::floor_division::FloorDivision;
use judge_io::{Out, Reader, Result, MAX_VALUE};

/// The divisors of a move.
pub const DIVISORS: [u64; 5] = [2, 3, 4, 5, 6];

/// Reads one input and writes its answer.
pub fn solve(rd: &mut Reader, out: &mut Out) -> Result<()> {
    let runs = FloorDivision::new(&DIVISORS, MAX_VALUE).expect("the divisors are at least 2");
    let t = rd.count("T", 1)?;
    for _ in 0..t {
        let n = rd.count("N", 1)?;
        let mut xor = 0;
        for _ in 0..n {
            let a = rd.positive_at_most(
                "A_i",
                MAX_VALUE,
                "the board holds positive integers (a 0 is erased)",
            )?;
            xor ^= runs.grundy(a).expect("A_i is at most the table's limit");
        }
        out.line(if xor != 0 { "Henry" } else { "Derek" });
    }
    Ok(())
}
