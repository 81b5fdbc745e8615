//! The dense tables against engines that share no code with them: the
//! memoized Grundy engine ([`crate::sg::engine`]), the brute-force
//! win/loss search ([`crate::oracle`]), the canonical forms of
//! [`Arena::value_of`], plain negamax ([`crate::search::negamax`]), and the
//! definition of win, lose or draw iterated to its fixed point; on random
//! small games whose moves go both up and down the numbering (so the
//! search for an order is exercised), and on games of the library.

use super::*;
use crate::explore::space::{Bits, Pairs, Upto};
use crate::explore::{PartizanRules, Rules, ScoredRules};
use crate::game::Canonical;
use crate::games::prime_exponent_sets::one_prime::{after_move, largest_exponent, ExponentSets};
use crate::oracle::{mover_wins_misere, wins};
use crate::search::negamax::Negamax;
use crate::search::strategy::Strategy;
use crate::sg::engine::Engine;
use crate::test_rng::XorShift;
use std::collections::HashMap;

/// A random game on `0..n`: the positions are ranked by a random
/// permutation, and each has a few moves to positions of lower rank (an
/// acyclic game whose moves go up and down the numbers), or to any
/// position when `loopy`; Left's and Right's moves drawn apart; a score
/// where a position has no Left move.
#[derive(Clone)]
struct RandomGame {
    left: Vec<Vec<usize>>,
    right: Vec<Vec<usize>>,
    score: Vec<Score>,
}

impl RandomGame {
    fn new(rng: &mut XorShift, n: usize, loopy: bool) -> RandomGame {
        let mut rank: Vec<usize> = (0..n).collect();
        for i in (1..n).rev() {
            rank.swap(i, (rng.next() % (i as u64 + 1)) as usize);
        }
        let mut by_rank = vec![0; n];
        for (p, &r) in rank.iter().enumerate() {
            by_rank[r] = p;
        }
        let mut draw = |p: usize| -> Vec<usize> {
            let below = if loopy { n } else { rank[p] };
            if below == 0 {
                return Vec::new();
            }
            let count = rng.next() % 4;
            (0..count)
                .map(|_| {
                    let r = (rng.next() % below as u64) as usize;
                    if loopy {
                        r
                    } else {
                        by_rank[r]
                    }
                })
                .collect()
        };
        let left: Vec<Vec<usize>> = (0..n).map(&mut draw).collect();
        let right: Vec<Vec<usize>> = (0..n).map(&mut draw).collect();
        let score = (0..n).map(|_| (rng.next() % 7) as Score - 3).collect();
        RandomGame { left, right, score }
    }
}

impl Game for RandomGame {
    type Position = usize;
    fn options(&self, &p: &usize, side: Side, out: &mut Vec<usize>) {
        out.extend_from_slice(match side {
            Side::Left => &self.left[p],
            Side::Right => &self.right[p],
        });
    }
}

impl Numbered for RandomGame {
    fn len(&self) -> usize {
        self.left.len()
    }
    fn index(&self, &p: &usize) -> Option<usize> {
        (p < self.left.len()).then_some(p)
    }
    fn position(&self, i: usize) -> usize {
        i
    }
}

/// The same game seen as impartial: Left's moves for both.
#[derive(Clone)]
struct AsImpartial(RandomGame);

impl Game for AsImpartial {
    type Position = usize;
    fn options(&self, p: &usize, _: Side, out: &mut Vec<usize>) {
        self.0.options(p, Side::Left, out)
    }
}
impl Impartial for AsImpartial {}
impl Canonical for AsImpartial {
    type Key = usize;
    fn key(&self, &p: &usize) -> usize {
        p
    }
}
impl Numbered for AsImpartial {
    fn len(&self) -> usize {
        self.0.len()
    }
    fn index(&self, p: &usize) -> Option<usize> {
        self.0.index(p)
    }
    fn position(&self, i: usize) -> usize {
        i
    }
}
impl Scored for AsImpartial {
    fn to_move(&self, _: &usize) -> Side {
        Side::Left
    }
    fn score(&self, &p: &usize) -> Option<Score> {
        self.0.left[p].is_empty().then(|| self.0.score[p])
    }
}

#[test]
fn grundy_values_match_the_memoized_engine_and_the_oracle() {
    let mut rng = XorShift(0x5eed_0001);
    for round in 0..300 {
        let n = 1 + (rng.next() % 40) as usize;
        let game = AsImpartial(RandomGame::new(&mut rng, n, false));
        let dense = grundy_table(&game).unwrap();
        let mut engine = Engine::new(game.clone());
        for (p, &g) in dense.iter().enumerate() {
            assert_eq!(g, engine.grundy(&p), "round {} position {}", round, p);
            assert_eq!(g != 0, wins(&game, p), "round {} position {}", round, p);
        }
    }
}

