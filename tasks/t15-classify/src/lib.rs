//! t15-classify: `Q`, then `Q` queries, each a count `c` and `c` tokens
//! `key=value` (value 0 or 1); prints the method that fits each game.
pub mod classify;

use classify::{classify, Features};
use judge_io::{show, Out, Reader, Result};

/// Reads one case and writes its answer.
pub fn solve(rd: &mut Reader, out: &mut Out) -> Result<()> {
    let q = rd.count("Q", 1)?;
    for _ in 0..q {
        let c = rd.count("c", 1)?;
        let mut features = Features::default();
        // Only known keys are kept, so this holds at most nine.
        let mut seen: Vec<&str> = Vec::new();
        for _ in 0..c {
            let token = rd.word("feature")?;
            let bad = |problem: String| rd.reject("feature", problem);
            let (key, value) = token.split_once('=').ok_or_else(|| {
                bad(format!(
                    "expected key=value, found {}",
                    show(token.as_bytes())
                ))
            })?;
            let value = match value {
                "0" => false,
                "1" => true,
                _ => {
                    return Err(bad(format!(
                        "the value of {} must be 0 or 1",
                        show(token.as_bytes())
                    )))
                }
            };
            features
                .set(key, value)
                .map_err(|_| bad(format!("unknown key {}", show(key.as_bytes()))))?;
            if seen.contains(&key) {
                return Err(bad(format!("{} is given twice", show(key.as_bytes()))));
            }
            seen.push(key);
        }
        out.line(&classify(&features).line());
    }
    Ok(())
}
