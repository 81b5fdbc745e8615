//! The finders against tables with known patterns, from the literature and
//! made up, and against tables with none.

use super::*;
use crate::explore::proved::{octal, subtraction};
use crate::explore::space::{Pairs, Triples, Upto};
use crate::explore::{Rules, Table};
use crate::games::lasker;
use crate::sg::octal::Rule;
use crate::sg::subtraction::MoveSet;
use crate::test_rng::XorShift;

fn report_of(codes: &[i64]) -> Report {
    find(&Layout::Line { first: 0 }, Kind::Number, codes)
}

fn lines(report: &Report) -> String {
    report.to_string()
}

#[test]
fn subtraction_periods_are_found_and_proved() {
    // S = {1, 3, 4}: 0 1 0 1 2 3 2, period 7 (Winning Ways ch. 4).
    let (_, r) = subtraction(&MoveSet::new(&[1, 3, 4]).unwrap(), 200);
    assert_eq!(r.period(), Some((0, 7, 0)));
    assert_eq!(r.claims[0].proof, Some(Proof::Subtraction));
    assert!(
        lines(&r).contains("p-positions: n = 0, 2 (mod 7) from n = 0"),
        "{}",
        r
    );
    // S = {2, 4, 7}: period 3 from 8.
    let (_, r) = subtraction(&MoveSet::new(&[2, 4, 7]).unwrap(), 200);
    assert_eq!(r.period(), Some((8, 3, 0)));
    // The table alone, through a description in closures, finds the same.
    let game = Rules::new(Upto(200), |&n: &u64, out: &mut Vec<u64>| {
        out.extend([1, 3, 4].iter().filter(|&&s| s <= n).map(|&s| n - s))
    });
    let r = game.grundy_table().unwrap().patterns();
    assert_eq!(r.period(), Some((0, 7, 0)));
    assert_eq!(r.claims[0].proof, None);
    assert!(lines(&r)
        .starts_with("periodic: period 7 from n = 0: 0 1 0 1 2 3 2 (checked: every n <= 200)\n"));
    // n mod 7 restates the period: it is not claimed again.
    assert!(!lines(&r).contains("n mod 7"), "{}", r);
}

#[test]
fn octal_periods_from_the_literature() {
    // Kayles: period 12 from 71 (Guy and Smith 1956).
    let (_, r) = octal(&Rule::parse("0.77").unwrap(), 300);
    assert_eq!(r.period(), Some((71, 12, 0)));
    assert_eq!(r.claims[0].proof, Some(Proof::GuySmith));
    // Dawson's Kayles, 0.07: period 34 from 53.
    let (t, r) = octal(&Rule::parse("0.07").unwrap(), 400);
    assert_eq!(r.period(), Some((53, 34, 0)));
    // The table alone says the same, checked to 400, not proved.
    let alone = t.patterns();
    assert_eq!(alone.period(), Some((53, 34, 0)));
    assert!(alone.claims.iter().all(|c| c.proof.is_none()));
}

#[test]
fn a_period_seen_but_not_proved_says_how_far_it_was_checked() {
    // Kayles to 120: the table shows period 12 from 71 (49 values of it),
    // but Guy-Smith needs 168 values: checked to 120, not proved.
    let (_, r) = octal(&Rule::parse("0.77").unwrap(), 120);
    assert_eq!(r.period(), Some((71, 12, 0)));
    assert_eq!(r.claims[0].proof, None);
    assert_eq!(r.claims[0].scope, Scope::Line { from: 0, to: 120 });
    // Kayles to 90: too few values past 71 to claim anything.
    let (_, r) = octal(&Rule::parse("0.77").unwrap(), 90);
    assert_eq!(r.period(), None);
    // A subtraction certificate needs only a window: S = {1, 3, 4} to 13
    // is too short for the table alone, and proved all the same.
    let g: Vec<i64> = (0..=13).map(|n| [0, 1, 0, 1, 2, 3, 2][n % 7]).collect();
    assert_eq!(report_of(&g).period(), None);
    let (_, r) = subtraction(&MoveSet::new(&[1, 3, 4]).unwrap(), 13);
    assert_eq!(r.period(), Some((0, 7, 0)));
    assert_eq!(r.claims[0].proof, Some(Proof::Subtraction));
}

#[test]
fn lasker_nim_is_arithmetic_periodic() {
    // Take any, or split a heap in two: g(n + 4) = g(n) + 4 from n = 1.
    let g: Vec<i64> = lasker::grundy_table(200)
        .into_iter()
        .map(|v| v as i64)
        .collect();
    let r = report_of(&g);
    assert_eq!(r.period(), Some((1, 4, 4)));
    assert!(lines(&r).starts_with(
        "arithmetic-periodic: g(n + 4) = g(n) + 4 from n = 1: 1 2 4 3 (checked: every n <= 200)"
    ));
}