#[test]
fn misere_outcomes_match_the_oracle() {
    let mut rng = XorShift(0x5eed_0002);
    for round in 0..300 {
        let n = 1 + (rng.next() % 40) as usize;
        let game = AsImpartial(RandomGame::new(&mut rng, n, false));
        let dense = misere_outcomes(&game).unwrap();
        for (p, &outcome) in dense.iter().enumerate() {
            let want = mover_wins_misere(p, |q| game.moves(q));
            assert_eq!(
                outcome == Outcome::Win,
                want,
                "round {} position {}",
                round,
                p
            );
        }
    }
}

#[test]
fn outcome_classes_and_canonical_values_match_the_arena() {
    let mut rng = XorShift(0x5eed_0003);
    for round in 0..200 {
        let n = 1 + (rng.next() % 25) as usize;
        let game = RandomGame::new(&mut rng, n, false);
        let classes = outcome_classes(&game).unwrap();
        let mut arena = Arena::new();
        let values = canonical_values(&game, &mut arena).unwrap();
        let mut memo = HashMap::new();
        for p in 0..n {
            let id = arena.value_of(&game, &p, &mut memo);
            assert_eq!(values[p], id, "round {} position {}", round, p);
            assert_eq!(
                classes[p],
                arena.outcome(id),
                "round {} position {}",
                round,
                p
            );
        }
    }
}

#[test]
fn minimax_values_match_plain_negamax() {
    let mut rng = XorShift(0x5eed_0004);
    for round in 0..300 {
        let n = 1 + (rng.next() % 30) as usize;
        let game = AsImpartial(RandomGame::new(&mut rng, n, false));
        let dense = minimax_values(&game).unwrap();
        let mut search = Negamax::new(game.clone());
        for (p, &v) in dense.iter().enumerate() {
            assert_eq!(v, search.value(&p), "round {} position {}", round, p);
        }
    }
}

/// Win, lose or draw by the definition, iterated until nothing changes:
/// a position wins if some move reaches a loss, loses if every move
/// reaches a win (a position with no move: misère wins, normal loses).
fn fixed_point(moves: &[Vec<usize>], misere: bool) -> Vec<Outcome> {
    let n = moves.len();
    let mut known: Vec<Option<Outcome>> = vec![None; n];
    loop {
        let mut changed = false;
        for p in 0..n {
            if known[p].is_some() {
                continue;
            }
            let result = if moves[p].is_empty() {
                Some(if misere { Outcome::Win } else { Outcome::Lose })
            } else if moves[p].iter().any(|&q| known[q] == Some(Outcome::Lose)) {
                Some(Outcome::Win)
            } else if moves[p].iter().all(|&q| known[q] == Some(Outcome::Win)) {
                Some(Outcome::Lose)
            } else {
                None
            };
            if result.is_some() {
                known[p] = result;
                changed = true;
            }
        }
        if !changed {
            return known
                .into_iter()
                .map(|k| k.unwrap_or(Outcome::Draw))
                .collect();
        }
    }
}

#[test]
fn loopy_outcomes_match_the_fixed_point() {
    let mut rng = XorShift(0x5eed_0005);
    for round in 0..300 {
        let n = 1 + (rng.next() % 30) as usize;
        let game = AsImpartial(RandomGame::new(&mut rng, n, true));
        for misere in [false, true] {
            let dense = loopy_outcomes(&game, misere).unwrap();
            assert_eq!(dense, fixed_point(&game.0.left, misere), "round {}", round);
        }
    }
}

#[test]
fn a_cycle_and_a_move_out_of_the_box_are_refused() {
    let mut rng = XorShift(0x5eed_0006);
    let mut cycles = 0;
    for _ in 0..100 {
        let game = AsImpartial(RandomGame::new(&mut rng, 12, true));
        match grundy_table(&game) {
            Err(TableError::Cycle { at }) => {
                cycles += 1;
                // The position named is on a cycle: a walk from its
                // options comes back to it.
                let mut seen = [false; 12];
                let mut stack = game.0.left[at].clone();
                while let Some(q) = stack.pop() {
                    if !std::mem::replace(&mut seen[q], true) {
                        stack.extend_from_slice(&game.0.left[q]);
                    }
                }
                assert!(seen[at], "{} is on no cycle", at);
            }
            Ok(values) => assert_eq!(values, {
                let mut engine = Engine::new(game.clone());
                (0..12).map(|p| engine.grundy(&p)).collect::<Vec<_>>()
            }),
            Err(e) => panic!("{}", e),
        }
    }
    assert!(
        cycles > 50,
        "{} of 100 random loopy games had a cycle",
        cycles
    );
    let up = Rules::new(Upto(5), |&n: &u64, out: &mut Vec<u64>| out.push(n + 1));
    assert_eq!(grundy_table(&up), Err(TableError::Outside { from: 5 }));
    assert_eq!(
        loopy_outcomes(&up, false),
        Err(TableError::Outside { from: 5 })
    );
    assert!(TableError::Outside { from: 5 }
        .to_string()
        .contains("position number 5"));
}

