//! The format and bounds are in the README; `solve` answers one input.
//!
//! Each row is an integer (the pieces back to back) or a nimber (face to
//! face), `grundy_core::games::no_capture_lance::row_value`, checked there
//! against canonical forms and minimax; a board is `x + *m`, a first-player
//! win exactly when x > 0, or x = 0 and m ≠ 0
//! (`grundy_core::partizan::number_nimber`). What is left is counting:
//!
//! - Let A be the integer rows' values as a Laurent polynomial (a_d rows
//!   worth d), symmetric in d, and T = A(1) = W(W−1)/2, the face-to-face
//!   rows as many. Over all boards, x > 0 and x < 0 are equally many, so
//!   only the boards with x = 0 need counting exactly.
//! - With c_k = [x^0] A^k (k integer rows summing to 0) and Z_k the k-tuples
//!   of gaps whose XOR is 0, the answer is Σ_k C(H, k) ((T^(H−k) − c_(H−k))/2
//!   · T^k + c_(H−k) (T^k − Z_k)).
//! - Z_k = (1/M) Σ_s B̂_s^k by the Walsh–Hadamard transform B̂ of the gaps'
//!   counts over XOR space M (a power of two above W − 2), and
//!   Σ_k C(H, k) c_(H−k) β^k = [x^0] (A + β)^H, so the answer is
//!   2^(H−1) T^H + ½ [x^0](A + T)^H − (1/M) Σ_s [x^0](A + B̂_s)^H.
//! - [x^0] of a power P^H (P = x^D (A + β), degree 2D, D = W − 2) comes from
//!   P F' = H P' F, F = P^H: a recurrence of 2D terms per coefficient, so
//!   D·H coefficients cost O(D² H) per distinct β, no convolutions.
use grundy_core::games::no_capture_lance::row_value;
use judge_io::{Out, Reader, Result};
use std::collections::BTreeMap;

/// The judge's largest H and W (the cost grows as H · W² · M).
pub const MAX_H: u64 = 8000;
/// See [`MAX_H`].
pub const MAX_W: u64 = 30;
const MOD: u64 = 998_244_353;

/// Reads H and W and writes the count.
pub fn solve(rd: &mut Reader, out: &mut Out) -> Result<()> {
    let h = rd.positive_at_most("H", MAX_H, "the grid has at least one row")?;
    let w = rd.u64_at_most("W", MAX_W)?;
    if w < 2 {
        return Err(rd.reject(
            "W",
            format!("is {}: a row holds two pieces, so W is at least 2", w),
        ));
    }
    out.num(first_player_wins(h, w as u32)).nl();
    Ok(())
}

/// The number of placements that are first-player wins, mod 998244353.
pub fn first_player_wins(h: u64, w: u32) -> u64 {
    // Each row's value, from the library: integers a_d, gaps b_g.
    let d = (w - 2) as usize;
    let mut a = vec![0u64; 2 * d + 1]; // a[j]: rows worth j − d
    let space = (w - 1).next_power_of_two() as usize;
    let mut b = vec![0i64; space];
    for left in 0..w {
        for right in (0..w).filter(|&r| r != left) {
            let v = row_value(w, left, right);
            // Face to face (Left's piece right of Right's): a nimber, maybe *0.
            if left > right {
                b[v.nimber as usize] += 1;
            } else {
                a[(v.number.floor() + d as i64) as usize] += 1;
            }
        }
    }
    let t = u64::from(w) * u64::from(w - 1) / 2;
    // The Walsh–Hadamard transform of the gaps' counts, grouped by value.
    let mut transformed: BTreeMap<i64, u64> = BTreeMap::new();
    for s in 0..space {
        let v: i64 = (0..space)
            .map(|g| {
                if (g & s).count_ones() % 2 == 0 {
                    b[g]
                } else {
                    -b[g]
                }
            })
            .sum();
        *transformed.entry(v).or_default() += 1;
    }
    let central = |beta: u64| central_of_power(&a, beta, h);
    let mut answer = pow(2, h - 1) * pow(t, h) % MOD;
    answer = (answer + inverse(2) * central(t)) % MOD;
    let inv_space = inverse(space as u64);
    for (&beta, &times) in &transformed {
        let beta = beta.rem_euclid(MOD as i64) as u64;
        let part = central(beta) * times % MOD * inv_space % MOD;
        answer = (answer + MOD - part) % MOD;
    }
    answer
}