#[test]
fn the_divisor_game_is_omega() {
    // Divide n by any divisor d > 1: a Nim heap of Omega(n) prime factors.
    let game = Rules::new(Upto(400), |&n: &u64, out: &mut Vec<u64>| {
        if n > 0 {
            out.extend((2..=n).filter(|d| n % d == 0).map(|d| n / d))
        }
    });
    let r = game.grundy_table().unwrap().patterns();
    assert!(
        lines(&r).contains("depends: value = Omega(n) (checked: every 1 <= n <= 400)"),
        "{}",
        r
    );
}

#[test]
fn wythoff_pairs_are_beatty() {
    let game = Rules::new(
        Pairs(60, 60),
        |&(a, b): &(u64, u64), out: &mut Vec<(u64, u64)>| {
            out.extend((0..a).map(|x| (x, b)));
            out.extend((0..b).map(|y| (a, y)));
            out.extend((1..=a.min(b)).map(|k| (a - k, b - k)));
        },
    );
    let r = game.grundy_table().unwrap().patterns();
    let pairs = r
        .first(|p| matches!(p, Pattern::PPairs { .. }))
        .expect("the P-positions as pairs");
    let Pattern::PPairs {
        pairs,
        alpha,
        beta,
        complementary,
    } = &pairs.pattern
    else {
        unreachable!()
    };
    let phi = (1.0 + 5f64.sqrt()) / 2.0;
    for (k, &(a, b)) in pairs.iter().enumerate() {
        assert_eq!(b - a, k as u64);
        assert_eq!(a, (k as f64 * phi).floor() as u64);
    }
    let (lo, hi) = alpha.unwrap();
    assert!(lo <= phi && phi < hi);
    let (lo, hi) = beta.unwrap();
    assert!(lo <= phi * phi && phi * phi < hi);
    assert_eq!(*complementary, Some(pairs.last().unwrap().0));
    assert!(r.first(|p| *p == Pattern::Symmetric).is_some());
    assert!(
        lines(&r).contains("p-pairs: (0, 0) (1, 2) (3, 5) (4, 7) (6, 10)"),
        "{}",
        r
    );
}

#[test]
fn two_heap_nim_is_a_xor_b_and_a_sum() {
    let t = Table::from_fn(Pairs(40, 40), |&(a, b)| a ^ b);
    let r = t.patterns();
    let text = lines(&r);
    assert!(text.contains("sum: the value is the xor"), "{}", text);
    assert!(text.contains("depends: value = a xor b"), "{}", text);
    assert!(!text.contains("not-a-sum"), "{}", text);
}

#[test]
fn residues_min_and_max_on_a_grid() {
    let t = Table::from_fn(Pairs(60, 60), |&(a, b)| (a % 2) * 3 + b % 3);
    let text = lines(&t.patterns());
    assert!(
        text.contains(
            "depends: the value depends only on (a mod 2, b mod 3): (0, 0) -> 0, (0, 1) -> 1"
        ),
        "{}",
        text
    );
    assert!(
        text.contains("row-periods: a = 0..60: period 3 from b = 0 "),
        "{}",
        text
    );
    assert!(
        text.contains("column-periods: b = 0..60: period 2 from a = 0 "),
        "{}",
        text
    );
    let t = Table::from_fn(Pairs(30, 30), |&(a, b)| a.min(b));
    assert!(lines(&t.patterns()).contains("depends: value = min(a, b)"));
    let t = Table::from_fn(Pairs(30, 30), |&(a, b)| a.max(b) % 3);
    assert!(lines(&t.patterns()).contains("depends: value = max(a, b) mod 3"));
}

#[test]
fn the_smallest_part_decides_a_game_that_is_no_sum() {
    // Take 1 or 2 from a smallest heap of three.
    let game = Rules::new(
        Triples(9, 9, 9),
        |&(a, b, c): &(u64, u64, u64), out: &mut Vec<(u64, u64, u64)>| {
            let m = a.min(b).min(c);
            for s in (1..=2).filter(|&s| s <= m) {
                if a == m {
                    out.push((a - s, b, c));
                }
                if b == m {
                    out.push((a, b - s, c));
                }
                if c == m {
                    out.push((a, b, c - s));
                }
            }
        },
    );
    let text = lines(&game.grundy_table().unwrap().patterns());
    assert!(
        text.contains("not-a-sum: value(1, 1, 1) = 1, but the xor of its parts' values is 0"),
        "{}",
        text
    );
    assert!(
        text.contains("depends: value = the smallest part mod 3"),
        "{}",
        text
    );
}

