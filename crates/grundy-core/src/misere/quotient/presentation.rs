//! The presentation of a bipartite monoid as MisereSolver prints it.
//!
//! Each element's normal form is its least [`Word`] in the generators; the
//! relations are `w = normal form of w` for the minimal words `w` that are
//! not normal forms (every word that is not a normal form is a multiple of
//! one of them), listed in increasing order; the P-portion is listed by
//! normal forms in increasing order:
//!
//! ```text
//! Q = <a,b,c | a2=1,b3=b,bc=ab,c2=b2>; P = {a,b2}
//! ```
//!
//! MisereSolver names a quotient *tame* (and prints `(Q,P) = T` followed by
//! ⌊log₂ order⌋ instead of the presentation) when its order is 1 or 2, or
//! its P-portion has two elements and its order is 2 more than a power of
//! two: the shapes of the quotients of misère Nim
//! ([`BipartiteMonoid::tame_name`]).

use super::monoid::BipartiteMonoid;
use super::word::{letter_name, Word};
use std::fmt;

impl BipartiteMonoid {
    /// The relations of the presentation, `(w, normal form of w)` for each
    /// minimal word `w` that is not a normal form, in increasing order of
    /// `w`.
    ///
    /// # Complexity
    /// O(order · g · r) for g generators and r relations.
    ///
    /// # Example
    /// ```
    /// use grundy_core::misere::quotient::BipartiteMonoid;
    /// let t1 = BipartiteMonoid::from_actions(&[vec![1, 0]], &[false, true]).unwrap();
    /// let rel = t1.relations();
    /// assert_eq!((rel[0].0.to_string(), rel[0].1.to_string()), ("a2".to_string(), "1".to_string()));
    /// ```
    pub fn relations(&self) -> Vec<(Word, Word)> {
        let mut minimal: Vec<Word> = Vec::new();
        for x in 0..self.order() {
            for g in 0..self.generators() {
                let y = self.product(x, self.generator(g));
                let w = self.word(x).times(g);
                if w == *self.word(y) || minimal.iter().any(|m| w.is_multiple_of(m)) {
                    continue;
                }
                minimal.retain(|m| !m.is_multiple_of(&w));
                minimal.push(w);
            }
        }
        minimal.sort();
        minimal
            .into_iter()
            .map(|w| {
                let rhs = self.word(self.element(&w)).clone();
                (w, rhs)
            })
            .collect()
    }

    /// The normal forms of the P-portion, in increasing order.
    ///
    /// # Complexity
    /// O(order log order).
    ///
    /// # Example
    /// ```
    /// use grundy_core::misere::quotient::BipartiteMonoid;
    /// let t1 = BipartiteMonoid::from_actions(&[vec![1, 0]], &[false, true]).unwrap();
    /// assert_eq!(t1.p_words()[0].to_string(), "a");
    /// ```
    pub fn p_words(&self) -> Vec<Word> {
        let mut out: Vec<Word> = (0..self.order())
            .filter(|&x| self.is_p(x))
            .map(|x| self.word(x).clone())
            .collect();
        out.sort();
        out
    }

    /// The presentation in MisereSolver's form,
    /// `Q = <a,b | relations>; P = {normal forms}`, whether or not the
    /// quotient is tame.
    ///
    /// # Complexity
    /// As [`BipartiteMonoid::relations`].
    ///
    /// # Example
    /// See [`BipartiteMonoid::from_actions`].
    pub fn presentation(&self) -> String {
        let gens: Vec<String> = (0..self.generators())
            .map(|g| letter_name(g).to_string())
            .collect();
        let rels: Vec<String> = self
            .relations()
            .iter()
            .map(|(l, r)| format!("{}={}", l, r))
            .collect();
        let p: Vec<String> = self.p_words().iter().map(|w| w.to_string()).collect();
        format!(
            "Q = <{} | {}>; P = {{{}}}",
            gens.join(","),
            rels.join(","),
            p.join(",")
        )
    }

    /// MisereSolver's name for a tame-looking quotient, `T` followed by
    /// ⌊log₂ order⌋, when the order is 1 or 2, or the P-portion has two
    /// elements and the order is 2 more than a power of two; `None`
    /// otherwise. (MisereSolver's rule looks at the two sizes only: the
    /// quotients of misère Nim have these shapes.)
    ///
    /// # Complexity
    /// O(order).
    ///
    /// # Example
    /// ```
    /// use grundy_core::misere::quotient::BipartiteMonoid;
    /// let t1 = BipartiteMonoid::from_actions(&[vec![1, 0]], &[false, true]).unwrap();
    /// assert_eq!(t1.tame_name().as_deref(), Some("T1"));
    /// ```
    pub fn tame_name(&self) -> Option<String> {
        let n = self.order();
        let tame = n <= 2 || (self.p_portion_size() == 2 && (n - 2).is_power_of_two());
        if tame {
            let log2 = usize::BITS - 1 - n.leading_zeros();
            Some(format!("T{}", log2))
        } else {
            None
        }
    }
}

/// The line MisereSolver prints for a quotient: `(Q,P) = T2` for a tame
/// one, the [presentation](BipartiteMonoid::presentation) otherwise.
impl fmt::Display for BipartiteMonoid {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.tame_name() {
            Some(name) => write!(f, "(Q,P) = {}", name),
            None => write!(f, "{}", self.presentation()),
        }
    }
}
