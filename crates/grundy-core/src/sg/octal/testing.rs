//! What the octal tests share: published nim-sequences and random codes.

use super::Rule;
use crate::test_rng::XorShift;

/// OEIS A002186, Kayles (0.77), n = 0..104.
pub(crate) const KAYLES: [u32; 105] = [
    0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6, 4, 1, 2, 7, 1, 4, 3, 2, 1, 4, 6, 7, 4, 1, 2, 8, 5, 4, 7, 2,
    1, 8, 6, 7, 4, 1, 2, 3, 1, 4, 7, 2, 1, 8, 2, 7, 4, 1, 2, 8, 1, 4, 7, 2, 1, 4, 2, 7, 4, 1, 2, 8,
    1, 4, 7, 2, 1, 8, 6, 7, 4, 1, 2, 8, 1, 4, 7, 2, 1, 8, 2, 7, 4, 1, 2, 8, 1, 4, 7, 2, 1, 8, 2, 7,
    4, 1, 2, 8, 1, 4, 7, 2, 1,
];

/// OEIS A002187, Dawson's chess (0.137), n = 0..131; Dawson's Kayles
/// (0.07) has g(n) = a(n − 1).
pub(crate) const DAWSON: [u32; 132] = [
    0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 0, 5, 2, 2, 3, 3, 0, 1, 1, 3, 0, 2, 1, 1, 0, 4, 5, 2,
    7, 4, 0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 4, 5, 5, 2, 3, 3, 0, 1, 1, 3, 0, 2, 1, 1, 0, 4,
    5, 3, 7, 4, 8, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 4, 5, 5, 9, 3, 3, 0, 1, 1, 3, 0, 2, 1, 1,
    0, 4, 5, 3, 7, 4, 8, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 4, 5, 5, 9, 3, 3, 0, 1, 1, 3, 0, 2,
    1, 1, 0, 4,
];

/// OEIS A002188, Grundy's game, n = 0..104.
pub(crate) const GRUNDY: [u32; 105] = [
    0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1, 3, 2, 1, 3, 2, 4, 3, 0, 4, 3, 0, 4, 3, 0, 4, 1, 2, 3, 1,
    2, 4, 1, 2, 4, 1, 2, 4, 1, 5, 4, 1, 5, 4, 1, 5, 4, 1, 0, 2, 1, 0, 2, 1, 5, 2, 1, 3, 2, 1, 3, 2,
    4, 3, 2, 4, 3, 2, 4, 3, 2, 4, 3, 2, 4, 3, 2, 4, 5, 2, 4, 5, 2, 4, 3, 7, 4, 3, 7, 4, 3, 7, 4, 3,
    5, 2, 3, 5, 2, 3, 5, 2, 3,
];

/// OEIS A036685: the zeros of Grundy's game, all of them below 1300.
pub(crate) const GRUNDY_ZEROS: [usize; 42] = [
    0, 1, 2, 4, 7, 10, 20, 23, 26, 50, 53, 270, 273, 276, 282, 285, 288, 316, 334, 337, 340, 346,
    359, 362, 365, 386, 389, 392, 566, 630, 633, 636, 639, 673, 676, 682, 685, 923, 926, 929, 932,
    1222,
];

/// The rule of a code known to parse.
pub(crate) fn rule(code: &str) -> Rule {
    Rule::parse(code).unwrap()
}

/// A random code: d0 is 0 or 4 (rarely 4), then 1 to `most` digits.
pub(crate) fn random_code(rng: &mut XorShift, most: u64) -> String {
    let d0 = if rng.next().is_multiple_of(5) { 4 } else { 0 };
    let len = 1 + rng.next() % most;
    let digits: String = (0..len)
        .map(|_| char::from(b'0' + (rng.next() % 8) as u8))
        .collect();
    format!("{}.{}", d0, digits)
}

/// A random hexadecimal code: d0 is 0, 4, 8 or C (rarely not 0), then 1 to
/// `most` digits 0–F.
pub(crate) fn random_hex_code(rng: &mut XorShift, most: u64) -> String {
    let d0 = if rng.next().is_multiple_of(5) {
        ['4', '8', 'C'][(rng.next() % 3) as usize]
    } else {
        '0'
    };
    let len = 1 + rng.next() % most;
    let digits: String = (0..len)
        .map(|_| char::from_digit((rng.next() % 16) as u32, 16).unwrap())
        .collect();
    format!("{}.{}", d0, digits)
}

/// The positions one move away from `heaps` (a multiset of non-empty heaps,
/// sorted) in the game of the digits d0, d1, … (0–15), by the rules alone:
/// from a heap h, removing j tokens may leave nothing (bit 1, h = j), one
/// heap (bit 2, h > j), two non-empty heaps (bit 4) or three (bit 8).
pub(crate) fn game_moves(digits: &[u8], heaps: &[usize]) -> Vec<Vec<usize>> {
    let mut out = Vec::new();
    for (i, &h) in heaps.iter().enumerate() {
        let rest: Vec<usize> = heaps[..i].iter().chain(&heaps[i + 1..]).copied().collect();
        let mut leave = |parts: &[usize]| {
            let mut next = rest.clone();
            next.extend_from_slice(parts);
            next.sort_unstable();
            out.push(next);
        };
        for (j, &d) in digits.iter().enumerate().take(h + 1) {
            let m = h - j;
            if d & 1 != 0 && m == 0 && j > 0 {
                leave(&[]);
            }
            if d & 2 != 0 && m > 0 && j > 0 {
                leave(&[m]);
            }
            if d & 4 != 0 {
                for a in 1..m {
                    leave(&[a, m - a]);
                }
            }
            if d & 8 != 0 {
                for a in 1..m {
                    for b in 1..m - a {
                        leave(&[a, b, m - a - b]);
                    }
                }
            }
        }
    }
    out
}

/// The digits of a code `d0.d1…` (hexadecimal digits).
pub(crate) fn digits_of(code: &str) -> Vec<u8> {
    code.chars()
        .filter(|&c| c != '.')
        .map(|c| c.to_digit(16).unwrap() as u8)
        .collect()
}
