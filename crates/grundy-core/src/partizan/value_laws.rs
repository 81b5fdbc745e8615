//! The proofs of thermography, atomic weight, birthdays, reduced forms,
//! the compounds and the written forms on random games, each against its
//! definition (not against the code it checks).

use std::collections::HashMap;

use super::arena::{Arena, GameId};
use super::brute::{Minimax, Outcome as Brute};
use super::laws::{random_dag, values};
use super::notation::{cgsuite, parse, Limits, Printer};
use super::number::Dyadic;
use crate::game::{Game, Side};
use crate::test_rng::XorShift;

/// Random canonical games: the values of random DAGs, with numbers, hot
/// games and infinitesimals among them.
fn random_games(seed: u64, rounds: usize) -> (Arena, Vec<GameId>) {
    let mut rng = XorShift(seed);
    let mut arena = Arena::new();
    let mut all = Vec::new();
    for _ in 0..rounds {
        let dag = random_dag(&mut rng, 9, 3);
        all.extend(values(&mut arena, &dag));
    }
    all.sort_unstable();
    all.dedup();
    (arena, all)
}

/// Random all-small games: every node has options on both sides or none.
fn random_all_small(seed: u64, rounds: usize) -> (Arena, Vec<GameId>) {
    let mut rng = XorShift(seed);
    let mut arena = Arena::new();
    let mut all = Vec::new();
    for _ in 0..rounds {
        let mut dag = random_dag(&mut rng, 9, 3);
        for i in 0..dag.left.len() {
            if dag.left[i].is_empty() != dag.right[i].is_empty() {
                dag.left[i].clear();
                dag.right[i].clear();
            }
        }
        all.extend(values(&mut arena, &dag));
    }
    all.sort_unstable();
    all.dedup();
    (arena, all)
}

fn d(p: i64, k: u32) -> Dyadic {
    Dyadic::new(p, k).unwrap()
}

/// `{G^L_t − t | G^R_t + t}` before any mast: the cooling formula on the
/// cooled options, whose stops the walls are below the temperature.
fn cooled_formula(arena: &mut Arena, g: GameId, t: Dyadic) -> GameId {
    let (mt, pt) = (arena.number(t.checked_neg().unwrap()), arena.number(t));
    let left: Vec<GameId> = arena
        .left(g)
        .into_iter()
        .map(|o| {
            let c = arena.cool(o, t).unwrap();
            arena.add(c, mt)
        })
        .collect();
    let right: Vec<GameId> = arena
        .right(g)
        .into_iter()
        .map(|o| {
            let c = arena.cool(o, t).unwrap();
            arena.add(c, pt)
        })
        .collect();
    arena.canonical(&left, &right)
}

/// The walls at t are the stops of G cooled by t: below the temperature
/// the cooling formula's stops differ and are the walls, at it they meet
/// at the mean, and above it G_t is the mean itself. Every t in
/// (−1, 4] with denominator 8.
#[test]
fn walls_are_the_stops_of_the_cooled_game() {
    let (mut arena, games) = random_games(0x7e4d_0001_0000_0001, 60);
    let mut hot = 0;
    for &g in &games {
        if arena.as_number(g).is_some_and(Dyadic::is_integer) {
            continue;
        }
        let th = arena.thermograph(g);
        let (tau, mean) = (th.temperature(), th.mast());
        hot += usize::from(tau > Dyadic::ZERO);
        for p in -7..=32 {
            let t = d(p, 3);
            let walls = (
                th.left_wall().value_at(t).unwrap(),
                th.right_wall().value_at(t).unwrap(),
            );
            assert!(walls.0 >= walls.1);
            let formula = cooled_formula(&mut arena, g, t);
            let cooled = arena.cool(g, t).unwrap();
            if t <= tau {
                assert_eq!(cooled, formula);
                assert_eq!(arena.stops(formula), walls, "t = {t}");
                assert_eq!(walls.0 == walls.1, t == tau, "t = {t}, τ = {tau}");
            } else {
                assert_eq!(arena.as_number(cooled), Some(mean));
                assert_eq!(walls, (mean, mean));
            }
        }
        // The walls' slopes: the left one 0 or −1, the right one 0 or 1.
        let minus_one = Dyadic::from_int(-1);
        assert!(th
            .left_wall()
            .slopes()
            .iter()
            .all(|&s| s == Dyadic::ZERO || s == minus_one));
        assert!(th
            .right_wall()
            .slopes()
            .iter()
            .all(|&s| s == Dyadic::ZERO || s == Dyadic::ONE));
    }
    assert!(hot > 20, "{hot} hot games among {}", games.len());
}

