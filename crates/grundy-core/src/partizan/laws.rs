//! The proofs of the canonical-form engine on random games: outcomes
//! against plain minimax, and the laws of the group of games.

use std::collections::HashMap;

use super::arena::{Arena, GameId};
use super::brute::{Minimax, Outcome as Brute, Sum};
use crate::game::{Game, Side};
use crate::test_rng::XorShift;

/// A random game DAG: node i's options are nodes below i.
pub(super) struct Dag {
    pub(super) left: Vec<Vec<usize>>,
    pub(super) right: Vec<Vec<usize>>,
}

impl Game for Dag {
    type Position = usize;
    fn options(&self, &p: &usize, side: Side, out: &mut Vec<usize>) {
        match side {
            Side::Left => out.extend(&self.left[p]),
            Side::Right => out.extend(&self.right[p]),
        }
    }
}

pub(super) fn random_dag(rng: &mut XorShift, nodes: usize, max_options: u64) -> Dag {
    let mut dag = Dag {
        left: vec![Vec::new()],
        right: vec![Vec::new()],
    };
    for i in 1..nodes {
        for side in [&mut dag.left, &mut dag.right] {
            let k = rng.next() % (max_options + 1);
            side.push((0..k).map(|_| (rng.next() % i as u64) as usize).collect());
        }
    }
    dag
}

/// The canonical forms of every node of `dag`.
pub(super) fn values(arena: &mut Arena, dag: &Dag) -> Vec<GameId> {
    let mut memo = HashMap::new();
    (0..dag.left.len())
        .map(|p| arena.value_of(dag, &p, &mut memo))
        .collect()
}

#[test]
fn outcome_of_canonical_form_is_minimax() {
    let mut rng = XorShift(0x9e37_79b9_7f4a_7c15);
    let mut checked = 0;
    for _ in 0..300 {
        let dag = random_dag(&mut rng, 9, 3);
        let mut arena = Arena::new();
        let vals = values(&mut arena, &dag);
        let mut brute = Minimax::new(&dag);
        for (p, &g) in vals.iter().enumerate() {
            assert_eq!(Brute::from(arena.outcome(g)), brute.outcome(&p));
            checked += 1;
        }
    }
    assert_eq!(checked, 2700);
}

#[test]
fn outcome_of_sum_is_minimax_of_sum() {
    let mut rng = XorShift(0x2545_f491_4f6c_dd1d);
    for _ in 0..60 {
        let a = random_dag(&mut rng, 7, 2);
        let b = random_dag(&mut rng, 7, 2);
        let mut arena = Arena::new();
        let va = values(&mut arena, &a);
        let vb = values(&mut arena, &b);
        let sum = Sum(&a, &b);
        let mut brute = Minimax::new(&sum);
        for (p, &g) in va.iter().enumerate() {
            for (q, &h) in vb.iter().enumerate() {
                let s = arena.add(g, h);
                assert_eq!(Brute::from(arena.outcome(s)), brute.outcome(&(p, q)));
            }
        }
    }
}

#[test]
fn group_laws() {
    let mut rng = XorShift(0x1234_5678_9abc_def1);
    for _ in 0..40 {
        let dag = random_dag(&mut rng, 8, 3);
        let mut arena = Arena::new();
        let vals = values(&mut arena, &dag);
        let zero = arena.zero();
        for &g in &vals {
            let minus = arena.neg(g);
            assert_eq!(arena.add(g, minus), zero, "G + (−G) = 0");
            assert_eq!(arena.neg(minus), g);
            for &h in &vals {
                let diff = arena.sub(g, h);
                assert_eq!(diff == zero, g == h, "G − H = 0 iff same id");
                let both = arena.le(g, h) && arena.le(h, g);
                assert_eq!(both, g == h, "equal values have one id");
                let gh = arena.add(g, h);
                let hg = arena.add(h, g);
                assert_eq!(gh, hg);
            }
        }
        // The sum of four terms in any order (memos cleared in between).
        let terms: Vec<GameId> = (0..4).map(|i| vals[(i * 3 + 1) % vals.len()]).collect();
        let s1 = arena.sum(&terms);
        let mut fresh = Arena::new();
        let vals2 = values(&mut fresh, &dag);
        let rev: Vec<GameId> = (0..4)
            .rev()
            .map(|i| vals2[(i * 3 + 1) % vals2.len()])
            .collect();
        let s2 = fresh.sum(&rev);
        let mut p1 = super::notation::Printer::new();
        let mut p2 = super::notation::Printer::new();
        assert_eq!(p1.print(&mut arena, s1), p2.print(&mut fresh, s2));
    }
}

/// A canonical form has no dominated and no reversible option: re-running
/// the simplification on its own options gives the same id, and no
/// option is ≤ another on the same side.
#[test]
fn canonical_forms_are_fixed_points() {
    let mut rng = XorShift(0x0bad_cafe_f00d_d00d);
    for _ in 0..40 {
        let dag = random_dag(&mut rng, 9, 3);
        let mut arena = Arena::new();
        for g in values(&mut arena, &dag) {
            let (l, r) = (arena.left(g).to_vec(), arena.right(g).to_vec());
            assert_eq!(arena.canonical(&l, &r), g);
            for &a in &l {
                for &b in &l {
                    assert!(a == b || !arena.le(a, b));
                }
            }
        }
    }
}

/// Sums of one Hackenbush stalk (to 6 edges), one Domineering board (to
/// 3 × 3, random blocked cells) and one Cutcake piece (to 4 × 4): the
/// outcome of the sum of their canonical forms is minimax over the whole
/// sum, Left first and Right first.
#[test]
fn mixed_sums_against_minimax() {
    use crate::games::blue_red_hackenbush::Stalk;
    use crate::games::cutcake::{piece, Cutcake};
    use crate::games::domineering::Domineering;
    let mut rng = XorShift(0x7777_0000_1234_5679);
    let mut arena = Arena::new();
    let mut cakes = HashMap::new();
    let mut seen = [false; 4];
    for _ in 0..150 {
        let len = (rng.next() % 7) as usize;
        let edges: Vec<Side> = (0..len)
            .map(|_| {
                if rng.next() & 1 == 0 {
                    Side::Left
                } else {
                    Side::Right
                }
            })
            .collect();
        let stalk = Stalk(edges);
        let (rows, cols) = (1 + rng.next() as usize % 3, 1 + rng.next() as usize % 3);
        let board = Domineering::new(rows, cols).unwrap();
        let empty = (rng.next() as u32) & ((1 << (rows * cols)) - 1);
        let (w, h) = (1 + (rng.next() % 4) as u32, 1 + (rng.next() % 4) as u32);

        let s = arena.value_of(&stalk, &len, &mut HashMap::new());
        let d = board.canonical(&mut arena, empty, &mut HashMap::new());
        let c = piece(&mut arena, w, h, &mut cakes);
        let total = arena.sum(&[s, d, c]);

        let sd = Sum(&stalk, &board);
        let all = Sum(&sd, &Cutcake);
        let cake: Vec<(u32, u32)> = if w * h > 1 { vec![(w, h)] } else { Vec::new() };
        let brute = Minimax::new(&all).outcome(&((len, empty), cake));
        let got = arena.outcome(total);
        assert_eq!(
            Brute::from(got),
            brute,
            "{:?} {rows}x{cols}:{empty:b} {w}x{h}",
            stalk.0
        );
        seen[got as usize] = true;
    }
    assert_eq!(seen, [true; 4], "every outcome class occurs");
}
