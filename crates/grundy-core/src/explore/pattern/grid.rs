//! The finders of two parameters (a grid by (a, b)) and of three parts (a
//! box by (a, b, c)).

use super::depends;
use super::evidence::{fits, Distribution};
use super::features::{of_pair, of_parts};
use super::line::constant_or_mostly;
use super::period::eventual;
use super::{Claim, Kind, Pattern, Scope};

fn claim(pattern: Pattern, kind: Kind, scope: &Scope) -> Claim {
    Claim {
        pattern,
        kind,
        scope: scope.clone(),
        proof: None,
    }
}

/// The eventual period of one line of the grid: `Some((n0, 0))` when it
/// is constant, `Some((n0, p))` when a period passes the evidence rule.
fn line_period(values: &[i64]) -> Option<(u64, u64)> {
    let dist = Distribution::of(values.iter().copied());
    if dist.distinct() <= 1 {
        return Some((0, 0));
    }
    eventual(values, false, &dist).map(|f| (f.preperiod as u64, f.period as u64))
}

/// Whether the value of every position is the XOR of its parts' values
/// (a part alone: the position with the other coordinates 0): `None` if
/// so, else the first position where it is not, with the XOR.
fn xor_of_parts(
    cells: usize,
    coords: &dyn Fn(usize) -> Vec<u64>,
    index: &dyn Fn(&[u64]) -> usize,
    codes: &[i64],
) -> Option<(usize, i64)> {
    for i in 0..cells {
        let x = coords(i);
        let mut acc = 0i64;
        for axis in 0..x.len() {
            let mut alone = vec![0u64; x.len()];
            alone[axis] = x[axis];
            acc ^= codes[index(&alone)];
        }
        if acc != codes[i] {
            return Some((i, acc));
        }
    }
    None
}

fn show(x: &[u64]) -> String {
    format!(
        "({})",
        x.iter()
            .map(|v| v.to_string())
            .collect::<Vec<_>>()
            .join(", ")
    )
}

/// The XOR-of-parts claim: it holds with enough evidence, or a
/// counterexample.
fn parts_claim(
    cells: usize,
    axes_total: usize,
    coords: &dyn Fn(usize) -> Vec<u64>,
    index: &dyn Fn(&[u64]) -> usize,
    codes: &[i64],
    kind: Kind,
    scope: &Scope,
) -> Option<Claim> {
    if kind != Kind::Number {
        return None;
    }
    match xor_of_parts(cells, coords, index, codes) {
        None => {
            let all = Distribution::of(codes.iter().copied());
            fits(&all, &Distribution::of(std::iter::empty()), axes_total)
                .then(|| claim(Pattern::XorOfParts, kind, scope))
        }
        Some((i, xor)) => Some(claim(
            Pattern::NotXorOfParts {
                at: show(&coords(i)),
                whole: codes[i],
                xor,
            },
            kind,
            scope,
        )),
    }
}