/// The mean of a sum is the sum of the means, and n copies of G stay
/// within the temperature of n times the mean (the mean value theorem).
#[test]
fn means_add() {
    let (mut arena, games) = random_games(0x7e4d_0002_0000_0002, 25);
    for (i, &g) in games.iter().enumerate() {
        for &h in games.iter().skip(i).step_by(7) {
            let s = arena.add(g, h);
            let sum = arena.mean(g).checked_add(arena.mean(h)).unwrap();
            assert_eq!(arena.mean(s), sum);
        }
        let (m, t) = (arena.mean(g), arena.temperature(g).max(Dyadic::ZERO));
        let mut copies = g;
        for n in 2..=4 {
            copies = arena.add(copies, g);
            let (ls, rs) = arena.stops(copies);
            let nm = m.checked_mul(Dyadic::from_int(n)).unwrap();
            assert!(ls <= nm.checked_add(t).unwrap() && rs >= nm.checked_sub(t).unwrap());
        }
    }
}

/// A switch {a|b} of numbers a > b has mean (a + b)/2 and temperature
/// (a − b)/2; a number p/2^k has temperature −1/2^k, and cooling it by
/// any t from there leaves it as it is.
#[test]
fn switches_and_numbers() {
    let mut arena = Arena::new();
    for a in -12..=12 {
        for b in -12..a {
            let (x, y) = (d(a, 2), d(b, 2));
            let (gx, gy) = (arena.number(x), arena.number(y));
            let s = arena.canonical(&[gx], &[gy]);
            assert_eq!(arena.as_number(s), None);
            assert_eq!(
                arena.mean(s),
                x.checked_add(y).unwrap().checked_halve().unwrap()
            );
            assert_eq!(
                arena.temperature(s),
                x.checked_sub(y).unwrap().checked_halve().unwrap()
            );
        }
    }
    for p in -40..=40 {
        for k in 0..5 {
            let x = d(p, k);
            let g = arena.number(x);
            let tau = d(-1, x.exponent());
            assert_eq!(arena.temperature(g), tau);
            assert_eq!(arena.thermograph(g).temperature(), tau, "{x}");
            assert_eq!(arena.thermograph(g).mast(), x);
            for q in 0..8 {
                let t = tau.checked_add(d(q, 3)).unwrap();
                if t > tau {
                    assert_eq!(arena.cool(g, t), Ok(g), "{x} cooled by {t}");
                }
            }
        }
    }
}

/// The atomic weight w of an all-small G: G − w.^ lies within
/// ±(^* + *N:−1) (N a power of two above G's nimbers); it is additive,
/// odd, n for n.^ + *m, and two ahead wins: w ≥ 2 makes G > 0.
#[test]
fn atomic_weight_keeps_its_defining_inequalities() {
    let (mut arena, games) = random_all_small(0xa70_0003_0000_0003, 40);
    let up = arena.up_multiple(1);
    let up_star = arena.add(up, arena.star());
    let minus_one = arena.number(Dyadic::from_int(-1));
    let two = arena.number(Dyadic::from_int(2));
    let mut weights = HashMap::new();
    let mut decisive = 0;
    for &g in &games {
        assert!(arena.is_all_small(g));
        let w = arena.atomic_weight(g).unwrap();
        weights.insert(g, w);
        let wu = arena.norton_product(w, up);
        let diff = arena.sub(g, wu);
        let nimbers = arena
            .followers(g)
            .into_iter()
            .filter_map(|f| arena.nim_value(f));
        let n = nimbers
            .max()
            .unwrap_or(0)
            .saturating_add(1)
            .next_power_of_two()
            .max(2);
        let remote = arena.nimber(n);
        let kite = arena.ordinal_sum(remote, minus_one);
        let eps = arena.add(up_star, kite);
        let minus_eps = arena.neg(eps);
        assert!(arena.le(diff, eps) && arena.le(minus_eps, diff));
        let minus_g = arena.neg(g);
        let minus_w = arena.neg(w);
        assert_eq!(arena.atomic_weight(minus_g), Ok(minus_w));
        if arena.le(two, w) {
            assert!(arena.le(arena.zero(), g) && !arena.le(g, arena.zero()));
            decisive += 1;
        }
    }
    assert!(decisive > 0);
    for (i, &g) in games.iter().enumerate() {
        for &h in games.iter().skip(i).step_by(11) {
            let s = arena.add(g, h);
            let sum = arena.add(weights[&g], weights[&h]);
            assert_eq!(arena.atomic_weight(s), Ok(sum));
        }
    }
    for n in -5..=5 {
        for m in 0..6 {
            let u = arena.up_multiple(n);
            let s = arena.nimber(m);
            let g = arena.add(u, s);
            assert_eq!(
                arena.atomic_weight(g),
                Ok(arena.number(Dyadic::from_int(n)))
            );
        }
    }
}

