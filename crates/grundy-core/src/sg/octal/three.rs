//! Hexadecimal games: a move may leave three heaps.
//!
//! A digit's bit 8 lets a move remove j tokens and split the rest, m, in
//! three non-empty heaps, worth g(a) ⊕ g(b) ⊕ g(c) for a + b + c = m. The
//! sparse engine's rare/common argument does not carry over (three common
//! parts make a common option, which no listing of rare parts finds), so
//! these rules have an engine of their own, on sets of values as bitsets:
//!
//! ```text
//! two(m)   = { g(a) ⊕ g(m − a) : 1 ≤ a < m },
//! three(m) = ∪ over 1 ≤ a ≤ m − 2 of ( g(a) ⊕ two(m − a) ),
//! ```
//!
//! (the first part a, then a split of the rest in two), each built once
//! from smaller heaps; a heap's options are then the union of the sets its
//! digits reach. XOR by a constant moves a set's words (the constant's
//! high bits) and permutes the bits inside each word (its low six bits), so
//! `g(a) ⊕ two(m − a)` costs a few operations a word.

use super::Rule;

/// g[0..=n] of `rule` (any rule without the equal-parts restriction of
/// Grundy's game) by the sets above.
///
/// Time O(n² · V/64) for values below V (the three-part sets; O(n²) for
/// the two-part ones), memory O(n · V/64).
pub(super) fn three_part_table(rule: &Rule, n: usize) -> Vec<u32> {
    debug_assert!(
        !rule.unequal,
        "the three-part engine has no equal-parts rule"
    );
    let twos = !rule.split.is_empty() || !rule.split3.is_empty();
    let threes = !rule.split3.is_empty();
    let mut g: Vec<u32> = Vec::with_capacity(n + 1);
    let mut two: Vec<Vec<u64>> = Vec::new();
    let mut three: Vec<Vec<u64>> = Vec::new();
    let mut seen: Vec<u64> = Vec::new();
    for x in 0..=n {
        // two(x) and three(x) need only the heaps below x (a move that
        // removes nothing splits x itself).
        if twos {
            let mut set = Vec::new();
            for a in 1..=x / 2 {
                insert(&mut set, g[a] ^ g[x - a]);
            }
            two.push(set);
        }
        if threes {
            let mut set = Vec::new();
            for a in 1..x.saturating_sub(1) {
                xor_into(&mut set, &two[x - a], g[a]);
            }
            three.push(set);
        }
        seen.clear();
        if rule.take_all.binary_search(&x).is_ok() {
            insert(&mut seen, 0);
        }
        for &j in &rule.take_one {
            if x > j {
                insert(&mut seen, g[x - j]);
            }
        }
        for &j in &rule.split {
            if x >= j + 2 {
                or_into(&mut seen, &two[x - j]);
            }
        }
        for &j in &rule.split3 {
            if x >= j + 3 {
                or_into(&mut seen, &three[x - j]);
            }
        }
        g.push(least_absent(&seen));
    }
    g
}

/// Adds `v` to the set.
fn insert(set: &mut Vec<u64>, v: u32) {
    let word = (v / 64) as usize;
    if word >= set.len() {
        set.resize(word + 1, 0);
    }
    set[word] |= 1 << (v % 64);
}

/// `set ∪= other`.
fn or_into(set: &mut Vec<u64>, other: &[u64]) {
    if set.len() < other.len() {
        set.resize(other.len(), 0);
    }
    for (s, &o) in set.iter_mut().zip(other) {
        *s |= o;
    }
}

/// `set ∪= { v ⊕ c : v in other }`.
fn xor_into(set: &mut Vec<u64>, other: &[u64], c: u32) {
    let (high, low) = ((c / 64) as usize, c % 64);
    for (w, &word) in other.iter().enumerate() {
        if word == 0 {
            continue;
        }
        let to = w ^ high;
        if to >= set.len() {
            set.resize(to + 1, 0);
        }
        set[to] |= xor_bits(word, low);
    }
}

