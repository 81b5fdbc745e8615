//! Misère play: the player who makes the last move loses.
//!
//! **Misère Nim** (Bouton, 1901): with every pile at most 1 the mover wins
//! exactly when the 1-piles are even in number; otherwise exactly as under
//! normal play, when the nim-sum is not 0. The all-ones case is the trap:
//! there the nim-sum is the parity of the piles, and the answer is the
//! opposite of normal play's (one pile of 1 loses, two win).
//!
//! **The anti-SG rule** extends this to sums of other games through their
//! (normal-play) Grundy values: the player to move wins the misère sum
//! exactly when
//!
//! - the nim-sum is not 0 and some component's value exceeds 1, or
//! - the nim-sum is 0 and no component's value exceeds 1.
//!
//! It is misère Nim's rule read on Grundy values (a Nim pile's value is its
//! size), and [`anti_sg_mover_wins`] is that rule. It is *not* true of every
//! sum: misère outcomes are in general not a function of the Grundy values
//! (Conway, *On Numbers and Games*, ch. 12; Berlekamp, Conway and Guy,
//! *Winning Ways*, ch. 13). Jia Zhihao's SJ theorem (国家集训队论文 2009,
//! 《组合游戏略述——浅谈SG游戏的若干拓展及变形》) proves it for a game changed so
//! that play *stops* once every component has value 0; in the game as
//! played, that holds when every position of value 0 is terminal (Nim,
//! Lasker's Nim). The proof needs the premise at one step only, which gives
//! the condition used here:
//!
//! **Condition.** Every non-terminal position of value 0, in every
//! component, has an option of value 1. Then the rule holds at every
//! position of every sum of such components.
//!
//! *Proof* (induction on the length of the game; the four cases by nim-sum
//! x and whether some value exceeds 1; every move changes exactly one
//! component's value, and by the mex a component of value v has options of
//! every value below v):
//!
//! - x ≠ 0, some value > 1 (win): if only one value v exceeds 1, move that
//!   component to 0 or 1 so that the 1-valued components are odd in number
//!   (case 4 below); otherwise make Bouton's move to x = 0, which leaves a
//!   value above 1 (case 2).
//! - x = 0, some value > 1 (loss): then at least two values exceed 1, so
//!   every move leaves x ≠ 0 and a value above 1 (case 1).
//! - x = 0, no value > 1 (win): the 1-valued components are even in number.
//!   If there are some, take one to 0 (case 4). If there are none and no
//!   component can move, the mover has no move and wins. Otherwise — the
//!   step that needs the condition — move a component of value 0 to value 1
//!   (case 4).
//! - x ≠ 0, no value > 1 (loss): the 1-valued components are odd in
//!   number; taking one to 0 or a 0 to 1 gives case 3, and taking any to a
//!   value above 1 gives case 1.
//!
//! Nim and Lasker's Nim meet the condition (only the empty heap has value
//! 0); so do the subtraction games the tests try, where positions of value
//! 0 can move. Misère Kayles does not. Take a row of pins as one component
//! (its positions are the sets of rows it breaks into): from a row of 8,
//! knocking down two pins leaves rows 2 and 4, and then rows 2 and 2, a
//! position of value 2 ⊕ 2 = 0 whose options have values 3 and 2 only. The
//! rule fails at the row of 8 itself: its value is 1, so the rule says the
//! mover loses, and the mover wins. (Read as two components, rows 2 and 2
//! meet the condition and the rule is right there: the answer depends on
//! how the sum is cut into components, which is why the condition is asked
//! of each component.) Kayles is one of Conway's *wild* games; Sibert and
//! Conway ("Mathematical Kayles", 1992) solve its misère play by other
//! means. [`anti_sg_witness`] finds such a position in a game, or proves
//! there is none.

use super::nim::NimPosition;
use crate::game::{Canonical, Impartial};
use crate::sg::engine::Engine;
use std::borrow::Borrow;
use std::collections::HashSet;

