//! The format and bounds are in the README; `solve` answers one input.
use grundy_core::games::interval::score_difference;
use judge_io::{InputError, Out, Reader, Result, MAX_VALUE};

/// The largest N: the table takes N(N − 1)/2 steps, 5·10^9 here (seconds);
/// the judge's N is at most 3000.
pub const MAX_N: usize = 100_000;

/// Reads one case and writes its answer ([`score_difference`]).
pub fn solve(rd: &mut Reader, out: &mut Out) -> Result<()> {
    let n = rd.count("N", 1)?;
    if n > MAX_N {
        return Err(rd.reject("N", format!("{} is above the limit {}", n, MAX_N)));
    }
    let mut a = Vec::with_capacity(n);
    for _ in 0..n {
        // At most 10^18 < 2^63: the cast is exact.
        a.push(rd.u64_at_most("a_i", MAX_VALUE)? as i64);
    }
    rd.finish()?; // bad input is refused before the O(N^2) work
    let d = score_difference(&a).ok_or_else(|| {
        InputError::about(
            "a_1 .. a_N",
            "their sum is above 2^63 - 1, so X - Y might not fit in 64 bits",
        )
    })?;
    out.line(&d.to_string());
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// N above the work limit is refused, even with all its values given
    /// (a file that size is no golden case).
    #[test]
    fn refuses_n_above_the_work_limit() {
        let input = format!("{} {}", MAX_N + 1, "1 ".repeat(MAX_N + 1));
        let e = judge_io::solve_bytes(solve, input.as_bytes()).unwrap_err();
        assert_eq!(
            e.to_string(),
            format!("token 1 (N): {} is above the limit {}", MAX_N + 1, MAX_N)
        );
    }
}
