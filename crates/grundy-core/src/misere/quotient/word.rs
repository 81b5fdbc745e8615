//! Words of a commutative monoid: an exponent for each letter.
//!
//! In a commutative monoid a product of generators is known by how often
//! each generator occurs, so a word is a vector of exponents: `a2c` is
//! `[2, 0, 1]`. Words are ordered as MisereSolver orders them: first by the
//! highest letter that occurs, then by the exponents from the highest letter
//! down (the lexicographic order that makes the last letter the most
//! significant). That order is compatible with the product (`u < v` implies
//! `u·w < v·w`), so every element has a least word, its *normal form*.
//!
//! The same order sorts sums of heaps when the letters are heap sizes: a
//! sum is smaller when its largest heap is smaller, and the options of a sum
//! are always smaller than the sum.

use std::cmp::Ordering;
use std::fmt;

/// A word of a commutative monoid: the exponent of each letter, letter 0
/// (`a`) first, with no trailing zeros.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Word {
    exponents: Vec<u32>,
}

impl Word {
    /// The empty word (the identity, printed `1`).
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use grundy_core::misere::quotient::Word;
    /// assert_eq!(Word::empty().to_string(), "1");
    /// ```
    pub fn empty() -> Word {
        Word::default()
    }

    /// The word with these exponents (letter 0 first); trailing zeros are
    /// dropped.
    ///
    /// # Complexity
    /// O(length).
    ///
    /// # Example
    /// ```
    /// use grundy_core::misere::quotient::Word;
    /// assert_eq!(Word::from_exponents(&[2, 0, 1, 0]).to_string(), "a2c");
    /// ```
    pub fn from_exponents(exponents: &[u32]) -> Word {
        let len = exponents.iter().rposition(|&e| e != 0).map_or(0, |i| i + 1);
        Word {
            exponents: exponents[..len].to_vec(),
        }
    }

    /// The word of one letter.
    ///
    /// # Complexity
    /// O(letter).
    ///
    /// # Example
    /// ```
    /// use grundy_core::misere::quotient::Word;
    /// assert_eq!(Word::letter(3).to_string(), "d");
    /// ```
    pub fn letter(letter: usize) -> Word {
        let mut exponents = vec![0; letter + 1];
        exponents[letter] = 1;
        Word { exponents }
    }

    /// The exponent of `letter` (0 beyond the word's length).
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use grundy_core::misere::quotient::Word;
    /// let w = Word::from_exponents(&[2, 0, 1]);
    /// assert_eq!((w.exponent(0), w.exponent(1), w.exponent(7)), (2, 0, 0));
    /// ```
    pub fn exponent(&self, letter: usize) -> u32 {
        self.exponents.get(letter).copied().unwrap_or(0)
    }

    /// The exponents, letter 0 first, up to the last letter that occurs.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use grundy_core::misere::quotient::Word;
    /// assert_eq!(Word::from_exponents(&[0, 3]).exponents(), &[0, 3]);
    /// ```
    pub fn exponents(&self) -> &[u32] {
        &self.exponents
    }

    /// The word times one more `letter`.
    ///
    /// # Complexity
    /// O(length).
    ///
    /// # Example
    /// ```
    /// use grundy_core::misere::quotient::Word;
    /// assert_eq!(Word::letter(0).times(2).to_string(), "ac");
    /// ```
    pub fn times(&self, letter: usize) -> Word {
        let mut exponents = self.exponents.clone();
        if exponents.len() <= letter {
            exponents.resize(letter + 1, 0);
        }
        exponents[letter] += 1;
        Word { exponents }
    }

    /// Whether `other` divides this word (every exponent at most this
    /// word's).
    ///
    /// # Complexity
    /// O(length).
    ///
    /// # Example
    /// ```
    /// use grundy_core::misere::quotient::Word;
    /// let ab2 = Word::from_exponents(&[1, 2]);
    /// assert!(ab2.is_multiple_of(&Word::from_exponents(&[0, 2])));
    /// assert!(!ab2.is_multiple_of(&Word::from_exponents(&[2])));
    /// ```
    pub fn is_multiple_of(&self, other: &Word) -> bool {
        other.exponents.len() <= self.exponents.len()
            && other
                .exponents
                .iter()
                .zip(&self.exponents)
                .all(|(o, s)| o <= s)
    }

