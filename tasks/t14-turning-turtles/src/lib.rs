//! t14-turning-turtles: `n`, then one token of exactly `n` characters `H` or
//! `T` (coin 0 leftmost; no token when n = 0); prints FIRST iff the XOR of
//! i + 1 over the heads at 0-based i is not 0.
use grundy_core::games::turning_turtles;
use judge_io::{Out, Reader, Result};

/// Reads one case and writes its answer.
///
/// `n` sizes nothing: it is only compared with the length of the row token,
/// so any `u64` is read and a wrong one is reported as a length mismatch.
pub fn solve(rd: &mut Reader, out: &mut Out) -> Result<()> {
    let n = rd.u64_at_most("n", u64::MAX)?;
    let row: &[u8] = if n == 0 { &[] } else { rd.token("coins")? };
    if row.len() as u64 != n {
        return Err(rd.reject("coins", format!("has length {}, but n = {}", row.len(), n)));
    }
    // One pass without early exit checks the row (it vectorizes); only a
    // bad row is searched for its first bad character.
    let all_coins = row
        .iter()
        .fold(true, |ok, &c| ok & ((c == b'H') | (c == b'T')));
    if !all_coins {
        let i = row
            .iter()
            .position(|&c| c != b'H' && c != b'T')
            .expect("a row that is not all coins has a bad character");
        let c = row[i];
        let shown = if c.is_ascii_graphic() {
            format!("'{}'", c as char)
        } else {
            format!("byte 0x{:02x}", c)
        };
        return Err(rd.reject(
            "coins",
            format!("character {} (0-based) is {}, expected H or T", i, shown),
        ));
    }
    out.winner(turning_turtles::grundy(row.iter().map(|&c| c == b'H')) != 0);
    Ok(())
}
