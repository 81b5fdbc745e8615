//! The format and bounds are in the README; `solve` answers one input.
//!
//! A pile is a Blue-Red Hackenbush stalk (Alice, who takes black boxes, is
//! Left), worth a number by Berlekamp's rule
//! (`grundy_core::games::blue_red_hackenbush::stalk_value`, proved there
//! against minimax); a choice of piles is worth the sum of their numbers. A
//! number above 0 is a win for Alice whoever starts and one below 0 for Bob,
//! so a choice is fair exactly when its sum is 0. The sums are exact
//! integers once every value is scaled by the largest power of two among
//! them (`Dyadic::scaled`), and the choice is found by meeting in the
//! middle: the subset sums of each half in increasing order, swept against
//! each other for sums that cancel.
use grundy_core::game::Side;
use grundy_core::games::blue_red_hackenbush::stalk_value;
use grundy_core::partizan::number::Dyadic;
use judge_io::{cells, InputError, Out, Reader, Result};

/// The most piles: 2^20 subsets of each half are listed.
pub const MAX_PILES: u64 = 40;

/// Reads the piles and writes the largest fair total.
pub fn solve(rd: &mut Reader, out: &mut Out) -> Result<()> {
    let n = rd.positive_at_most("n", MAX_PILES, "there is at least one candidate pile")?;
    let mut piles = Vec::new();
    for i in 1..=n {
        let boxes = cells(rd, "p", "boxes B or W", |c| match c {
            b'B' => Some(Side::Left),
            b'W' => Some(Side::Right),
            _ => None,
        })?;
        let value = stalk_value(&boxes).map_err(|_| {
            InputError::about(
                format!("pile {}", i),
                "its value needs a denominator beyond 2^62 (more than 63 boxes after the first change of colour); the judge's piles have at most 40 boxes",
            )
        })?;
        piles.push((value, boxes.len() as u64));
    }
    let scale = piles.iter().map(|(v, _)| v.exponent()).max().unwrap_or(0);
    let scaled = |v: Dyadic| {
        v.scaled(scale)
            .expect("every exponent is at most the largest")
    };
    let items: Vec<(i128, u64)> = piles.iter().map(|&(v, b)| (scaled(v), b)).collect();
    out.num(most_boxes_summing_to_zero(&items)).nl();
    Ok(())
}

/// The largest total weight of a subset of `items` (value, weight) whose
/// values sum to 0 (the empty subset: 0), by meeting in the middle: each
/// half's subset sums in increasing order, then one sweep of the first
/// half upwards against the second downwards for sums that cancel.
/// O(2^(n/2)) time and memory, every pass sequential.
pub fn most_boxes_summing_to_zero(items: &[(i128, u64)]) -> u64 {
    let (low, high) = items.split_at(items.len() / 2);
    let (low, high) = (sorted_subset_sums(low), sorted_subset_sums(high));
    let mut best = 0;
    let mut j = high.len();
    for &(sum, weight) in &low {
        while j > 0 && high[j - 1].0 > -sum {
            j -= 1;
        }
        if j > 0 && high[j - 1].0 == -sum {
            best = best.max(weight + high[j - 1].1);
        }
    }
    best
}

/// The distinct subset sums of `items`, increasing, each with the largest
/// weight of a subset that has it. Adding an item merges the list with
/// itself shifted by the item's value (both increasing), so no sort is
/// needed: O(2^n) in all.
fn sorted_subset_sums(items: &[(i128, u64)]) -> Vec<(i128, u64)> {
    let mut all = vec![(0, 0)];
    for &(value, weight) in items {
        let mut merged: Vec<(i128, u64)> = Vec::with_capacity(2 * all.len());
        let (mut a, mut b) = (0, 0);
        while a < all.len() || b < all.len() {
            let shifted = all.get(b).map(|&(s, w)| (s + value, w + weight));
            let next = match (all.get(a), shifted) {
                (Some(&x), Some(y)) if x.0 <= y.0 => {
                    a += 1;
                    x
                }
                (_, Some(y)) => {
                    b += 1;
                    y
                }
                (Some(&x), None) => {
                    a += 1;
                    x
                }
                (None, None) => unreachable!("the loop runs while one list is left"),
            };
            match merged.last_mut() {
                Some(last) if last.0 == next.0 => last.1 = last.1.max(next.1),
                _ => merged.push(next),
            }
        }
        all = merged;
    }
    all
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Against every subset, on random small item lists with many zero sums.
    #[test]
    fn meets_in_the_middle_as_every_subset_does() {
        let mut seed = 12345u64;
        let mut next = move || {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            seed
        };
        for _ in 0..300 {
            let n = (next() % 11) as usize;
            let items: Vec<(i128, u64)> = (0..n)
                .map(|_| ((next() % 7) as i128 - 3, 1 + next() % 5))
                .collect();
            let mut want = 0;
            for mask in 0u32..1 << n {
                let chosen = (0..n).filter(|i| mask >> i & 1 == 1);
                if chosen.clone().map(|i| items[i].0).sum::<i128>() == 0 {
                    want = want.max(chosen.map(|i| items[i].1).sum());
                }
            }
            assert_eq!(most_boxes_summing_to_zero(&items), want, "{items:?}");
        }
    }
}