    /// The total number of letters (the degree).
    ///
    /// # Complexity
    /// O(length).
    ///
    /// # Example
    /// ```
    /// use grundy_core::misere::quotient::Word;
    /// assert_eq!(Word::from_exponents(&[2, 0, 1]).degree(), 3);
    /// ```
    pub fn degree(&self) -> u32 {
        self.exponents.iter().sum()
    }

    /// The letters with multiplicity, in increasing order: as heap sizes,
    /// the sum of heaps the word stands for.
    ///
    /// # Complexity
    /// O(length + degree).
    ///
    /// # Example
    /// ```
    /// use grundy_core::misere::quotient::Word;
    /// assert_eq!(Word::from_exponents(&[0, 2, 1]).letters(), vec![1, 1, 2]);
    /// ```
    pub fn letters(&self) -> Vec<usize> {
        let mut out = Vec::new();
        for (letter, &e) in self.exponents.iter().enumerate() {
            out.extend(std::iter::repeat(letter).take(e as usize));
        }
        out
    }
}

impl Ord for Word {
    fn cmp(&self, other: &Word) -> Ordering {
        self.exponents
            .len()
            .cmp(&other.exponents.len())
            .then_with(|| {
                self.exponents
                    .iter()
                    .rev()
                    .cmp(other.exponents.iter().rev())
            })
    }
}

impl PartialOrd for Word {
    fn partial_cmp(&self, other: &Word) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

/// The name of generator `g` as MisereSolver prints it: `a`–`z`, then
/// `A`–`Z`, then `?`.
pub(crate) fn letter_name(g: usize) -> char {
    match g {
        0..=25 => char::from(b'a' + g as u8),
        26..=51 => char::from(b'A' + (g - 26) as u8),
        _ => '?',
    }
}

/// MisereSolver's form: each letter that occurs, its exponent when above 1,
/// `1` for the empty word.
impl fmt::Display for Word {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.exponents.is_empty() {
            return write!(f, "1");
        }
        for (g, &e) in self.exponents.iter().enumerate() {
            if e > 0 {
                write!(f, "{}", letter_name(g))?;
            }
            if e > 1 {
                write!(f, "{}", e)?;
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn order_is_by_highest_letter_then_downwards() {
        let words: Vec<Word> = [
            &[][..],
            &[1],
            &[5],
            &[0, 1],
            &[3, 1],
            &[0, 2],
            &[0, 0, 1],
            &[1, 0, 1],
        ]
        .iter()
        .map(|e| Word::from_exponents(e))
        .collect();
        for (i, u) in words.iter().enumerate() {
            for (j, v) in words.iter().enumerate() {
                assert_eq!(u.cmp(v), i.cmp(&j), "{} vs {}", u, v);
            }
        }
    }

    #[test]
    fn order_is_compatible_with_products() {
        let all: Vec<Word> = (0..27u32)
            .map(|i| Word::from_exponents(&[i % 3, i / 3 % 3, i / 9]))
            .collect();
        for u in &all {
            for v in &all {
                for w in &all {
                    let uw = Word::from_exponents(
                        &(0..3)
                            .map(|g| u.exponent(g) + w.exponent(g))
                            .collect::<Vec<_>>(),
                    );
                    let vw = Word::from_exponents(
                        &(0..3)
                            .map(|g| v.exponent(g) + w.exponent(g))
                            .collect::<Vec<_>>(),
                    );
                    assert_eq!(u.cmp(v), uw.cmp(&vw));
                }
            }
        }
    }

    #[test]
    fn prints_as_miseresolver() {
        assert_eq!(Word::from_exponents(&[1, 2]).to_string(), "ab2");
        assert_eq!(Word::from_exponents(&[0, 0, 0, 12]).to_string(), "d12");
        assert_eq!(Word::letter(26).to_string(), "A");
        assert_eq!(Word::letter(60).to_string(), "?");
    }
}