#[test]
fn the_parity_of_a_count_decides_a_misere_game() {
    // Empty one non-empty heap; misère: whoever empties the last loses.
    let game = Rules::new(
        Triples(5, 5, 5),
        |&(a, b, c): &(u64, u64, u64), out: &mut Vec<(u64, u64, u64)>| {
            if a > 0 {
                out.push((0, b, c));
            }
            if b > 0 {
                out.push((a, 0, c));
            }
            if c > 0 {
                out.push((a, b, 0));
            }
        },
    );
    let text = lines(&game.misere_table().unwrap().patterns());
    assert!(
        text.contains("a P-position exactly when the number of parts non-zero mod 2 is 1"),
        "{}",
        text
    );
}

#[test]
fn random_tables_give_no_pattern() {
    let mut rng = XorShift(0xdead_5eed);
    for k in [2u64, 3, 4, 7, 30] {
        for _ in 0..40 {
            let g: Vec<i64> = (0..=200).map(|_| (rng.next() % k) as i64).collect();
            let r = report_of(&g);
            assert!(r.claims.is_empty(), "{:?}\n{}", g, r);
            assert_eq!(
                r.to_string(),
                "none: no pattern found (checked: every n <= 200)\n"
            );
        }
    }
    // A random grid shows only the fact that it is no sum.
    for k in [2u64, 4] {
        for _ in 0..10 {
            let t = Table::from_fn(Pairs(25, 25), |_| rng.next() % k);
            let r = t.patterns();
            assert!(
                r.claims
                    .iter()
                    .all(|c| matches!(c.pattern, Pattern::NotXorOfParts { .. })),
                "{}",
                r
            );
        }
    }
}

#[test]
fn a_pattern_that_breaks_at_n_plus_1_is_claimed_only_to_n() {
    let mut rng = XorShift(77);
    let mut g: Vec<i64> = (0..=150).map(|i| [1, 1, 2, 0, 3][i % 5]).collect();
    // From 151 the values never repeat with period 5 again.
    g.extend((151..=240).map(|_| 4 + (rng.next() % 5) as i64));
    let r = report_of(&g);
    assert_eq!(r.period(), None);
    let broken = r
        .first(|p| matches!(p, Pattern::Broken { .. }))
        .expect("the stretch where it held");
    assert_eq!(broken.scope, Scope::Line { from: 0, to: 150 });
    assert!(
        lines(&r).contains("periodic-until: period 5 from n = 0 up to n = 150, broken at n = 151")
    );
    // The same table cut at 150 claims the period, checked to 150 only.
    let r = report_of(&g[..=150]);
    assert_eq!(r.period(), Some((0, 5, 0)));
    assert_eq!(r.claims[0].scope, Scope::Line { from: 0, to: 150 });
}

#[test]
fn p_positions_with_exceptions() {
    // Zero at n ≡ 0 (mod 4) from 10, and at 3 and 7 before it; not at 8.
    let g: Vec<i64> = (0..=200)
        .map(|n| match n {
            3 | 7 => 0,
            8 => 5,
            n if n % 4 == 0 => 0,
            n => 1 + (n % 3) as i64,
        })
        .collect();
    let text = lines(&report_of(&g));
    assert!(
        text.contains("p-positions: n = 0 (mod 4) from n = 9; also n = 3, 7; not n = 8"),
        "{}",
        text
    );
}

#[test]
fn fibonacci_losing_positions() {
    // Fibonacci Nim's P-positions (the Fibonacci numbers, 0 among them)
    // as a set: no period, a feature.
    let fib = |n: u64| {
        let (mut a, mut b) = (0u64, 1u64);
        while a < n {
            let c = a + b;
            a = b;
            b = c;
        }
        a == n
    };
    let g: Vec<i64> = (0..=300).map(|n| if fib(n) { 0 } else { 1 }).collect();
    let text = lines(&report_of(&g));
    assert!(
        text.contains("a P-position exactly when n is a Fibonacci number is yes"),
        "{}",
        text
    );
}

#[test]
fn constants_and_exceptions_are_stated_as_they_are() {
    let r = report_of(&[3; 50]);
    assert_eq!(
        r.to_string(),
        "constant: every value is 3 (checked: every n <= 49)\n"
    );
    let mut g = vec![2i64; 100];
    g[17] = 0;
    assert!(r.claims.len() == 1);
    assert!(lines(&report_of(&g)).starts_with("mostly: every value is 2 but at n = 17 (0)"));
}

#[test]
fn the_table_prints_with_its_p_positions_marked() {
    let t = Table::from_fn(Upto(11), |&n| n % 3);
    assert_eq!(t.to_string(), " 0: 0* 1 2 0* 1 2 0* 1 2 0*\n10: 1 2\n");
}
