//! Conway's genus: the normal-play Grundy value of a game and the misère
//! Grundy values of the game plus any number of copies of `*2`.
//!
//! The misère Grundy value G⁻ is the mex rule with a different start:
//! G⁻(0) = 1 and G⁻(G) = mex{G⁻(G')} otherwise; G⁻(G) = 0 exactly when
//! G is a misère P-position. The genus of G is `g^{γ₀γ₁γ₂…}` with
//! g = G⁺(G) (the normal value) and γₙ = G⁻(G + 2 + ⋯ + 2), n copies of
//! `*2`. Since `*2` has options 0 and `*1`, and adding `*1` flips the last
//! bit of a misère Grundy value,
//!
//! ```text
//! γ₀ = mex{γ₀(G')},    γₙ = mex({γₙ₋₁, γₙ₋₁ ⊕ 1} ∪ {γₙ(G')})  (n ≥ 1, G ≠ 0),
//! ```
//!
//! and the sequence ends in period 2 (Conway, *On Numbers and Games*,
//! ch. 12). A [`Genus`] keeps the shortest prefix after which the sequence
//! repeats its last two values.

use std::fmt;

/// A genus `g^{γ₀γ₁…}`: the normal-play value and the sequence of misère
/// values, stored as its shortest prefix (at least two values) after which
/// the last two repeat.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Genus {
    g: u32,
    gammas: Vec<u32>,
}

impl Genus {
    /// The genus of a game with no options: `0^{120}` (γ = 1, 2, 0, 2, 0, …).
    pub(crate) fn zero() -> Genus {
        Genus {
            g: 0,
            gammas: vec![1, 2, 0],
        }
    }

    /// The genus of a game whose options have these genera (at least one).
    pub(crate) fn of_options(options: &[&Genus]) -> Genus {
        debug_assert!(!options.is_empty());
        let g = mex(options.iter().map(|o| o.g));
        // Past `settled` every option's sequence has period 2, so the
        // sequence is then a function of its last value and the parity:
        // once that state repeats two apart, it repeats forever.
        let settled = options.iter().map(|o| o.gammas.len()).max().unwrap_or(0);
        let mut gammas = vec![mex(options.iter().map(|o| o.gamma(0)))];
        let mut i = 1;
        loop {
            let prev = gammas[i - 1];
            let next = mex([prev, prev ^ 1]
                .iter()
                .copied()
                .chain(options.iter().map(|o| o.gamma(i))));
            gammas.push(next);
            if i >= settled + 2 && gammas[i] == gammas[i - 2] && gammas[i - 1] == gammas[i - 3] {
                break;
            }
            i += 1;
        }
        Genus::shortest(g, gammas)
    }

    /// Trims a sequence that has period 2 at its end to its shortest
    /// prefix (at least two values).
    fn shortest(g: u32, mut gammas: Vec<u32>) -> Genus {
        let mut m = gammas.len();
        while m > 2 && gammas[m - 1] == gammas[m - 3] {
            m -= 1;
        }
        gammas.truncate(m.max(2));
        Genus { g, gammas }
    }

    /// The normal-play Grundy value g = G⁺(G).
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use grundy_core::misere::canonical::Arena;
    /// let mut arena = Arena::new();
    /// let three = arena.nim_heap(3);
    /// assert_eq!(arena.genus(three).g(), 3);
    /// ```
    pub fn g(&self) -> u32 {
        self.g
    }

    /// γₙ, the misère Grundy value of the game plus n copies of `*2`.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use grundy_core::misere::canonical::Arena;
    /// let arena = Arena::new();
    /// let zero = arena.genus(arena.zero());
    /// let gammas: Vec<u32> = (0..6).map(|n| zero.gamma(n)).collect();
    /// assert_eq!(gammas, vec![1, 2, 0, 2, 0, 2]);
    /// ```
    pub fn gamma(&self, n: usize) -> u32 {
        let len = self.gammas.len();
        if n < len {
            self.gammas[n]
        } else {
            self.gammas[len - 2 + (n - len) % 2]
        }
    }

    /// The shortest prefix of γ₀, γ₁, … after which its last two values
    /// repeat.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use grundy_core::misere::canonical::Arena;
    /// let mut arena = Arena::new();
    /// let two = arena.nim_heap(2);
    /// assert_eq!(arena.genus(two).prefix(), &[2, 0]);
    /// ```
    pub fn prefix(&self) -> &[u32] {
        &self.gammas
    }

    /// Whether this is a tame genus: that of a nim heap (`0^{120}`,
    /// `1^{031}`, `n^{n,n⊕2}`) or of `*2 + *2` or `*2 + *3` (`0^{02}`,
    /// `1^{13}`); Conway writes them `0^1`, `1^0`, `n^n`, `0^0`, `1^1`.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use grundy_core::misere::canonical::Arena;
    /// let mut arena = Arena::new();
    /// let g = arena.parse("*[[2],0]").unwrap(); // restive, 1^{20}
    /// assert!(!arena.genus(g).is_tame());
    /// let two = arena.nim_heap(2);
    /// assert!(arena.genus(two).is_tame());
    /// ```
    pub fn is_tame(&self) -> bool {
        let (g, g0) = (self.g, self.gamma(0));
        // γ₀ = g, or {g, γ₀} = {0, 1}; then γₙ = g ⊕ 2 for odd n, g for even.
        (g0 == g || (g < 2 && g0 == 1 - g))
            && (1..self.gammas.len() + 2).all(|n| self.gamma(n) == g ^ (2 * (n as u32 & 1)))
    }
}

fn mex(values: impl Iterator<Item = u32>) -> u32 {
    let mut seen: Vec<bool> = Vec::new();
    for v in values {
        let v = v as usize;
        if v >= seen.len() {
            seen.resize(v + 1, false);
        }
        seen[v] = true;
    }
    seen.iter().position(|&s| !s).unwrap_or(seen.len()) as u32
}

/// Conway's notation with every value of the prefix: `g^γ₀γ₁…`, the
/// values separated by commas when one of them has two digits
/// (`0^120`, `2^20`, `2^1420`).
impl fmt::Display for Genus {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let sep = if self.gammas.iter().any(|&v| v >= 10) {
            ","
        } else {
            ""
        };
        let gammas: Vec<String> = self.gammas.iter().map(|v| v.to_string()).collect();
        write!(f, "{}^{}", self.g, gammas.join(sep))
    }
}
