//! The nim-sequence of a split rule by the definition: the moves a heap
//! may make ([`Rule::moves`]) and the naive O(n²) engine over them, against
//! which the sparse engine is checked.

use super::Rule;
use crate::sg::split::{grundys_game_splits, split_table};

/// The nim-sequence g[0..=n] of `rule` by the definition, as `u32` like
/// every table of the octal engines (the naive O(n²) engine,
/// [`split_table`] with [`Rule::moves`]; a rule that splits a heap in three
/// adds every split a + b + c of the rest, a ≤ b ≤ c).
///
/// # Complexity
/// O(n² · s) time for s split digits (O(n³) per three-part digit), O(n)
/// space.
///
/// # Example
/// ```
/// use grundy_core::sg::octal::{naive_table, Rule};
/// // Kayles is the octal game 0.77.
/// let kayles = Rule::parse("0.77").unwrap();
/// assert_eq!(naive_table(&kayles, 8), vec![0, 1, 2, 3, 1, 4, 3, 2, 1]);
/// ```
pub fn naive_table(rule: &Rule, n: usize) -> Vec<u32> {
    if rule.splits_in_three() {
        return with_three_parts(rule, n);
    }
    let g = split_table(n, |x| rule.moves(x));
    // g(x) is at most the number of values below it, x.
    g.into_iter().map(|v| v as u32).collect()
}

/// [`naive_table`] of a rule that splits a heap in three: every move's
/// value, each heap's mex.
fn with_three_parts(rule: &Rule, n: usize) -> Vec<u32> {
    let mut g: Vec<u32> = Vec::with_capacity(n + 1);
    for x in 0..=n {
        let mut options: Vec<u32> = (rule.moves(x).into_iter())
            .map(|(a, b)| g[a] ^ g[b])
            .collect();
        for &j in &rule.split3 {
            let m = x.saturating_sub(j);
            if x < j + 3 {
                continue;
            }
            for a in 1..=m / 3 {
                for b in a..=(m - a) / 2 {
                    options.push(g[a] ^ g[b] ^ g[m - a - b]);
                }
            }
        }
        options.sort_unstable();
        options.dedup();
        let v = options.iter().enumerate().find(|&(i, &v)| v != i as u32);
        g.push(v.map_or(options.len(), |(i, _)| i) as u32);
    }
    g
}

impl Rule {
    /// The moves from a heap of `x`, as pairs `(a, b)` with `a ≤ b` of
    /// what is left (0 for an empty part): removing the whole heap, then one
    /// heap left, then splits by digit. A split is listed once, with its
    /// smaller part first; no move is listed twice.
    ///
    /// # Complexity
    /// O(number of moves): O(x) per split digit.
    ///
    /// # Example
    /// ```
    /// use grundy_core::sg::octal::Rule;
    /// // Kayles from a row of 3: knock down one pin or two adjacent ones.
    /// let moves = Rule::parse("0.77").unwrap().moves(3);
    /// assert_eq!(moves, vec![(0, 2), (0, 1), (1, 1)]);
    /// assert_eq!(Rule::grundys_game().moves(6), vec![(1, 5), (2, 4)]);
    /// ```
    pub fn moves(&self, x: usize) -> Vec<(usize, usize)> {
        let mut out = Vec::new();
        if self.take_all.contains(&x) {
            out.push((0, 0));
        }
        out.extend(
            self.take_one
                .iter()
                .filter(|&&j| x > j)
                .map(|&j| (0, x - j)),
        );
        for &j in &self.split {
            if self.unequal && j == 0 {
                out.extend(grundys_game_splits(x));
                continue;
            }
            let m = x.saturating_sub(j);
            if x >= j + 2 {
                out.extend((1..=m / 2).map(|a| (a, m - a)));
            }
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::oracle::{mover_wins, sum_moves};
    use crate::sg::octal::testing::{
        digits_of, game_moves, random_code, rule, DAWSON, GRUNDY, GRUNDY_ZEROS, KAYLES,
    };
    use crate::test_rng::XorShift;
    use itertools::Itertools;

    #[test]
    fn known_values_from_oeis() {
        assert_eq!(naive_table(&rule("0.77"), 104), KAYLES.to_vec());
        assert_eq!(naive_table(&rule("0.137"), 131), DAWSON.to_vec());
        let mut dawsons_kayles = vec![0];
        dawsons_kayles.extend_from_slice(&DAWSON[..131]);
        assert_eq!(naive_table(&rule("0.07"), 131), dawsons_kayles);
        assert_eq!(naive_table(&Rule::grundys_game(), 104), GRUNDY.to_vec());
    }

    #[test]
    fn grundys_game_zeros_are_oeis_a036685() {
        let naive = naive_table(&Rule::grundys_game(), 1299);
        let zeros: Vec<usize> = (0..1300).filter(|&n| naive[n] == 0).collect();
        assert_eq!(zeros, GRUNDY_ZEROS);
    }

    /// g == 0 exactly when the mover loses, on two-heap positions of random
    /// codes (and Kayles on three heaps), by a search that knows no XOR.
    #[test]
    fn matches_brute_force_on_sums() {
        let mut rng = XorShift(0x5eed_0f0c_7a15_u64);
        let mut codes: Vec<String> =
            vec!["0.77".into(), "0.07".into(), "0.137".into(), "4.07".into()];
        codes.extend((0..12).map(|_| random_code(&mut rng, 3)));
        for code in &codes {
            let digits = digits_of(code);
            let g = naive_table(&rule(code), 10);
            for heaps in (0..=10).combinations_with_replacement(2) {
                let start: Vec<usize> = heaps.iter().copied().filter(|&h| h > 0).collect();
                let wins = mover_wins(start, |p| game_moves(&digits, p));
                let x = g[heaps[0]] ^ g[heaps[1]];
                assert_eq!(wins, x != 0, "code {} heaps {:?}", code, heaps);
            }
        }
        let kayles = [0u8, 7, 7];
        let g = naive_table(&rule("0.77"), 7);
        for heaps in (0..=7).combinations_with_replacement(3) {
            let piles: Vec<Vec<usize>> = heaps.iter().map(|&h| vec![h]).collect();
            let wins = mover_wins(piles, |p| {
                sum_moves(p, |h: &Vec<usize>| {
                    game_moves(&kayles[..], h)
                        .into_iter()
                        .map(|mut v| {
                            v.retain(|&x| x > 0);
                            v
                        })
                        .collect()
                })
                .into_iter()
                .map(|mut q| {
                    q.sort();
                    q
                })
                .collect()
            });
            let x = g[heaps[0]] ^ g[heaps[1]] ^ g[heaps[2]];
            assert_eq!(wins, x != 0, "kayles {:?}", heaps);
        }
    }

    /// Kayles as the code 0.77 is the row-of-pins game: knock down pin i, or
    /// pins i and i + 1 (the old `split::kayles_splits` definition).
    #[test]
    fn kayles_is_octal_077() {
        let pins = split_table(300, |x| {
            let one = (0..x).map(move |i| (i, x - 1 - i));
            let two = (0..x.saturating_sub(1)).map(move |i| (i, x - 2 - i));
            one.chain(two)
        });
        let pins: Vec<u32> = pins.into_iter().map(|v| v as u32).collect();
        assert_eq!(naive_table(&rule("0.77"), 300), pins);
    }
}