/// Whether the player to move wins misère Nim (the player who takes the
/// last counter loses) with these piles.
///
/// Bouton's misère rule: if every pile is at most 1, the mover wins exactly
/// when the number of 1-piles is even (with no piles at all the mover cannot
/// move, and so wins); otherwise, exactly as in normal Nim, when the
/// nim-sum is not 0. Play follows normal Nim until a move would leave only
/// piles of size ≤ 1; then the winner leaves an odd number of 1-piles.
///
/// # Complexity
/// O(m) for `m` piles.
///
/// # Example
/// ```
/// use grundy_core::games::misere::nim_mover_wins;
/// use grundy_core::games::nim;
/// // Three 1-piles: normal play, the mover takes the last; misère, loses.
/// assert!(nim::mover_wins(&[1, 1, 1]));
/// assert!(!nim_mover_wins(&[1, 1, 1]));
/// assert!(nim_mover_wins(&[1, 1]));
/// assert!(nim_mover_wins(&[]));
/// // A pile of 2 or more: the same as normal play.
/// assert!(nim_mover_wins(&[2, 1]));
/// ```
pub fn nim_mover_wins<I>(piles: I) -> bool
where
    I: IntoIterator,
    I::Item: Borrow<u64>,
{
    NimPosition::of(piles).misere_mover_wins()
}

/// Whether the player to move wins a misère sum whose components have these
/// Grundy values, by the anti-SG rule: exactly when the nim-sum is not 0 and
/// some value exceeds 1, or the nim-sum is 0 and none does.
///
/// The answer is the game's only when the components meet the condition in
/// the module's summary (every non-terminal position of value 0 has an
/// option of value 1; [`anti_sg_witness`] checks a game for it). It is
/// misère Nim's rule on the values, and shares its one home,
/// [`NimPosition::misere_mover_wins`].
///
/// # Complexity
/// O(m) for `m` components.
///
/// # Example
/// ```
/// use grundy_core::games::misere::anti_sg_mover_wins;
/// // Subtraction game S = {1, 2}: piles 3, 4, 5 have values 0, 1, 2.
/// assert!(anti_sg_mover_wins(&[0])); // pile 3: take 2, leave the last one
/// assert!(!anti_sg_mover_wins(&[1])); // pile 4
/// assert!(anti_sg_mover_wins(&[2, 1])); // piles 5 and 4
/// assert!(!anti_sg_mover_wins(&[2, 2]));
/// ```
pub fn anti_sg_mover_wins<I>(values: I) -> bool
where
    I: IntoIterator,
    I::Item: Borrow<u64>,
{
    NimPosition::of(values).misere_mover_wins()
}

