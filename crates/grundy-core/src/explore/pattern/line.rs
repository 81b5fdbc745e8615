//! The finders of one parameter: a table of values by n.

use super::depends;
use super::evidence::Distribution;
use super::features::{of_n, Sieve, SIEVE_LIMIT};
use super::period::{broken, eventual, Found};
use super::{Claim, Kind, Pattern, Scope};

/// The most exceptions a "mostly" claim lists.
const MOST_EXCEPTIONS: usize = 12;

fn claim(pattern: Pattern, kind: Kind, scope: &Scope) -> Claim {
    Claim {
        pattern,
        kind,
        scope: scope.clone(),
        proof: None,
    }
}

/// Constant, or constant but at a few positions (named by `name`).
pub(super) fn constant_or_mostly(
    kind: Kind,
    codes: &[i64],
    scope: &Scope,
    name: &dyn Fn(usize) -> String,
) -> Option<Claim> {
    let dist = Distribution::of(codes.iter().copied());
    let (mode, count) = dist.mode()?;
    if dist.distinct() == 1 {
        return Some(claim(Pattern::Constant { value: mode }, kind, scope));
    }
    let others = codes.len() - count as usize;
    if others <= MOST_EXCEPTIONS && 4 * others <= codes.len() {
        let except = codes
            .iter()
            .enumerate()
            .filter(|&(_, &c)| c != mode)
            .map(|(i, &c)| (name(i), c))
            .collect();
        return Some(claim(
            Pattern::Mostly {
                value: mode,
                except,
            },
            kind,
            scope,
        ));
    }
    None
}

/// The periodic claim of a period found, in n.
fn periodic(first: u64, codes: &[i64], f: &Found) -> Pattern {
    Pattern::Periodic {
        preperiod: first + f.preperiod as u64,
        period: f.period as u64,
        saltus: f.saltus,
        cycle: codes[f.preperiod..f.preperiod + f.period].to_vec(),
    }
}