#[test]
fn two_heap_nim_on_a_grid_is_the_xor() {
    let nim = Rules::new(
        Pairs(40, 30),
        |&(a, b): &(u64, u64), out: &mut Vec<(u64, u64)>| {
            out.extend((0..a).map(|x| (x, b)));
            out.extend((0..b).map(|y| (a, y)));
        },
    );
    let table = nim.grundy_table().unwrap();
    for a in 0..=40u64 {
        for b in 0..=30u64 {
            assert_eq!(table.get(&(a, b)), Some(a ^ b));
        }
    }
}

/// CF 850C's game on every set of exponents below 2^12, against its
/// memoized module.
#[test]
fn exponent_sets_on_every_mask_match_the_bitmask_module() {
    let game = Rules::new(Bits(12), |&set: &u64, out: &mut Vec<u64>| {
        let set = set as u32 & !1;
        if let Some(top) = largest_exponent(set) {
            out.extend((1..=top).map(|k| u64::from(after_move(set, k))));
        }
    });
    let table = game.grundy_table().unwrap();
    let mut memo = ExponentSets::new();
    for set in 0..1u32 << 12 {
        assert_eq!(
            table.values()[set as usize],
            memo.grundy(set & !1),
            "{:b}",
            set
        );
    }
}

#[test]
fn partizan_and_scored_descriptions_run_through_the_same_tables() {
    // Left takes 1 or 2 from a heap, Right takes 2 or 3: against the arena.
    let game = PartizanRules::new(
        Upto(30),
        |&n: &u64, out: &mut Vec<u64>| out.extend((1..=2).filter(|&s| s <= n).map(|s| n - s)),
        |&n: &u64, out: &mut Vec<u64>| out.extend((2..=3).filter(|&s| s <= n).map(|s| n - s)),
    );
    let classes = game.outcome_table().unwrap();
    let mut arena = Arena::new();
    let mut memo = HashMap::new();
    for n in 0..=30u64 {
        let id = arena.value_of(&game, &n, &mut memo);
        assert_eq!(classes.get(&n), Some(arena.outcome(id)), "{}", n);
    }
    // Take 1 or 2; facing 0 loses 1 point, facing 5 draws: negamax.
    let scored = ScoredRules::new(
        Upto(20),
        |&n: &u64, out: &mut Vec<u64>| out.extend((1..=2).filter(|&s| s <= n).map(|s| n - s)),
        |&n: &u64| match n {
            0 => Some(-1),
            5 => Some(0),
            _ => None,
        },
    );
    let table = scored.minimax_table().unwrap();
    let mut search = Negamax::new(scored.clone());
    for n in 0..=20u64 {
        assert_eq!(table.get(&n), Some(search.value(&n)), "{}", n);
    }
    assert_eq!(&table.values()[..8], &[-1, 1, 1, -1, 1, 0, 0, 0]);
}

/// Values of 64 and more take the mex's other path: Nim heaps to 300 (the
/// value is the heap), and a game whose options skip values around 64.
#[test]
fn large_values_have_their_mex() {
    let nim = Rules::new(Upto(300), |&n: &u64, out: &mut Vec<u64>| out.extend(0..n));
    let table = nim.grundy_table().unwrap();
    assert!(table
        .values()
        .iter()
        .enumerate()
        .all(|(n, &g)| g == n as u64));
    // Heap n may go to any smaller heap except n - 1 past 60: its values
    // skip, and mexes fall on both sides of 64.
    let skip = Rules::new(Upto(200), |&n: &u64, out: &mut Vec<u64>| {
        out.extend((0..n).filter(|&m| n < 60 || m + 1 != n))
    });
    let dense = skip.grundy_table().unwrap();
    // The definition, value by value, with the library's plain mex.
    for n in 0..=200u64 {
        let moves: Vec<u64> = (0..n).filter(|&m| n < 60 || m + 1 != n).collect();
        let want = crate::sg::mex::mex(
            &moves
                .iter()
                .map(|&m| dense.values()[m as usize])
                .collect::<Vec<_>>(),
        );
        assert_eq!(dense.values()[n as usize], want, "{}", n);
    }
    assert!(dense.values().iter().any(|&g| g > 64));
}