/// A position reachable from `start` that breaks the anti-SG condition:
/// not terminal, of Grundy value 0, with no option of value 1. `None`
/// proves there is none, so the anti-SG rule decides every misère sum of
/// positions reachable from such starts.
///
/// The search walks every position reachable from `start` (one per key,
/// with an explicit stack) and asks `engine` for the values.
///
/// # Complexity
/// O(P + M) move listings, hash operations and cached engine lookups for
/// the P positions reachable from `start` and their M moves, plus the
/// engine's own work on those not yet cached.
///
/// # Example
/// ```
/// use grundy_core::games::misere::anti_sg_witness;
/// use grundy_core::sg::engine::Engine;
/// use grundy_core::sg::subtraction::MoveSet;
/// let mut engine = Engine::new(MoveSet::new(&[1, 2]).unwrap());
/// // Pile 3 has value 0 and moves to piles 2 and 1, of values 2 and 1;
/// // no pile up to 30 breaks the condition.
/// assert_eq!(anti_sg_witness(&mut engine, &30), None);
/// ```
pub fn anti_sg_witness<G: Impartial + Canonical>(
    engine: &mut Engine<G>,
    start: &G::Position,
) -> Option<G::Position> {
    let mut seen: HashSet<G::Key> = HashSet::new();
    seen.insert(engine.game().key(start));
    let mut stack = vec![start.clone()];
    while let Some(p) = stack.pop() {
        let next: Vec<G::Position> = engine.game().moves(&p);
        if !next.is_empty() && engine.grundy(&p) == 0 && next.iter().all(|q| engine.grundy(q) != 1)
        {
            return Some(p);
        }
        for q in next {
            if seen.insert(engine.game().key(&q)) {
                stack.push(q);
            }
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::kayles::Kayles;
    use crate::games::nim;
    use crate::games::testing::{nim_pile, positions};
    use crate::oracle::{mover_wins_misere, sum_moves};
    use crate::sg::subtraction::MoveSet;
    use itertools::Itertools;
    use rstest::rstest;

    #[rstest]
    #[case(&[], true)]
    #[case(&[0, 0], true)]
    #[case(&[1], false)]
    #[case(&[1, 1], true)]
    #[case(&[1, 1, 1], false)]
    #[case(&[1, 0, 1, 0], true)]
    #[case(&[2], true)]
    #[case(&[2, 2], false)]
    #[case(&[2, 1], true)]
    #[case(&[1, 2, 3], false)]
    fn misere_known(#[case] piles: &[u64], #[case] want: bool) {
        assert_eq!(nim_mover_wins(piles), want);
    }

    /// The misère rule against the brute-force misère search on every pile
    /// vector of up to 4 piles of size up to 4, and the contrast with normal
    /// play: the two agree whenever some pile is 2 or more, and disagree on
    /// every non-empty position of 0- and 1-piles (the all-ones trap).
    #[test]
    fn misere_matches_oracle() {
        for piles in positions(4, 4) {
            let want = mover_wins_misere(piles.clone(), |p| sum_moves(p, nim_pile));
            assert_eq!(nim_mover_wins(&piles), want, "{:?}", piles);
            if piles.iter().any(|&p| p >= 2) {
                assert_eq!(want, nim::mover_wins(&piles), "{:?}", piles);
            } else {
                assert_ne!(want, nim::mover_wins(&piles), "{:?}", piles);
            }
        }
    }

    /// The subtraction sets of up to three moves from 1..=5, and a few
    /// larger ones.
    fn move_sets() -> Vec<MoveSet> {
        let small = (1..=3).flat_map(|k| (1..=5u64).combinations(k));
        let larger = [
            vec![2, 5, 7],
            vec![1, 4, 6, 9],
            vec![3, 4, 8],
            vec![2, 3, 7, 11],
        ];
        small
            .chain(larger)
            .map(|s| MoveSet::new(&s).expect("no zero move"))
            .collect()
    }

    /// Subtraction games meet the condition: no witness below 40.
    #[test]
    fn subtraction_games_meet_the_condition() {
        for set in move_sets() {
            let mut engine = Engine::new(set.clone());
            for start in 0..=40u64 {
                let witness = anti_sg_witness(&mut engine, &start);
                assert_eq!(witness, None, "S = {:?}", set.as_slice());
            }
        }
    }

    /// The rule against the brute-force misère search on sums of one to
    /// three piles of one subtraction game (piles up to 9), for every set
    /// above, the values coming from the generic engine.
    #[test]
    fn anti_sg_matches_misere_search_on_subtraction_sums() {
        for set in move_sets() {
            let mut engine = Engine::new(set.clone());
            let moves = |p: &u64| set.moves(p);
            for k in 1..=3 {
                for piles in (0..=9u64).combinations_with_replacement(k) {
                    let values: Vec<u64> = piles.iter().map(|p| engine.grundy(p)).collect();
                    let want = mover_wins_misere(piles.clone(), |p| sum_moves(p, moves));
                    let got = anti_sg_mover_wins(&values);
                    assert_eq!(got, want, "S = {:?}, piles {:?}", set.as_slice(), piles);
                }
            }
        }
    }

    /// A sum of different games: a pile of S = {1, 2}, a pile of
    /// S = {2, 5, 7}, a Nim pile, every size up to 8.
    #[test]
    fn anti_sg_matches_misere_search_on_mixed_sums() {
        let games = [
            MoveSet::new(&[1, 2]).expect("no zero move"),
            MoveSet::new(&[2, 5, 7]).expect("no zero move"),
            MoveSet::new(&(1..=10).collect::<Vec<u64>>()).expect("no zero move"),
        ];
        let mut engines: Vec<Engine<MoveSet>> = games.iter().cloned().map(Engine::new).collect();
        let moves = |&(game, pile): &(usize, u64)| {
            let next = games[game].moves(&pile);
            next.into_iter().map(|p| (game, p)).collect::<Vec<_>>()
        };
        for piles in (0..3).map(|_| 0..=8u64).multi_cartesian_product() {
            let start: Vec<(usize, u64)> = piles.iter().copied().enumerate().collect();
            let values: Vec<u64> = start.iter().map(|&(g, p)| engines[g].grundy(&p)).collect();
            let want = mover_wins_misere(start.clone(), |p| sum_moves(p, moves));
            assert_eq!(anti_sg_mover_wins(&values), want, "piles {:?}", piles);
        }
    }

    /// Misère Kayles is not covered. One row as one component: the rule is
    /// right on rows 0 to 7 and wrong on the row of 8; a witness of the
    /// broken condition is reachable from it (8 -> 2 + 4 -> 2 + 2 is one),
    /// and at rows 2 and 2 read as one component (value 0) the rule is
    /// wrong too, while read as two components (values 2 and 2) it is
    /// right. Normal-play values are the published 0, 1, 2, 3, 1, 4, 3, 2, 1.
    #[test]
    fn misere_kayles_breaks_the_rule() {
        let mut engine = Engine::new(Kayles);
        let values: Vec<u64> = (0..=8u64).map(|r| engine.grundy(&vec![r])).collect();
        assert_eq!(values, [0, 1, 2, 3, 1, 4, 3, 2, 1]);
        let misere = |rows: &Vec<u64>| mover_wins_misere(rows.clone(), |p| Kayles.moves(p));
        for row in 0..=7u64 {
            let rule = anti_sg_mover_wins([values[row as usize]]);
            assert_eq!(rule, misere(&vec![row]), "row {}", row);
        }
        assert!(!anti_sg_mover_wins([values[8]]) && misere(&vec![8]));

        let witness = anti_sg_witness(&mut engine, &vec![8]).expect("a witness");
        let options = Kayles.moves(&witness);
        assert!(!options.is_empty() && engine.grundy(&witness) == 0);
        assert!(
            options.iter().all(|q| engine.grundy(q) != 1),
            "{:?}",
            witness
        );

        assert!(Kayles.moves(&vec![8]).contains(&vec![2, 4]));
        assert!(Kayles.moves(&vec![2, 4]).contains(&vec![2, 2]));
        assert_eq!(anti_sg_witness(&mut engine, &vec![2, 2]), Some(vec![2, 2]));
        assert!(!misere(&vec![2, 2]));
        assert!(anti_sg_mover_wins([engine.grundy(&vec![2, 2])]));
        assert!(!anti_sg_mover_wins([values[2], values[2]]));
        assert_eq!(anti_sg_witness(&mut engine, &vec![2]), None);
    }

    /// Nim and the rule agree with misère Nim by the same code, so the test
    /// that means something is the condition: a Nim pile has no witness.
    #[test]
    fn nim_meets_the_condition() {
        let nim = MoveSet::new(&(1..=12).collect::<Vec<u64>>()).expect("no zero move");
        let mut engine = Engine::new(nim);
        assert_eq!(anti_sg_witness(&mut engine, &12), None);
    }
}
