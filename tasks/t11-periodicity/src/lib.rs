//! t11-periodicity: `k`, the `k` elements of S, `Q`, then `Q` values n;
//! prints the certified `n0 p`, then g(n) for each n.
use grundy_core::period::{certified_period, default_max_terms};
use judge_io::{InputError, Out, Reader, Result};

/// The largest element of S and the largest query (SPEC.md: values up to 10^18).
pub const MAX_VALUE: u64 = 1_000_000_000_000_000_000;

/// Reads one case and writes its answer.
///
/// The table grown while searching for a certificate is capped at
/// `default_max_terms(S)`: 2^28 one-byte values, fewer for sets of more than
/// 16 distinct moves (terms × moves ≤ 2^32). Past the cap: an error naming it.
pub fn solve(rd: &mut Reader, out: &mut Out) -> Result<()> {
    let k = rd.count("k", 1)?;
    let mut s = Vec::with_capacity(k);
    for _ in 0..k {
        let move_size = rd.u64_at_most("element of S", MAX_VALUE)?;
        if move_size == 0 {
            return Err(InputError::at(
                rd.tokens_read(),
                "element of S",
                "must be at least 1: a move of 0 makes the game loopy",
            ));
        }
        s.push(move_size);
    }
    let q = rd.count("Q", 1)?;
    let queries = rd.u64s_at_most(q, "n", MAX_VALUE)?;
    let g = certified_period(&s, default_max_terms(&s))
        .map_err(|e| InputError::value("S", e.to_string()))?;
    out.num(g.preperiod()).str(" ").num(g.period()).nl();
    for n in queries {
        out.num(g.value(n)).nl();
    }
    Ok(())
}
