//! The brute force the coin-turning tests measure every closed form
//! against: the Grundy value of every configuration of a few coins, by mex
//! over the configurations one move away, knowing nothing of the theorem
//! that a configuration is the XOR of its heads.

/// A rule as the tests write it: for a last coin c, the other coins of
/// each move (the same shape `head_values` takes).
pub(crate) type Rule = dyn Fn(usize) -> Vec<Vec<usize>>;

/// A row rule from a closure (so the tests can keep it in a variable).
pub(crate) fn row_rule<F>(rule: F) -> Box<Rule>
where
    F: Fn(usize) -> Vec<Vec<usize>> + 'static,
{
    Box::new(rule)
}

/// The Grundy value of every configuration of `coins` coins (bit c of the
/// index is coin c, set for heads): a move picks a head c and one of its
/// rule's sets, turns c to tails and the set's coins over.
///
/// Every move clears bit c and changes only lower bits, so it lands on a
/// smaller index: one pass upwards sees every option already valued.
pub(crate) fn configuration_values(coins: usize, rule: &Rule) -> Vec<u64> {
    assert!(coins <= 16, "2^{coins} configurations is too many");
    let moves: Vec<Vec<u32>> = (0..coins)
        .map(|c| {
            rule(c)
                .iter()
                .map(|others| {
                    others.iter().fold(1u32 << c, |mask, &o| {
                        assert!(o < c);
                        mask ^ (1 << o)
                    })
                })
                .collect()
        })
        .collect();
    let mut g = vec![0u64; 1 << coins];
    let mut seen = Vec::new();
    for config in 0..1u32 << coins {
        seen.clear();
        for (c, turns) in moves.iter().enumerate() {
            if config & (1 << c) != 0 {
                seen.extend(turns.iter().map(|t| g[(config ^ t) as usize]));
            }
        }
        seen.sort_unstable();
        seen.dedup();
        g[config as usize] = seen
            .iter()
            .enumerate()
            .find(|&(i, &v)| i as u64 != v)
            .map_or(seen.len() as u64, |(i, _)| i as u64);
    }
    g
}

/// Asserts that every configuration of `coins` coins is worth the XOR of
/// `head_value` over its heads, by the brute force above.
pub(crate) fn assert_sum_of_heads(coins: usize, rule: &Rule, head_value: &[u64]) {
    let g = configuration_values(coins, rule);
    for (config, &want) in g.iter().enumerate() {
        let xor = (0..coins)
            .filter(|c| config & (1 << c) != 0)
            .fold(0, |x, c| x ^ head_value[c]);
        assert_eq!(xor, want, "configuration {config:#b} of {coins} coins");
    }
}

/// A grid of `rows` × `cols` cells numbered row by row (cell (r, c) is coin
/// r·cols + c), with a rule given for a last cell (r, c) as the other cells
/// of each move: the row rule the brute force takes.
pub(crate) fn grid_rule<F>(cols: usize, rule: F) -> Box<Rule>
where
    F: Fn(usize, usize) -> Vec<Vec<(usize, usize)>> + 'static,
{
    Box::new(move |coin| {
        rule(coin / cols, coin % cols)
            .into_iter()
            .map(|others| others.into_iter().map(|(r, c)| r * cols + c).collect())
            .collect()
    })
}

#[test]
fn the_brute_force_knows_nim() {
    // A head on coin c that may move to any single coin below (or vanish)
    // is a Nim pile of c + 1; two heads, piles 1 and 3: 1 ⊕ 3 = 2.
    let rule = row_rule(|c| {
        let mut sets = vec![vec![]];
        sets.extend((0..c).map(|a| vec![a]));
        sets
    });
    let g = configuration_values(4, &rule);
    assert_eq!(g[0b0101], 2);
    assert_eq!(g[0b0011], 1 ^ 2);
    assert_eq!(g[0b1111], 4); // 1 ⊕ 2 ⊕ 3 ⊕ 4
    assert_eq!(g[0], 0);
}