/// The height of a canonical form's tree, every number expanded into its
/// own options (small numbers only).
fn depth(arena: &mut Arena, g: GameId) -> u64 {
    let options: Vec<GameId> = arena.left(g).into_iter().chain(arena.right(g)).collect();
    options
        .into_iter()
        .map(|o| depth(arena, o) + 1)
        .max()
        .unwrap_or(0)
}

/// The birthday is the height of the canonical form's tree (numbers'
/// options followed too), and the follower count the size of its set of
/// positions.
#[test]
fn birthdays_are_the_depth_of_the_canonical_tree() {
    let (mut arena, games) = random_games(0xb1d_0004_0000_0004, 30);
    for &g in &games {
        assert_eq!(arena.birthday(g), depth(&mut arena, g));
        let followers = arena.followers(g).len() as u64;
        assert_eq!(arena.follower_count(g), followers);
    }
    for p in -80..=80 {
        for k in 0..5 {
            let g = arena.number(d(p, k));
            assert_eq!(arena.birthday(g), depth(&mut arena, g));
            let followers = arena.followers(g).len() as u64;
            assert_eq!(arena.follower_count(g), followers);
        }
    }
}

/// rcf(G) is infinitesimally close to G, is its own reduced form, is born
/// no later than G, and is the same for any two infinitesimally close
/// games.
#[test]
fn reduced_forms_meet_their_definition() {
    let (mut arena, games) = random_games(0x4cf_0005_0000_0005, 30);
    let zero = Dyadic::ZERO;
    let mut reduced = HashMap::new();
    for &g in &games {
        let r = arena.reduced(g);
        let diff = arena.sub(g, r);
        assert_eq!(arena.stops(diff), (zero, zero));
        assert_eq!(arena.reduced(r), r);
        assert!(arena.birthday(r) <= arena.birthday(g));
        reduced.insert(g, r);
    }
    let mut close = 0;
    for (i, &g) in games.iter().enumerate() {
        for &h in &games[i + 1..] {
            let diff = arena.sub(g, h);
            if arena.stops(diff) == (zero, zero) {
                assert_eq!(reduced[&g], reduced[&h]);
                close += 1;
            }
        }
    }
    assert!(close > 50, "{close}");
}

/// Two games played as a compound, position by position on their
/// canonical forms: the rules, written out, for minimax.
struct Compound<'a> {
    arena: std::cell::RefCell<&'a mut Arena>,
    kind: &'static str,
}

impl Game for Compound<'_> {
    type Position = (GameId, GameId);
    fn options(&self, &(g, h): &(GameId, GameId), side: Side, out: &mut Vec<(GameId, GameId)>) {
        let mut arena = self.arena.borrow_mut();
        let (go, ho) = (arena.options(g, side), arena.options(h, side));
        let both = go.iter().flat_map(|&a| ho.iter().map(move |&b| (a, b)));
        match self.kind {
            "conjunctive" => out.extend(both),
            "selective" => {
                out.extend(go.iter().map(|&a| (a, h)));
                out.extend(ho.iter().map(|&b| (g, b)));
                out.extend(both);
            }
            _ => unreachable!(),
        }
    }
}

/// The conjunctive and selective compounds' canonical forms have the
/// outcome of the compound played out by minimax; the ordinal sum G:H has
/// G's sign when G ≠ 0 (a move in G wipes H out).
#[test]
fn compounds_against_minimax() {
    let (mut arena, games) = random_games(0xc04_0006_0000_0006, 4);
    let small: Vec<GameId> = games
        .into_iter()
        .filter(|&g| arena.birthday(g) <= 4)
        .take(30)
        .collect();
    for kind in ["conjunctive", "selective"] {
        let mut values = Vec::new();
        for &g in &small {
            for &h in &small {
                let v = match kind {
                    "conjunctive" => arena.conjunctive_sum(g, h),
                    _ => arena.selective_compound(g, h),
                };
                values.push(((g, h), v));
            }
        }
        let outcomes: Vec<_> = values
            .iter()
            .map(|&(_, v)| Brute::from(arena.outcome(v)))
            .collect();
        let game = Compound {
            arena: std::cell::RefCell::new(&mut arena),
            kind,
        };
        let mut minimax = Minimax::new(&game);
        for (&(p, _), want) in values.iter().zip(outcomes) {
            assert_eq!(minimax.outcome(&p), want, "{kind} {p:?}");
        }
    }
    for &g in &small {
        for &h in &small {
            let s = arena.ordinal_sum(g, h);
            if g != arena.zero() {
                assert_eq!(arena.outcome(s), arena.outcome(g));
            } else {
                assert_eq!(s, h);
            }
        }
    }
}

