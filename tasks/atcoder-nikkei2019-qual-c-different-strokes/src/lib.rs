//! AtCoder NIKKEI 2019 Qual. C, Different Strokes: the format and bounds are in the README; `solve` answers one input.
//!
//! Dish i is the switch `{A_i | −B_i}` (Takahashi is Left: eating it moves
//! the difference by +A_i, Aoki's bite by −B_i), the table is the sum of
//! the switches, and the answer is its Left stop: both players take the
//! hottest switch left, the one of largest A_i + B_i
//! (`grundy_core::partizan::switches`, checked there against plain minimax
//! and against the canonical form of the sum).
use grundy_core::partizan::number::Dyadic;
use grundy_core::partizan::switches::{stops, Switch};
use judge_io::{InputError, Out, Reader, Result, MAX_VALUE};

/// Reads the dishes and writes Takahashi's total minus Aoki's.
pub fn solve(rd: &mut Reader, out: &mut Out) -> Result<()> {
    let n = rd.count("N", 2)?;
    if n == 0 {
        return Err(rd.reject("N", "is 0: there is at least one dish"));
    }
    let mut dishes = Vec::with_capacity(n);
    // Σ (A_i + B_i) bounds every partial sum of either stop.
    let mut total: u128 = 0;
    for _ in 0..n {
        let a = rd.u64_at_most("A_i", MAX_VALUE)?;
        let b = rd.u64_at_most("B_i", MAX_VALUE)?;
        total += u128::from(a) + u128::from(b);
        // Both at most 10^18 < 2^63: the casts are exact.
        dishes.push(Switch {
            left: Dyadic::from_int(a as i64),
            right: Dyadic::from_int(-(b as i64)),
        });
    }
    if total > i64::MAX as u128 {
        return Err(InputError::about(
            "A_i and B_i",
            "their sum is above 2^63 - 1, so the difference might not fit in 64 bits",
        ));
    }
    let (left_first, _) =
        stops(&dishes).map_err(|e| InputError::about("A_i and B_i", e.to_string()))?;
    out.line(&left_first.to_string());
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Dishes whose sum leaves 64 bits are refused, not wrapped.
    #[test]
    fn refuses_a_sum_beyond_64_bits() {
        let input = format!("10\n{}", "1000000000000000000 1\n".repeat(10));
        let e = judge_io::solve_bytes(solve, input.as_bytes()).unwrap_err();
        assert!(e.to_string().contains("2^63 - 1"), "{e}");
    }

    /// Nine dishes of 10^18 each still fit (the answer is 10^18 · 5).
    #[test]
    fn takes_values_up_to_the_bound() {
        let input = format!("9\n{}", "1000000000000000000 0\n".repeat(9));
        let answer = judge_io::solve_bytes(solve, input.as_bytes()).unwrap();
        assert_eq!(answer, b"5000000000000000000\n");
    }
}
