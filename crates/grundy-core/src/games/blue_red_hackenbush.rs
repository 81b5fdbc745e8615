//! Blue-Red Hackenbush: stalks by Berlekamp's rule, trees by the edge rule.
//!
//! Every edge is Blue (Left's) or Red (Right's); a player removes one of
//! their own edges, and every edge no longer connected to the ground falls
//! with it. The player who cannot move loses. Every position is a *number*
//! (Winning Ways, vol. 1, ch. 1–3; Conway, ONAG ch. 0): a value x > 0 is a win for
//! Left whoever starts, x < 0 for Right, x = 0 for the second player, and a
//! picture of several stalks and trees is worth the sum of their values.
//! Blue is [`Side::Left`], Red [`Side::Right`].
//!
//! **A stalk** (a path from the ground, listed from the ground up) by
//! Berlekamp's rule: the first run of edges of one colour is worth ±1 each;
//! from the first change of colour on, the i-th edge after the run is worth
//! ±1/2^i, its sign its own colour's:
//!
//! ```text
//! B B R B R  =  1 + 1 − 1/2 + 1/4 − 1/8  =  13/8
//! ```
//!
//! **A tree**: the value of a vertex is the sum of the values of the edges
//! hanging from it, and a Blue edge over a subtree of value x is worth
//!
//! ```text
//! e_B(x) = (x + n) / 2^(n−1),  n the least integer ≥ 1 with x + n > 1,
//! ```
//!
//! (so e_B(x) = x + 1 for x ≥ 0, but e_B(−1) = 1/2, not 0), and a Red one
//! e_R(x) = −e_B(−x). The tree is folded over its breadth-first order
//! backwards, children before parents: no recursion on its depth.
//!
//! Values are exact [`Dyadic`]s; a tree whose value needs a denominator
//! beyond 2^62 (a long Red path under a Blue edge) is
//! [`NumberError::Overflow`], never a rounded answer.

use crate::game::{Game, Side};
use crate::graph::rooted_tree::RootedTree;
use crate::partizan::number::{Dyadic, NumberError};

/// The value of a stalk, its edges listed from the ground up, by
/// Berlekamp's rule.
///
/// # Errors
/// [`NumberError::Overflow`] past 63 edges (a denominator 2^62 at most).
///
/// # Complexity
/// O(n).
///
/// # Example
/// ```
/// use grundy_core::game::Side::{Left as B, Right as R};
/// use grundy_core::games::blue_red_hackenbush::stalk_value;
/// assert_eq!(stalk_value(&[B, B, R]).unwrap().to_string(), "3/2");
/// assert_eq!(stalk_value(&[R, B]).unwrap().to_string(), "-1/2");
/// assert_eq!(stalk_value(&[B, B, R, B, R]).unwrap().to_string(), "13/8");
/// assert_eq!(stalk_value(&[]).unwrap().to_string(), "0");
/// ```
pub fn stalk_value(edges: &[Side]) -> Result<Dyadic, NumberError> {
    let Some(&first) = edges.first() else {
        return Ok(Dyadic::ZERO);
    };
    let run = edges.iter().take_while(|&&c| c == first).count();
    let sign = |c: Side| if c == Side::Left { 1 } else { -1 };
    let mut value = Dyadic::from_int(sign(first) * run as i64);
    let mut step = Dyadic::ONE;
    for &c in &edges[run..] {
        step = step.checked_halve()?;
        let term = if c == Side::Left {
            step
        } else {
            step.checked_neg()?
        };
        value = value.checked_add(term)?;
    }
    Ok(value)
}

/// The value of an edge of `colour` with a subtree of value `above` on
/// top: e_B(x) = (x + n)/2^(n−1) for the least n ≥ 1 with x + n > 1, and
/// e_R(x) = −e_B(−x).
///
/// # Errors
/// [`NumberError::Overflow`] when the result needs a denominator beyond
/// 2^62.
///
/// # Complexity
/// O(1) plus the halvings, at most 62.
///
/// # Example
/// ```
/// use grundy_core::game::Side;
/// use grundy_core::games::blue_red_hackenbush::edge_value;
/// use grundy_core::partizan::number::Dyadic;
/// let blue_over = |x: Dyadic| edge_value(Side::Left, x).unwrap().to_string();
/// assert_eq!(blue_over(Dyadic::from_int(2)), "3");
/// assert_eq!(blue_over(Dyadic::from_int(-1)), "1/2"); // B under R: BR = 1/2
/// assert_eq!(blue_over(Dyadic::from_int(-3)), "1/8");
/// assert_eq!(edge_value(Side::Right, Dyadic::ONE).unwrap().to_string(), "-1/2");
/// ```
pub fn edge_value(colour: Side, above: Dyadic) -> Result<Dyadic, NumberError> {
    if colour == Side::Right {
        return edge_value(Side::Left, above.checked_neg()?)?.checked_neg();
    }
    // For x = f + r (f = ⌊x⌋, 0 ≤ r < 1): x + n > 1 ⇔ n > 1 − f − r, so
    // the least such n is 1 − f when r > 0 and 2 − f when r = 0.
    let extra: i64 = if above.is_integer() { 2 } else { 1 };
    let n = extra
        .checked_sub(above.floor())
        .ok_or(NumberError::Overflow)?
        .max(1);
    let mut v = above.checked_add(Dyadic::from_int(n))?;
    for _ in 1..n {
        v = v.checked_halve()?;
    }
    Ok(v)
}

