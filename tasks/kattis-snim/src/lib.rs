//! The format and bounds are in the README; `solve` answers one input.
use grundy_core::sg::subtraction::{pile_values, MoveSet, ZERO_MOVE};
use judge_io::{InputError, Out, Reader, Result, MAX_VALUE};

/// Reads one case and writes its answer: g of every heap of every position
/// at once ([`pile_values`]: one table, or the certified period for huge
/// heaps), then the XOR of each position's values.
pub fn solve(rd: &mut Reader, out: &mut Out) -> Result<()> {
    let s = rd.positive_list_at_most("k", "element of S", MAX_VALUE, ZERO_MOVE)?;
    let m = rd.count("m", 1)?;
    let mut sizes = Vec::with_capacity(m);
    let mut heaps = Vec::new();
    for _ in 0..m {
        let position = rd.list_at_most("l", "heap", MAX_VALUE)?;
        sizes.push(position.len());
        heaps.extend(position);
    }
    rd.finish()?; // bad input is refused before any heavy work
    let moves = MoveSet::new(&s).map_err(|e| InputError::about("S", e.to_string()))?;
    let values = pile_values(&moves, &heaps).map_err(|e| InputError::about("S", e.to_string()))?;
    let mut rest = &values[..];
    for size in sizes {
        let (position, after) = rest.split_at(size);
        let x = position.iter().fold(0, |x, &g| x ^ g);
        out.byte(if x != 0 { b'W' } else { b'L' });
        rest = after;
    }
    out.nl();
    Ok(())
}
