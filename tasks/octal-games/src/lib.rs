//! octal-games: an octal code `d0.d1…` (at most [`MAX_CODE_DIGITS`] digits
//! after the point) or the word `grundy`, then `Q`, then `Q` heap sizes (each
//! ≤ 10^18). Prints `n0 p` (least preperiod and period, Guy–Smith certified
//! within [`MAX_TERMS`] values) or `uncertified N` (N = [`MAX_TERMS`] values
//! computed), then g(heap) for each heap; an uncertified heap ≥ N is bad
//! input.
use grundy_core::octal::{certified_period, Rule};
use judge_io::{InputError, Out, Reader, Result, MAX_VALUE};

/// The table grows (doubling, from 128) until a certificate is found or it
/// holds this many values, g[0..MAX_TERMS). Fixed, so every program applying
/// the same certificate rule prints the same line 1; small enough that the
/// naive O(N²) references finish (Python in a few seconds).
pub const MAX_TERMS: usize = 8192;

/// The most digits after the point. A split digit costs O(N) per heap, so
/// this bounds the work at 16 · 8192² / 4 pair checks (under a second).
pub const MAX_CODE_DIGITS: usize = 16;

/// Reads one case and writes its answer.
pub fn solve(rd: &mut Reader, out: &mut Out) -> Result<()> {
    let code = rd.word("code")?;
    let rule = Rule::parse(code).map_err(|e| rd.reject("code", e.to_string()))?;
    if code.chars().count() > MAX_CODE_DIGITS + 2 {
        return Err(rd.reject(
            "code",
            format!("more than {} digits after the point", MAX_CODE_DIGITS),
        ));
    }
    let heaps = rd.list_at_most("Q", "heap", MAX_VALUE)?;
    rd.finish()?; // bad input is refused before any heavy work
    match certified_period(&rule, MAX_TERMS) {
        Ok(g) => {
            out.num(g.preperiod()).str(" ").num(g.period()).nl();
            for &h in &heaps {
                out.num(g.value(h)).nl();
            }
        }
        Err(table) => {
            let values = table.values;
            let mut answers = Vec::with_capacity(heaps.len());
            for (i, &h) in heaps.iter().enumerate() {
                match usize::try_from(h).ok().and_then(|i| values.get(i)) {
                    Some(&v) => answers.push(v),
                    None => {
                        return Err(InputError::about(
                            format!("heap {} of {}", i + 1, heaps.len()),
                            format!(
                                "{} is beyond the {} values computed, and the code is not certified periodic within them",
                                h,
                                values.len()
                            ),
                        ))
                    }
                }
            }
            out.str("uncertified ").num(values.len() as u64).nl();
            for v in answers {
                out.num(u64::from(v)).nl();
            }
        }
    }
    Ok(())
}
