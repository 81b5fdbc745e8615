//! t11-periodicity: `k`, the `k` elements of S, `Q`, then `Q` values n;
//! prints the certified `n0 p`, then g(n) for each n.
use grundy_core::period::{certified_period, default_max_terms};
use grundy_core::subtraction::ZERO_MOVE;
use judge_io::{InputError, Out, Reader, Result};

/// Reads one case and writes its answer.
///
/// The table grown while searching for a certificate is capped at
/// `default_max_terms(S)`: 2^28 one-byte values, fewer for sets of more than
/// 16 distinct moves (terms × moves ≤ 2^32). Past the cap: an error naming it.
pub fn solve(rd: &mut Reader, out: &mut Out) -> Result<()> {
    let k = rd.count("k", 1)?;
    let s = rd.positive_values(k, "element of S", ZERO_MOVE)?;
    let q = rd.count("Q", 1)?;
    let queries = rd.values(q, "n")?;
    rd.finish()?; // bad input is refused before any heavy work
    let g = certified_period(&s, default_max_terms(&s))
        .map_err(|e| InputError::value("S", e.to_string()))?;
    out.num(g.preperiod()).str(" ").num(g.period()).nl();
    for n in queries {
        out.num(g.value(n)).nl();
    }
    Ok(())
}