/// The claims of a table of values by n = first, first + 1, …
pub(super) fn claims(first: u64, kind: Kind, codes: &[i64], scope: &Scope) -> Vec<Claim> {
    let mut out = Vec::new();
    if codes.is_empty() {
        return out;
    }
    let name = |i: usize| format!("n = {}", first + i as u64);
    if let Some(c) = constant_or_mostly(kind, codes, scope, &name) {
        let constant = matches!(c.pattern, Pattern::Constant { .. });
        out.push(c);
        if constant {
            return out;
        }
    }
    let dist = Distribution::of(codes.iter().copied());
    let mut already: Vec<Vec<Option<i64>>> = Vec::new();
    let residues = |p: usize| -> Vec<Option<i64>> {
        (0..codes.len())
            .map(|i| Some(((first + i as u64) % p as u64) as i64))
            .collect()
    };
    if let Some(f) = eventual(codes, false, &dist) {
        out.push(claim(periodic(first, codes, &f), kind, scope));
        if f.preperiod == 0 {
            already.push(residues(f.period));
        }
    } else if let Some(f) = kind
        .is_arithmetic()
        .then(|| eventual(codes, true, &dist))
        .flatten()
    {
        out.push(claim(periodic(first, codes, &f), kind, scope));
    } else if let Some(f) = broken(codes, false, &dist).or_else(|| {
        kind.is_arithmetic()
            .then(|| broken(codes, true, &dist))
            .flatten()
    }) {
        let to = f.last;
        let stretch = Scope::Line {
            from: first + f.preperiod as u64,
            to: first + to as u64,
        };
        out.push(claim(
            Pattern::Broken {
                from: first + f.preperiod as u64,
                to: first + to as u64,
                period: f.period as u64,
                saltus: f.saltus,
                found: codes[to + 1],
                expected: codes[to + 1 - f.period] + f.saltus,
            },
            kind,
            &stretch,
        ));
    }
    // The P-positions as a set.
    let mut p_known = false;
    let mut p_already: Vec<Vec<Option<i64>>> = Vec::new();
    if kind.has_p() {
        let z: Vec<i64> = codes.iter().map(|&c| i64::from(kind.is_p(c))).collect();
        let zd = Distribution::of(z.iter().copied());
        if zd.distinct() == 1 {
            if z[0] == 0 {
                out.push(claim(
                    Pattern::PSet {
                        preperiod: first,
                        period: 1,
                        residues: vec![],
                        extra: vec![],
                        missing: vec![],
                    },
                    kind,
                    scope,
                ));
            }
            p_known = true;
        } else if let Some(f) = eventual(&z, false, &zd) {
            let p = f.period as u64;
            let n0 = first + f.preperiod as u64;
            let mut residues: Vec<u64> = (f.preperiod..f.preperiod + f.period)
                .filter(|&i| z[i] == 1)
                .map(|i| (first + i as u64) % p)
                .collect();
            residues.sort_unstable();
            let on = |n: u64| residues.binary_search(&(n % p)).is_ok();
            let mut extra = Vec::new();
            let mut missing = Vec::new();
            for (i, &zi) in z.iter().enumerate().take(f.preperiod) {
                let n = first + i as u64;
                if residues.is_empty() || !on(n) {
                    if zi == 1 {
                        extra.push(n);
                    }
                } else if zi == 0 {
                    missing.push(n);
                }
            }
            if f.preperiod == 0 {
                p_already.push(residues_of(first, codes.len(), f.period));
            }
            out.push(claim(
                Pattern::PSet {
                    preperiod: n0,
                    period: p,
                    residues,
                    extra,
                    missing,
                },
                kind,
                scope,
            ));
            p_known = true;
        }
    }
    // Dependencies on a feature of n.
    let last = first + codes.len() as u64 - 1;
    let sieve =
        (last <= SIEVE_LIMIT && codes.len() <= depends::MAX_POINTS).then(|| Sieve::new(last));
    let features = of_n(sieve.as_ref());
    let coords = |i: usize| vec![first + i as u64];
    let targets: Vec<Option<i64>> = codes.iter().map(|&c| Some(c)).collect();
    for d in depends::find(&features, &coords, &targets, &already, 3) {
        out.push(dependency(d, false, first, kind, scope));
    }
    if kind.has_p() && !p_known {
        let z: Vec<Option<i64>> = codes
            .iter()
            .map(|&c| Some(i64::from(kind.is_p(c))))
            .collect();
        for d in depends::find(&features, &coords, &z, &p_already, 2) {
            out.push(dependency(d, true, first, kind, scope));
        }
    }
    out
}

fn residues_of(first: u64, len: usize, p: usize) -> Vec<Option<i64>> {
    (0..len)
        .map(|i| Some(((first + i as u64) % p as u64) as i64))
        .collect()
}

/// A dependency as a claim, its scope from where the feature is defined.
fn dependency(d: depends::Found, p_only: bool, first: u64, kind: Kind, scope: &Scope) -> Claim {
    let scope = match *scope {
        Scope::Line { to, .. } => Scope::Line {
            from: first + d.first as u64,
            to,
        },
        ref s => s.clone(),
    };
    Claim {
        pattern: Pattern::Depends {
            feature: d.feature,
            p_only,
            map: d.map.into_iter().map(|(shown, _, t)| (shown, t)).collect(),
            identity: d.identity && !p_only,
        },
        kind,
        scope,
        proof: None,
    }
}

/// The claims of a bag of positions: constant, or how many P-positions.
pub(super) fn free_claims(kind: Kind, codes: &[i64], scope: &Scope) -> Vec<Claim> {
    let mut out = Vec::new();
    if let Some(c) = constant_or_mostly(kind, codes, scope, &|i| format!("#{}", i)) {
        out.push(c);
    }
    if kind.has_p() {
        let count = codes.iter().filter(|&&c| kind.is_p(c)).count();
        out.push(claim(Pattern::PCount { count }, kind, scope));
    }
    out
}
