//! The format and bounds are in the README; `solve` answers one input.
use grundy_core::games::interval::first_player_score;
use judge_io::{InputError, Out, Reader, Result, MAX_VALUE};

/// The largest n: the table takes n(n − 1)/2 steps, 5·10^9 here (seconds);
/// the judge's n is at most 5000.
pub const MAX_N: usize = 100_000;

/// Reads one case and writes its answer ([`first_player_score`]).
pub fn solve(rd: &mut Reader, out: &mut Out) -> Result<()> {
    let n = rd.count("n", 1)?;
    if n > MAX_N {
        return Err(rd.reject("n", format!("{} is above the limit {}", n, MAX_N)));
    }
    let mut x = Vec::with_capacity(n);
    for _ in 0..n {
        x.push(rd.i64_within("x_i", MAX_VALUE)?);
    }
    rd.finish()?; // bad input is refused before the O(n^2) work
    let total = first_player_score(&x).ok_or_else(|| {
        InputError::about(
            "x_1 .. x_n",
            "the sum of their absolute values is above 2^63 - 1, so the totals might not fit in 64 bits",
        )
    })?;
    out.line(&total.to_string());
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn run(input: &str) -> std::result::Result<String, String> {
        judge_io::solve_bytes(solve, input.as_bytes())
            .map(|out| String::from_utf8(out).unwrap())
            .map_err(|e| e.to_string())
    }

    /// Signed values: an optional `-` and digits, within ±10^18; `-0` is 0.
    #[test]
    fn reads_signed_values() {
        // 0 7 −1: either end, the other player takes 7, and the first gets −1.
        assert_eq!(run("3 -0 007 -1"), Ok("-1\n".to_string()));
        let edge = "2 -1000000000000000000 1000000000000000000";
        assert_eq!(run(edge), Ok("1000000000000000000\n".to_string()));
        for bad in ["+1", "-", "--1", "1-", "-1x", "-1000000000000000001", "1.5"] {
            let e = run(&format!("1 {}", bad)).unwrap_err();
            assert!(e.starts_with("token 2 (x_i): "), "{}: {}", bad, e);
        }
    }

    /// n above the work limit is refused, even with all its values given
    /// (a file that size is no golden case).
    #[test]
    fn refuses_n_above_the_work_limit() {
        let input = format!("{} {}", MAX_N + 1, "-1 ".repeat(MAX_N + 1));
        assert_eq!(
            run(&input),
            Err(format!(
                "token 1 (n): {} is above the limit {}",
                MAX_N + 1,
                MAX_N
            ))
        );
    }
}
