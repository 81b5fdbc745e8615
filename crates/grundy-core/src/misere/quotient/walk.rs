//! The one walk over words that the quotient engine makes in four places
//! (normal forms, the P-portion of a trial, the least word of each element,
//! the search for a failure): words over letters `0..k` in increasing
//! order (the order of [`Word`](super::Word)), depth first, the last letter
//! outermost, each extension of a word computed from the word's state.
//!
//! Pruning an extension (`Step::Prune`) stops adding that letter and skips
//! every word that adds only lower letters to it: sound whenever those words
//! are known to add nothing new (their elements, or their states, are
//! covered by smaller words already walked).

/// What to do with the word one letter longer.
pub(crate) enum Step<S> {
    /// Walk it, with this state.
    Next(S),
    /// Skip it, and every word that adds only lower letters to it.
    Prune,
    /// End the whole walk.
    Stop,
}

/// What a walk does at each word.
pub(crate) trait Walker {
    /// What the walk carries for each word.
    type State: Clone;

    /// Sees a word walked (every exponent non-negative); `false` ends the
    /// walk.
    fn visit(&mut self, exponents: &[i64], state: &Self::State) -> bool;

    /// The state of the word times `letter` (in `exponents`, the entries
    /// from `letter` up are the new word's; lower entries are stale).
    fn extend(
        &mut self,
        letter: usize,
        exponents: &[i64],
        state: &Self::State,
    ) -> Step<Self::State>;
}

/// Walks the words over `k` letters from the empty word (state `root`) in
/// increasing order; returns `false` if the walker ended it early.
///
/// Iterative: its stack is one state per letter.
pub(crate) fn walk<W: Walker>(k: usize, root: W::State, walker: &mut W) -> bool {
    let mut exponents = vec![0i64; k];
    // states[d]: the state of the word made of the letters from d up.
    let mut states: Vec<W::State> = vec![root; k.max(1)];
    let mut depth: isize = -1;
    loop {
        if depth < 0 {
            if !walker.visit(&exponents, &states[0]) {
                return false;
            }
            depth = 0;
        }
        let d = depth as usize;
        if d >= k {
            return true;
        }
        exponents[d] += 1;
        if exponents[d] > 0 {
            match walker.extend(d, &exponents, &states[d]) {
                Step::Next(s) => states[d] = s,
                Step::Prune => {
                    // Next time letter d starts again from no copies.
                    exponents[d] = -1;
                    depth += 1;
                    continue;
                }
                Step::Stop => return false,
            }
        }
        depth -= 1;
        if depth >= 0 {
            let (low, high) = states.split_at_mut(d);
            low[d - 1] = high[0].clone();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::misere::quotient::Word;

    /// Each letter at most `most` times; records the words; stops after
    /// `stop` words.
    struct Bounded {
        most: i64,
        stop: usize,
        seen: Vec<Word>,
    }

    impl Walker for Bounded {
        type State = ();
        fn visit(&mut self, e: &[i64], _: &()) -> bool {
            let w: Vec<u32> = e.iter().map(|&x| x as u32).collect();
            self.seen.push(Word::from_exponents(&w));
            self.seen.len() < self.stop
        }
        fn extend(&mut self, d: usize, e: &[i64], _: &()) -> Step<()> {
            if e[d] <= self.most {
                Step::Next(())
            } else {
                Step::Prune
            }
        }
    }

    #[test]
    fn walks_every_bounded_word_in_increasing_order() {
        let mut w = Bounded {
            most: 2,
            stop: usize::MAX,
            seen: Vec::new(),
        };
        assert!(walk(3, (), &mut w));
        assert_eq!(w.seen.len(), 27);
        assert!(w.seen.windows(2).all(|p| p[0] < p[1]));
    }

    #[test]
    fn no_letters_visits_the_empty_word_once() {
        let mut w = Bounded {
            most: 2,
            stop: usize::MAX,
            seen: Vec::new(),
        };
        assert!(walk(0, (), &mut w));
        assert_eq!(w.seen, vec![Word::empty()]);
    }

    #[test]
    fn a_visit_can_end_the_walk() {
        let mut w = Bounded {
            most: 2,
            stop: 5,
            seen: Vec::new(),
        };
        assert!(!walk(3, (), &mut w));
        assert_eq!(w.seen.len(), 5);
    }
}