/// The value of a Blue-Red Hackenbush tree standing on the ground by its
/// root: `colour[v]` is the colour of the edge from `v` up to its parent
/// (the root's entry is ignored).
///
/// # Errors
/// [`NumberError::Overflow`] when a value needs a denominator beyond 2^62
/// or a numerator beyond `i64`.
///
/// # Panics
/// If `colour.len()` is not the tree's vertex count.
///
/// # Complexity
/// O(n · 62) at worst, O(n) when the values stay non-negative under Blue
/// edges; no recursion.
///
/// # Example
/// ```
/// use grundy_core::game::Side::{Left as B, Right as R};
/// use grundy_core::games::blue_red_hackenbush::tree_value;
/// use grundy_core::graph::rooted_tree::RootedTree;
/// // A Blue edge up to 1, on which stand a Red and a Blue edge: the root
/// // has one Blue edge over a subtree worth −1 + 1 = 0, so 1.
/// let t = RootedTree::from_edges(4, 0, &[(0, 1), (1, 2), (1, 3)]).unwrap();
/// assert_eq!(tree_value(&t, &[B, B, R, B]).unwrap().to_string(), "1");
/// // The path B, R from the ground is the stalk BR = 1/2.
/// let p = RootedTree::from_edges(3, 0, &[(0, 1), (1, 2)]).unwrap();
/// assert_eq!(tree_value(&p, &[B, B, R]).unwrap().to_string(), "1/2");
/// ```
pub fn tree_value(tree: &RootedTree, colour: &[Side]) -> Result<Dyadic, NumberError> {
    assert_eq!(colour.len(), tree.vertex_count(), "one colour per vertex");
    let mut value = vec![Dyadic::ZERO; tree.vertex_count()];
    for &v in tree.order().iter().rev() {
        let v = v as usize;
        if let Some(p) = tree.parent(v) {
            let e = edge_value(colour[v], value[v])?;
            value[p] = value[p].checked_add(e)?;
        }
    }
    Ok(value[tree.root()])
}

/// A stalk as a [`Game`]: the position is the number of edges still
/// standing, and a player removes one of their own edges among them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Stalk(pub Vec<Side>);