/// The dependencies of the values and of the P-positions on `features`.
fn dependencies(
    features: &[super::features::Feature<'_>],
    coords: &dyn Fn(usize) -> Vec<u64>,
    codes: &[i64],
    kind: Kind,
    scope: &Scope,
    out: &mut Vec<Claim>,
) {
    let targets: Vec<Option<i64>> = codes.iter().map(|&c| Some(c)).collect();
    let found = depends::find(features, coords, &targets, &[], 3);
    let explained = !found.is_empty();
    for d in found {
        out.push(dependency(d, false, kind, scope));
    }
    if kind.has_p() {
        let z: Vec<Option<i64>> = codes
            .iter()
            .map(|&c| Some(i64::from(kind.is_p(c))))
            .collect();
        let most = if explained { 1 } else { 3 };
        for d in depends::find(features, coords, &z, &[], most) {
            out.push(dependency(d, true, kind, scope));
        }
    }
}

fn dependency(d: depends::Found, p_only: bool, kind: Kind, scope: &Scope) -> Claim {
    claim(
        Pattern::Depends {
            feature: d.feature,
            p_only,
            map: d.map.into_iter().map(|(shown, _, t)| (shown, t)).collect(),
            identity: d.identity && !p_only,
        },
        kind,
        scope,
    )
}

/// The P-positions as pairs a ≤ b, each a in at most one pair: the pairs,
/// the Beatty fits and complementarity.
fn p_pairs(rows: &[Vec<u64>], cols: usize) -> Option<Pattern> {
    let mut pairs: Vec<(u64, u64)> = Vec::new();
    for (a, bs) in rows.iter().enumerate() {
        let a = a as u64;
        let upper: Vec<u64> = bs.iter().copied().filter(|&b| b >= a).collect();
        match upper.len() {
            0 => {}
            1 => pairs.push((a, upper[0])),
            _ => return None,
        }
    }
    // Symmetric: every lower P-position is the mirror of a pair.
    for (a, bs) in rows.iter().enumerate() {
        for &b in bs.iter().filter(|&&b| b < a as u64) {
            if !pairs.contains(&(b, a as u64)) {
                return None;
            }
        }
    }
    for &(a, b) in &pairs {
        if (b as usize) < rows.len() && !rows[b as usize].contains(&a) {
            return None;
        }
    }
    let _ = cols;
    let from_one: Vec<(u64, u64)> = pairs.iter().copied().filter(|&(a, _)| a > 0).collect();
    if from_one.len() < 5 {
        return None;
    }
    // a_k = floor(k x) for k = 1, 2, … : x in [a_k / k, (a_k + 1) / k).
    let fit = |seq: &[u64]| -> Option<(f64, f64)> {
        let mut lo = f64::MIN;
        let mut hi = f64::MAX;
        for (k, &v) in seq.iter().enumerate() {
            let k = (k + 1) as f64;
            lo = lo.max(v as f64 / k);
            hi = hi.min((v + 1) as f64 / k);
        }
        (lo < hi).then_some((lo, hi))
    };
    let a_seq: Vec<u64> = from_one.iter().map(|p| p.0).collect();
    let b_seq: Vec<u64> = from_one.iter().map(|p| p.1).collect();
    let alpha = fit(&a_seq);
    let beta = fit(&b_seq);
    // Complementary up to the last a_k: every m ≤ it is one a_k or b_k.
    let top = *a_seq.last().expect("five pairs");
    let mut seen = vec![0u32; top as usize + 1];
    for &v in a_seq.iter().chain(&b_seq) {
        if v <= top {
            seen[v as usize] += 1;
        }
    }
    let complementary = seen[1..].iter().all(|&c| c == 1).then_some(top);
    Some(Pattern::PPairs {
        pairs,
        alpha,
        beta,
        complementary,
    })
}

/// The claims of a grid of `rows × cols` values by (a, b) from `first`.
pub(super) fn claims(
    first: (u64, u64),
    rows: usize,
    cols: usize,
    kind: Kind,
    codes: &[i64],
    scope: &Scope,
) -> Vec<Claim> {
    let mut out = Vec::new();
    if codes.is_empty() {
        return out;
    }
    let name = |i: usize| {
        format!(
            "({}, {})",
            first.0 + (i / cols) as u64,
            first.1 + (i % cols) as u64
        )
    };
    if let Some(c) = constant_or_mostly(kind, codes, scope, &name) {
        let constant = matches!(c.pattern, Pattern::Constant { .. });
        out.push(c);
        if constant {
            return out;
        }
    }
    let at = |a: usize, b: usize| codes[a * cols + b];
    // Symmetry on the square both parameters share.
    if first.0 == first.1 {
        let k = rows.min(cols);
        let symmetric = (0..k).all(|a| (0..a).all(|b| at(a, b) == at(b, a)));
        let square = Distribution::of(
            (0..k)
                .flat_map(|a| (0..k).map(move |b| (a, b)))
                .map(|(a, b)| at(a, b)),
        );
        if symmetric
            && fits(
                &square,
                &Distribution::of(std::iter::empty()),
                k * (k + 1) / 2,
            )
        {
            out.push(claim(Pattern::Symmetric, kind, scope));
        }
    }
    let coords = |i: usize| vec![first.0 + (i / cols) as u64, first.1 + (i % cols) as u64];
    if first == (0, 0) {
        let index = |x: &[u64]| x[0] as usize * cols + x[1] as usize;
        if let Some(c) = parts_claim(
            codes.len(),
            rows + cols - 1,
            &coords,
            &index,
            codes,
            kind,
            scope,
        ) {
            out.push(c);
        }
    }
    // Each row's and column's period.
    let row_periods: Vec<Option<(u64, u64)>> = (0..rows)
        .map(|a| line_period(&codes[a * cols..(a + 1) * cols]))
        .map(|p| p.map(|(n0, p)| (first.1 + n0, p)))
        .collect();
    let col_periods: Vec<Option<(u64, u64)>> = (0..cols)
        .map(|b| line_period(&(0..rows).map(|a| at(a, b)).collect::<Vec<_>>()))
        .map(|p| p.map(|(n0, p)| (first.0 + n0, p)))
        .collect();
    if row_periods
        .iter()
        .any(|p| matches!(p, Some((_, q)) if *q > 0))
    {
        out.push(claim(
            Pattern::LinePeriods {
                along: "row",
                periods: row_periods,
            },
            kind,
            scope,
        ));
    }
    if col_periods
        .iter()
        .any(|p| matches!(p, Some((_, q)) if *q > 0))
    {
        out.push(claim(
            Pattern::LinePeriods {
                along: "column",
                periods: col_periods,
            },
            kind,
            scope,
        ));
    }
    // The P-positions, row by row and as pairs.
    if kind.has_p() && first == (0, 0) {
        let p_rows: Vec<Vec<u64>> = (0..rows)
            .map(|a| {
                (0..cols)
                    .filter(|&b| kind.is_p(at(a, b)))
                    .map(|b| b as u64)
                    .collect()
            })
            .collect();
        let total: usize = p_rows.iter().map(Vec::len).sum();
        if total >= 3 && p_rows.iter().all(|r| r.len() <= 2) {
            if let Some(pairs) = p_pairs(&p_rows, cols) {
                out.push(claim(pairs, kind, scope));
            }
            out.push(claim(Pattern::PRows { rows: p_rows }, kind, scope));
        }
    }
    // The value, and who wins, as functions of the pair and of the parts.
    let axes: Vec<Vec<i64>> = if first == (0, 0) {
        vec![
            (0..rows).map(|a| at(a, 0)).collect(),
            (0..cols).map(|b| at(0, b)).collect(),
        ]
    } else {
        Vec::new()
    };
    let mut features = of_pair();
    features.extend(of_parts(
        2,
        (!axes.is_empty()).then_some(&axes[..]),
        kind == Kind::Number,
    ));
    dependencies(&features, &coords, codes, kind, scope, &mut out);
    out
}

/// The claims of a box of three parts by (a, b, c).
pub(super) fn cube_claims(
    sides: [usize; 3],
    kind: Kind,
    codes: &[i64],
    scope: &Scope,
) -> Vec<Claim> {
    let mut out = Vec::new();
    if codes.is_empty() {
        return out;
    }
    let [_, b_len, c_len] = sides;
    let coords = |i: usize| {
        vec![
            (i / c_len / b_len) as u64,
            (i / c_len % b_len) as u64,
            (i % c_len) as u64,
        ]
    };
    let index = |x: &[u64]| (x[0] as usize * b_len + x[1] as usize) * c_len + x[2] as usize;
    if let Some(c) = constant_or_mostly(kind, codes, scope, &|i| show(&coords(i))) {
        let constant = matches!(c.pattern, Pattern::Constant { .. });
        out.push(c);
        if constant {
            return out;
        }
    }
    if let Some(c) = parts_claim(
        codes.len(),
        sides.iter().sum::<usize>() - 2,
        &coords,
        &index,
        codes,
        kind,
        scope,
    ) {
        out.push(c);
    }
    let axes: Vec<Vec<i64>> = (0..3)
        .map(|axis| {
            (0..sides[axis])
                .map(|v| {
                    let mut x = [0u64; 3];
                    x[axis] = v as u64;
                    codes[index(&x)]
                })
                .collect()
        })
        .collect();
    let features = of_parts(3, Some(&axes), kind == Kind::Number);
    dependencies(&features, &coords, codes, kind, scope, &mut out);
    out
}