/// [x^0] (A + β)^h for the Laurent polynomial A with `a[j]` the
/// coefficient of x^(j − d), d = (a.len() − 1)/2, and a[0] = 1: the middle
/// coefficient of P^h, P = x^d (A + β), by the recurrence of P F' = h P' F.
fn central_of_power(a: &[u64], beta: u64, h: u64) -> u64 {
    let d = (a.len() - 1) / 2;
    let mut p = a.to_vec();
    p[d] = (p[d] + beta) % MOD;
    if d == 0 {
        return pow(p[0], h);
    }
    assert_eq!(p[0], 1, "one row is worth −d");
    let len = d * h as usize;
    let inv = inverses(len);
    // q_j = (h + 1) j p_j: the recurrence is
    // n f_n = Σ_{j=1..2d} (q_j − n p_j) f_(n−j), with p_0 = 1.
    let q: Vec<u64> = (0..p.len())
        .map(|j| (h + 1) % MOD * j as u64 % MOD * p[j] % MOD)
        .collect();
    let mut f = vec![0u64; len + 1];
    f[0] = 1;
    for n in 1..=len {
        let (mut s1, mut s2) = (0u128, 0u128);
        for j in 1..=(2 * d).min(n) {
            s1 += u128::from(q[j] * f[n - j] % MOD);
            s2 += u128::from(p[j]) * u128::from(f[n - j]);
        }
        let s1 = (s1 % u128::from(MOD)) as u64;
        let s2 = (s2 % u128::from(MOD)) as u64;
        f[n] = (s1 + MOD - n as u64 % MOD * s2 % MOD) % MOD * inv[n] % MOD;
    }
    f[len]
}

fn pow(mut base: u64, mut exp: u64) -> u64 {
    let mut result = 1;
    base %= MOD;
    while exp > 0 {
        if exp & 1 == 1 {
            result = result * base % MOD;
        }
        base = base * base % MOD;
        exp >>= 1;
    }
    result
}

fn inverse(x: u64) -> u64 {
    pow(x, MOD - 2)
}

/// inv[i] = 1/i mod MOD for i in 1..=n (inv[0] unused).
fn inverses(n: usize) -> Vec<u64> {
    let mut inv = vec![1u64; n + 1];
    for i in 2..=n {
        inv[i] = (MOD - MOD / i as u64) * inv[MOD as usize % i] % MOD;
    }
    inv
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Against counting every placement of every small grid, each board's
    /// class read from `x + *m`.
    #[test]
    fn counts_as_every_placement_does() {
        for w in 2..=5u32 {
            let rows: Vec<(u32, u32)> = (0..w)
                .flat_map(|l| (0..w).filter(move |&r| r != l).map(move |r| (l, r)))
                .collect();
            for h in 1..=3u32 {
                let mut wins = 0u64;
                let total = (rows.len() as u64).pow(h);
                for mut index in 0..total {
                    let mut x = 0i64;
                    let mut m = 0u64;
                    for _ in 0..h {
                        let (l, r) = rows[(index % rows.len() as u64) as usize];
                        index /= rows.len() as u64;
                        let v = row_value(w, l, r);
                        x += v.number.floor();
                        m ^= v.nimber;
                    }
                    wins += u64::from(x > 0 || (x == 0 && m != 0));
                }
                assert_eq!(
                    first_player_wins(u64::from(h), w),
                    wins % MOD,
                    "H {h} W {w}"
                );
            }
        }
    }
}