impl Game for Stalk {
    type Position = usize;
    fn options(&self, &height: &usize, side: Side, out: &mut Vec<usize>) {
        out.extend((0..height).filter(|&i| self.0[i] == side));
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::partizan::brute::{Minimax, Outcome, Sum};
    use rstest::rstest;
    use Side::{Left as B, Right as R};

    fn parse(s: &str) -> Vec<Side> {
        s.chars().map(|c| if c == 'B' { B } else { R }).collect()
    }

    fn outcome_of(x: Dyadic) -> Outcome {
        match x.signum() {
            1 => Outcome::L,
            -1 => Outcome::R,
            _ => Outcome::P,
        }
    }

    /// Stalks of Winning Ways vol. 1, ch. 1 (Blue-Red Hackenbush) and ch. 3
    /// (Berlekamp's rule for Hackenbush strings), worked by hand.
    #[rstest]
    #[case("B", "1")]
    #[case("BB", "2")]
    #[case("BR", "1/2")]
    #[case("RB", "-1/2")]
    #[case("BRR", "1/4")]
    #[case("BBR", "3/2")]
    #[case("BRB", "3/4")]
    #[case("RBB", "-1/4")]
    #[case("BRRB", "3/8")]
    #[case("BBBRB", "11/4")]
    fn known_stalks(#[case] s: &str, #[case] v: &str) {
        assert_eq!(stalk_value(&parse(s)).unwrap().to_string(), v);
    }

    fn all_stalks(max_len: usize) -> Vec<Vec<Side>> {
        (0..=max_len)
            .flat_map(|n| {
                (0..1u32 << n).map(move |bits| {
                    (0..n)
                        .map(|i| if bits >> i & 1 == 1 { R } else { B })
                        .collect()
                })
            })
            .collect()
    }

    /// Every stalk to length 8: the sign of its value is the minimax
    /// outcome, and the tree rule on the path agrees with Berlekamp's.
    #[test]
    fn every_stalk_to_8_against_minimax() {
        let mut count = 0;
        for edges in all_stalks(8) {
            let v = stalk_value(&edges).unwrap();
            let stalk = Stalk(edges.clone());
            let n = edges.len();
            assert_eq!(Minimax::new(&stalk).outcome(&n), outcome_of(v), "{edges:?}");
            let pairs: Vec<(u32, u32)> = (0..n as u32).map(|i| (i, i + 1)).collect();
            let tree = RootedTree::from_edges(n + 1, 0, &pairs).unwrap();
            let mut colour = vec![B];
            colour.extend(&edges);
            assert_eq!(tree_value(&tree, &colour), Ok(v));
            count += 1;
        }
        assert_eq!(count, 511);
    }

    /// Sums of two stalks to length 4: the outcome of the sum is the sign
    /// of the sum of the values (values add, they are not XOR-ed).
    #[test]
    fn sums_of_two_stalks_add() {
        let stalks = all_stalks(4);
        for a in &stalks {
            for b in &stalks {
                let (sa, sb) = (Stalk(a.clone()), Stalk(b.clone()));
                let sum = Sum(&sa, &sb);
                let v = stalk_value(a)
                    .unwrap()
                    .checked_add(stalk_value(b).unwrap())
                    .unwrap();
                assert_eq!(
                    Minimax::new(&sum).outcome(&(a.len(), b.len())),
                    outcome_of(v)
                );
            }
        }
    }

    /// A tree as a game for minimax: the position is the set of edges
    /// still standing (edge v joins v to parent[v]); removing v removes
    /// every edge whose path to the ground passes through it.
    struct TreeGame {
        colour: Vec<Side>,
        below: Vec<u32>,
    }

    impl Game for TreeGame {
        type Position = u32;
        fn options(&self, &standing: &u32, side: Side, out: &mut Vec<u32>) {
            for v in 1..self.colour.len() {
                if standing >> v & 1 == 1 && self.colour[v] == side {
                    out.push(standing & !self.below[v]);
                }
            }
        }
    }

    /// Every rooted tree of at most 6 edges (as parent arrays with
    /// parent[v] < v, which reach every shape) in every colouring: the sign
    /// of the tree rule's value is the minimax outcome.
    #[test]
    fn every_small_tree_against_minimax() {
        let mut count = 0;
        for n in 1..=7usize {
            // Parent arrays: parent[v] in 0..v for v in 1..n.
            let shapes: usize = (1..n).product();
            for mut code in 0..shapes.max(1) {
                let mut parent = vec![0usize; n];
                for (v, p) in parent.iter_mut().enumerate().skip(1) {
                    *p = code % v;
                    code /= v;
                }
                let edges: Vec<(u32, u32)> = (1..n).map(|v| (parent[v] as u32, v as u32)).collect();
                let tree = RootedTree::from_edges(n, 0, &edges).unwrap();
                // below[v]: v and its descendants (parents come first).
                let mut below: Vec<u32> = (0..n).map(|v| 1 << v).collect();
                for v in (1..n).rev() {
                    below[parent[v]] |= below[v];
                }
                for bits in 0..1u32 << (n - 1) {
                    let colour: Vec<Side> = (0..n)
                        .map(|v| {
                            if v > 0 && bits >> (v - 1) & 1 == 1 {
                                R
                            } else {
                                B
                            }
                        })
                        .collect();
                    let v = tree_value(&tree, &colour).unwrap();
                    let game = TreeGame {
                        colour: colour.clone(),
                        below: below.clone(),
                    };
                    let all = below[0] & !1;
                    assert_eq!(Minimax::new(&game).outcome(&all), outcome_of(v));
                    count += 1;
                }
            }
        }
        // Σ (n−1)! · 2^(n−1) for n = 1..7.
        assert_eq!(count, 1 + 2 + 8 + 48 + 384 + 3840 + 46080);
    }

    #[test]
    fn edge_rule_by_hand() {
        let d = |p, k| Dyadic::new(p, k).unwrap();
        assert_eq!(edge_value(B, d(0, 0)), Ok(d(1, 0)));
        assert_eq!(edge_value(B, d(-1, 1)), Ok(d(3, 2)));
        assert_eq!(edge_value(B, d(-3, 1)), Ok(d(3, 3))); // BRRB = 3/8
        assert_eq!(edge_value(R, d(1, 1)), Ok(d(-3, 2)));
    }

    #[test]
    fn long_red_path_under_blue_overflows() {
        let mut edges = vec![B];
        edges.extend(std::iter::repeat(R).take(70));
        assert_eq!(stalk_value(&edges), Err(NumberError::Overflow));
        let pairs: Vec<(u32, u32)> = (0..71).map(|i| (i, i + 1)).collect();
        let tree = RootedTree::from_edges(72, 0, &pairs).unwrap();
        let mut colour = vec![B];
        colour.extend(&edges);
        assert_eq!(tree_value(&tree, &colour), Err(NumberError::Overflow));
        // 40 edges fit: BR^39 = 2^-39.
        let forty: Vec<Side> = std::iter::once(B)
            .chain(std::iter::repeat(R).take(39))
            .collect();
        assert_eq!(stalk_value(&forty), Dyadic::new(1, 39));
    }
}
