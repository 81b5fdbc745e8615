//! Luogu P5675 [GZOI2017] 取石子游戏: the format and bounds are in the README; `solve` answers one input.
//!
//! With pile i designated and the other chosen piles of XOR x, Alice's
//! first move leaves pile i at some y < a_i and wins exactly when it can
//! make the XOR 0, that is when x < a_i (she takes a_i − x). So the answer
//! is Σ_i #{subsets of the other piles with XOR ≥ a_i}, and the subsets of
//! the others by XOR come from `grundy_core::nimber::xor_count::subsets`.
//! Piles of equal size give equal counts, so each size is counted once and
//! weighted by how many piles have it.
use grundy_core::nimber::xor_count;
use judge_io::{Out, Reader, Result};

/// The modulus of the answer.
pub const P: u64 = 1_000_000_007;

/// The largest pile: 8 bits (the judge's piles are at most 200), so the
/// XOR table has 256 entries.
pub const MAX_PILE: u64 = 255;

/// Reads one input and writes its answer.
pub fn solve(rd: &mut Reader, out: &mut Out) -> Result<()> {
    let piles = rd.positive_list_at_most(
        "N",
        "pile",
        MAX_PILE,
        "the statement's piles hold at least one stone",
    )?;
    rd.finish()?;
    let mut sizes = piles.clone();
    sizes.sort_unstable();
    sizes.dedup();
    let mut total = 0u64;
    let mut others = Vec::with_capacity(piles.len());
    for &a in &sizes {
        // The other piles: every pile but one of size a.
        others.clear();
        let mut skipped = false;
        for &b in &piles {
            if b == a && !skipped {
                skipped = true;
            } else {
                others.push(b);
            }
        }
        let by_xor =
            xor_count::subsets(&others, P).expect("10^9 + 7 is an odd prime, piles fit 8 bits");
        let losing = by_xor.counts().skip(a as usize).fold(0, |s, c| (s + c) % P);
        let copies = piles.iter().filter(|&&b| b == a).count() as u64;
        total = (total + copies % P * losing) % P;
    }
    out.num(total).nl();
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use grundy_core::oracle::{mover_wins, sum_moves};

    fn nim(&h: &u64) -> Vec<u64> {
        (0..h).collect()
    }

    /// The count by the game itself: Alice wins when one of her first moves
    /// in the designated pile leaves a Nim position the oracle finds lost.
    fn brute(piles: &[u64]) -> u64 {
        let n = piles.len();
        let mut count = 0;
        for mask in 0u32..1 << n {
            for i in (0..n).filter(|&i| mask >> i & 1 == 1) {
                let others: Vec<u64> = (0..n)
                    .filter(|&j| j != i && mask >> j & 1 == 1)
                    .map(|j| piles[j])
                    .collect();
                let alice_wins = (0..piles[i]).any(|y| {
                    let mut after = others.clone();
                    after.push(y);
                    !mover_wins(after, |p| sum_moves(p, nim))
                });
                count += u64::from(!alice_wins);
            }
        }
        count
    }

    fn answer(piles: &[u64]) -> u64 {
        let text = format!(
            "{}\n{}\n",
            piles.len(),
            piles
                .iter()
                .map(|a| a.to_string())
                .collect::<Vec<_>>()
                .join(" ")
        );
        let mut rd = Reader::new(text.as_bytes());
        let mut out = Out::new();
        solve(&mut rd, &mut out).unwrap();
        std::str::from_utf8(out.as_bytes())
            .unwrap()
            .trim()
            .parse()
            .unwrap()
    }

    #[test]
    fn every_small_input_against_the_game() {
        let mut inputs: Vec<Vec<u64>> = vec![vec![]];
        for (n, top) in [(1usize, 7u64), (2, 6), (3, 5), (4, 3)] {
            let mut all: Vec<Vec<u64>> = vec![vec![]];
            for _ in 0..n {
                all = all
                    .into_iter()
                    .flat_map(|p| {
                        (1..=top).map(move |a| {
                            let mut q = p.clone();
                            q.push(a);
                            q
                        })
                    })
                    .collect();
            }
            inputs.extend(all);
        }
        for piles in inputs {
            assert_eq!(answer(&piles), brute(&piles), "piles {:?}", piles);
        }
    }
}