/// Every form either printer writes, its parser reads back to the same
/// game.
#[test]
fn printed_forms_parse_back() {
    let (mut arena, mut games) = random_games(0x9a1_0007_0000_0007, 40);
    // Sums and tinies too, for ±, Tiny and Miny, slashes and nus.
    let more: Vec<GameId> = games
        .iter()
        .step_by(5)
        .zip(games.iter().skip(3).step_by(5))
        .flat_map(|(&a, &b)| {
            let s = arena.add(a, b);
            let t = arena.tiny(a);
            let m = arena.miny(b);
            let n = arena.neg(s);
            let sw = arena.canonical(&[s], &[n]);
            [s, t, m, sw]
        })
        .collect();
    games.extend(more);
    let wide = Limits {
        max_len: 1 << 20,
        max_depth: 64,
        max_number: 1 << 40,
        max_denominator: 1 << 40,
        max_ups: 64,
        max_nimber: 64,
        max_multiple: 64,
        max_height: 256,
    };
    let (mut statement, mut cgs) = (Printer::new(), cgsuite::Printer::new());
    for &g in &games {
        let text = statement.print(&mut arena, g);
        assert_eq!(parse(&mut arena, &text, wide), Ok(g), "{text}");
        let text = cgs.print(&mut arena, g);
        assert_eq!(cgsuite::parse(&mut arena, &text, wide), Ok(g), "{text}");
    }
}

/// Numbers to 10^18 are single entries: building, adding, comparing and
/// negating them, and games around them, add a handful of entries to the
/// arena, not a chain.
#[test]
fn large_numbers_cost_what_small_ones_do() {
    let mut arena = Arena::new();
    let before = arena.len();
    let big = 1_000_000_000_000_000_000i64;
    let mut xs = Vec::new();
    for i in 0..50 {
        let x = Dyadic::new(big - i * 12_345_678_901, (i % 7) as u32).unwrap();
        xs.push(arena.number(x));
        let minus = arena.number(x.checked_neg().unwrap());
        xs.push(minus);
    }
    let total = xs.iter().fold(arena.zero(), |acc, &x| arena.add(acc, x));
    assert_eq!(total, arena.zero());
    for w in xs.windows(2) {
        assert_eq!(
            arena.le(w[0], w[1]),
            arena.as_number(w[0]) <= arena.as_number(w[1])
        );
    }
    let (top, bottom) = (xs[0], xs[1]);
    let switch = arena.canonical(&[top], &[bottom]);
    assert_eq!(arena.mean(switch), Dyadic::ZERO);
    assert_eq!(arena.temperature(switch), Dyadic::from_int(big));
    let next = arena.canonical(&[top], &[]);
    assert_eq!(arena.as_number(next), Some(Dyadic::from_int(big + 1)));
    let star = arena.star();
    let shifted = arena.add(switch, star);
    let back = arena.add(shifted, star);
    assert_eq!(back, switch);
    assert_eq!(arena.birthday(top), big as u64);
    assert_eq!(arena.follower_count(top), big as u64 + 1);
    assert!(
        arena.len() - before < 400,
        "{} entries",
        arena.len() - before
    );
}

/// A canonical game written out by its options, one level deep, as a
/// form: the compounds of forms then take the generic way (options valued
/// one by one) where the arena has its own memoized operation, and both
/// must agree.
#[test]
fn compounds_of_forms_agree_with_the_arena() {
    use super::form::{Compound, Form};
    let (mut arena, games) = random_games(0xf0_0008_0000_0008, 3);
    let small: Vec<GameId> = games
        .into_iter()
        .filter(|&g| arena.birthday(g) <= 3)
        .take(14)
        .collect();
    let written = |arena: &mut Arena, g: GameId| {
        let wrap = |v: Vec<GameId>| v.into_iter().map(Form::Canonical).collect();
        Form::Options(wrap(arena.left(g)), wrap(arena.right(g)))
    };
    for &g in &small {
        for &h in &small {
            let (fg, fh) = (written(&mut arena, g), written(&mut arena, h));
            for (kind, want) in [
                (Compound::Disjunctive, arena.add(g, h)),
                (Compound::Conjunctive, arena.conjunctive_sum(g, h)),
                (Compound::Selective, arena.selective_sum(g, h)),
                (Compound::OrdinalSum, arena.ordinal_sum(g, h)),
                (Compound::ConwayProduct, arena.conway_product(g, h)),
            ] {
                let f = Form::compound(kind, fg.clone(), fh.clone());
                assert_eq!(arena.form_value(&f), want, "{kind:?}");
            }
        }
    }
}
