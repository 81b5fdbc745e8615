//! The format and bounds are in the README; `solve` answers one input.
use grundy_core::games::euclid::steps;
use grundy_core::sg::remoteness::every_sg_mover_wins;
use judge_io::{Out, Reader, Result, MAX_VALUE};

/// Reads every test (at least one) and writes its winner.
pub fn solve(rd: &mut Reader, out: &mut Out) -> Result<()> {
    loop {
        let n = rd.count("N", 2)?;
        if n == 0 {
            return Err(rd.reject("N", "is 0: a test has at least one game"));
        }
        let mut counts = Vec::with_capacity(n);
        for _ in 0..n {
            let p = rd.u64_at_most("p", MAX_VALUE)?;
            let q = rd.u64_at_most("q", MAX_VALUE)?;
            counts.push(steps(p, q));
        }
        out.line(if every_sg_mover_wins(counts) {
            "MM"
        } else {
            "GG"
        });
        if rd.at_end() {
            return Ok(());
        }
    }
}