/// The bits of `word` moved from position i to i ⊕ c (c < 64): for each
/// bit k of c, the blocks of 2^k bits swap in pairs.
fn xor_bits(mut word: u64, c: u32) -> u64 {
    const STAY: [u64; 6] = [
        0x5555_5555_5555_5555,
        0x3333_3333_3333_3333,
        0x0f0f_0f0f_0f0f_0f0f,
        0x00ff_00ff_00ff_00ff,
        0x0000_ffff_0000_ffff,
        0x0000_0000_ffff_ffff,
    ];
    for (k, &low) in STAY.iter().enumerate() {
        if c >> k & 1 == 1 {
            let s = 1 << k;
            word = ((word & low) << s) | ((word >> s) & low);
        }
    }
    word
}

/// The least value not in the set.
fn least_absent(set: &[u64]) -> u32 {
    match set.iter().position(|&w| w != u64::MAX) {
        Some(w) => (w * 64) as u32 + set[w].trailing_ones(),
        None => (set.len() * 64) as u32,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::oracle::mover_wins;
    use crate::sg::octal::naive_table;
    use crate::sg::octal::testing::{digits_of, game_moves, random_hex_code};
    use crate::test_rng::XorShift;
    use itertools::Itertools;
    use rstest::rstest;

    fn hex(code: &str) -> Rule {
        Rule::parse_hex(code).unwrap()
    }

    /// g(1..=n) of hexadecimal games as CGSuite's `TakeAndBreak(code)
    /// .NimValueSequence(24)` prints them (aaron-siegel/cgsuite, the core
    /// at ../shared/peers), a program that shares nothing with this one.
    #[rstest]
    #[case("0.8", &[0, 0, 0, 1, 1, 1, 2, 2, 2, 3, 3, 3, 4, 4, 4, 5, 5, 5, 6, 6, 6, 7, 7, 7])]
    #[case("0.F", &[1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0])]
    fn known_values_from_cgsuite(#[case] code: &str, #[case] want: &[u32]) {
        let g = three_part_table(&hex(code), want.len());
        assert_eq!(&g[1..], want, "{}", code);
    }

    /// The engine equals the definition on random hexadecimal codes.
    #[test]
    fn equals_the_definition() {
        let mut rng = XorShift(0x4e58_0c0d_e5ee_d001);
        let mut codes: Vec<String> = ["0.8", "0.F", "0.08", "0.B1", "8.0", "0.77", "4.8"]
            .map(String::from)
            .to_vec();
        codes.extend((0..40).map(|_| random_hex_code(&mut rng, 4)));
        for code in &codes {
            let r = hex(code);
            assert_eq!(three_part_table(&r, 120), naive_table(&r, 120), "{}", code);
        }
    }

    /// g == 0 exactly when the mover loses, on one and two heaps, by a search
    /// of the game itself (its moves from the digits alone, no XOR).
    #[test]
    fn matches_brute_force_on_sums() {
        let mut rng = XorShift(0x5eed_4e8a_dec1_3a1e);
        let mut codes: Vec<String> = ["0.8", "0.F", "0.48", "C.1", "0.0F"]
            .map(String::from)
            .to_vec();
        codes.extend((0..12).map(|_| random_hex_code(&mut rng, 3)));
        for code in &codes {
            let digits = digits_of(code);
            let g = three_part_table(&hex(code), 9);
            for heaps in (0..=9).combinations_with_replacement(2) {
                let start: Vec<usize> = heaps.iter().copied().filter(|&h| h > 0).collect();
                let wins = mover_wins(start, |p| game_moves(&digits, p));
                let x = g[heaps[0]] ^ g[heaps[1]];
                assert_eq!(wins, x != 0, "code {} heaps {:?}", code, heaps);
            }
        }
    }

    #[test]
    fn xor_moves_every_bit() {
        let mut rng = crate::test_rng::XorShift(0x0ddb_a11c_0ffe_e123);
        for _ in 0..200 {
            let values: Vec<u32> = (0..10).map(|_| (rng.next() % 300) as u32).collect();
            let c = (rng.next() % 512) as u32;
            let mut set = Vec::new();
            values.iter().for_each(|&v| insert(&mut set, v));
            let mut moved = Vec::new();
            xor_into(&mut moved, &set, c);
            let mut want = Vec::new();
            values.iter().for_each(|&v| insert(&mut want, v ^ c));
            want.resize(moved.len().max(want.len()), 0);
            moved.resize(want.len(), 0);
            assert_eq!(moved, want, "c = {}", c);
        }
        assert_eq!(least_absent(&[u64::MAX, 0b1011]), 66);
        assert_eq!(least_absent(&[]), 0);
    }
}
