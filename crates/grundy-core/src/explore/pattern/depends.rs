//! "The value depends only on f": a functional dependency of a table's
//! values (or of its P-positions) on a feature of the positions, found
//! over the whole table and claimed under the evidence rule.
//!
//! A feature f explains a target t when no two positions of the same class
//! f(p) have different t(p). The table f → t it gives fits one value per
//! class; it is claimed under the evidence rule ([`super::evidence`]), over
//! the positions where f is defined. Features are tried fewest classes first (the
//! simplest table), and one that refines a feature already claimed (n mod
//! 14 after n mod 7: the claimed feature is a function of it on the table)
//! adds nothing and is skipped.

use super::evidence::{fits, Distribution};
use super::features::Feature;
use std::collections::{HashMap, HashSet};

/// The largest table the catalogue is tried on: beyond it, no dependency
/// is claimed (none is looked for).
pub(crate) const MAX_POINTS: usize = 1 << 20;

/// A dependency found: the feature, its table, whether that table is the
/// identity, and over how many positions (those where f is defined).
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Found {
    pub(crate) feature: String,
    /// (class as printed, class, target), by class.
    pub(crate) map: Vec<(String, i64, i64)>,
    pub(crate) identity: bool,
    /// The positions where f is defined.
    pub(crate) points: usize,
    /// The first position (by number) where f is defined.
    pub(crate) first: usize,
}

/// The classes of `feature` at every point.
fn classes(
    feature: &Feature<'_>,
    n: usize,
    coords: &dyn Fn(usize) -> Vec<u64>,
) -> Vec<Option<i64>> {
    (0..n).map(|i| (feature.class)(&coords(i))).collect()
}

/// Whether `b` refines `a` on the points where both are defined: `a` is a
/// function of `b` there.
fn refines(b: &[Option<i64>], a: &[Option<i64>]) -> bool {
    let mut map = HashMap::new();
    for (x, y) in b.iter().zip(a) {
        if let (Some(x), Some(y)) = (x, y) {
            if *map.entry(*x).or_insert(*y) != *y {
                return false;
            }
        }
    }
    true
}

/// The dependencies of `targets` (one per point, `None` where there is
/// none) on the catalogue, at most `most` of them, none refining a class
/// vector of `already` (dependencies stated otherwise, such as a period).
pub(crate) fn find(
    features: &[Feature<'_>],
    coords: &dyn Fn(usize) -> Vec<u64>,
    targets: &[Option<i64>],
    already: &[Vec<Option<i64>>],
    most: usize,
) -> Vec<Found> {
    let n = targets.len();
    if n > MAX_POINTS || most == 0 {
        return Vec::new();
    }
    // Fewest classes first, then the catalogue's order.
    let mut order: Vec<(usize, usize)> = features
        .iter()
        .enumerate()
        .map(|(k, f)| {
            let distinct: HashSet<i64> = (0..n).filter_map(|i| (f.class)(&coords(i))).collect();
            (distinct.len(), k)
        })
        .collect();
    order.sort_unstable();
    let mut accepted: Vec<Vec<Option<i64>>> = already.to_vec();
    let mut out = Vec::new();
    for (_, k) in order {
        let f = &features[k];
        let cls = classes(f, n, coords);
        let mut map: HashMap<i64, i64> = HashMap::new();
        let mut conflict = false;
        let mut points = 0;
        let mut first = None;
        for (c, t) in cls.iter().zip(targets) {
            if let (Some(c), Some(t)) = (c, t) {
                points += 1;
                if *map.entry(*c).or_insert(*t) != *t {
                    conflict = true;
                    break;
                }
            }
        }
        if conflict || map.is_empty() {
            continue;
        }
        for (i, (c, t)) in cls.iter().zip(targets).enumerate() {
            if c.is_some() && t.is_some() {
                first = Some(i);
                break;
            }
        }
        let dist = Distribution::of(cls.iter().zip(targets).filter_map(|(c, t)| c.and(*t)));
        if dist.distinct() < 2 {
            continue;
        }
        if !fits(&dist, &Distribution::of(std::iter::empty()), map.len()) {
            continue;
        }
        if accepted.iter().any(|a| refines(&cls, a)) {
            continue;
        }
        let mut entries: Vec<(i64, i64)> = map.into_iter().collect();
        entries.sort_unstable();
        // "value = f" only where the classes print as the numbers they are.
        let identity = entries
            .iter()
            .all(|&(c, t)| c == t && (f.show)(c) == c.to_string());
        out.push(Found {
            feature: f.name.clone(),
            map: entries
                .into_iter()
                .map(|(c, t)| ((f.show)(c), c, t))
                .collect(),
            identity,
            points,
            first: first.unwrap_or(0),
        });
        accepted.push(cls);
        if out.len() == most {
            break;
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::super::features::{of_n, Sieve};
    use super::*;
    use crate::test_rng::XorShift;

    fn line(targets: &[i64]) -> Vec<Found> {
        let sieve = Sieve::new(targets.len() as u64);
        let fs = of_n(Some(&sieve));
        let t: Vec<Option<i64>> = targets.iter().map(|&v| Some(v)).collect();
        find(&fs, &|i| vec![i as u64], &t, &[], 3)
    }

    #[test]
    fn omega_of_the_divisor_game() {
        // Divide n by any divisor d > 1: a Nim heap of Omega(n) prime factors.
        let sieve = Sieve::new(300);
        let omega = |n: u64| {
            (of_n(Some(&sieve))
                .into_iter()
                .find(|f| f.name == "Omega(n)")
                .unwrap()
                .class)(&[n])
        };
        let mut t: Vec<i64> = vec![0];
        t.extend((1..=300).map(|n| omega(n).unwrap()));
        let found = line(&t);
        assert_eq!(found[0].feature, "Omega(n)");
        assert!(found[0].identity);
        assert_eq!(found[0].first, 1);
    }

    #[test]
    fn the_simplest_feature_and_no_refinement() {
        let t: Vec<i64> = (0..200).map(|n| (n % 2) * 3).collect();
        let found = line(&t);
        assert_eq!(found.len(), 1, "{:?}", found);
        assert_eq!(found[0].feature, "n mod 2");
        assert!(!found[0].identity);
    }

    #[test]
    fn random_values_depend_on_nothing() {
        let mut rng = XorShift(0xfeed_beef);
        for k in [2, 3, 4, 10] {
            for _ in 0..30 {
                let t: Vec<i64> = (0..200).map(|_| (rng.next() % k) as i64).collect();
                assert_eq!(line(&t), vec![], "{:?}", t);
            }
        }
    }

    #[test]
    fn as_many_classes_as_points_explain_nothing() {
        // floor(n / 1) would "explain" anything: no such feature is claimed,
        // and value = n itself is no dependency on a coarser feature.
        let t: Vec<i64> = (0..200).map(|n| n * 7 % 200).collect();
        assert_eq!(line(&t), vec![]);
    }
}
