//! A generic memoized Grundy engine for any finite acyclic impartial game.
//!
//! A game says what its positions are, what moves they have and under which
//! key equal positions are filed ([`Impartial`] and [`Canonical`], from
//! [`crate::game`]); the [`Engine`] computes
//!
//! ```text
//! g(p) = mex { g(q) : p → q },    g(terminal) = mex{} = 0
//! ```
//!
//! once per key, remembering every value it has found, so
//! later queries reuse earlier work. The successors are explored with an
//! explicit stack, never by recursion: a chain of a million moves needs a
//! million stack frames on the heap, not on the thread's call stack.
//!
//! The game must be finite and acyclic (every sequence of moves ends); a
//! cycle is found and reported. The subtraction game is such a game where
//! it lives ([`MoveSet`](crate::sg::subtraction::MoveSet): a position is a
//! pile), and so is two-pile Nim
//! ([`TwoPileNim`](crate::games::two_pile_nim::TwoPileNim), whose key is the
//! sorted pair, so that `(a, b)` and `(b, a)` are one entry).

use super::Grundy;
use crate::game::{Canonical, Impartial};
use crate::sg::mex::MexScratch;
use std::collections::HashMap;

/// A memoizing Grundy-value calculator for one game.
///
/// The cache lives as long as the engine, across all calls to
/// [`Engine::grundy`].
#[derive(Clone)]
pub struct Engine<G: Impartial + Canonical> {
    memo: Memo<G>,
    scratch: MexScratch,
}

/// The memoized walk under [`Engine`] and the remoteness counts'
/// [`CountEngine`](crate::sg::remoteness::CountEngine): each position's
/// value a fold of its options' values (the mex; a remoteness count), found
/// once per key by an iterative depth-first walk and cached.
#[derive(Clone)]
pub(crate) struct Memo<G: Impartial + Canonical> {
    pub(crate) game: G,
    /// Key -> its value; `None` while it is being expanded (only inside
    /// [`Memo::value`]).
    values: HashMap<G::Key, Option<u64>>,
}

/// One position being expanded (by its key): its successors, and the values
/// of the first `found.len()` of them.
struct Frame<K, P> {
    key: K,
    next: Vec<P>,
    found: Vec<u64>,
}

impl<G: Impartial + Canonical> Engine<G> {
    /// An engine for `game` with an empty cache.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use grundy_core::{games::two_pile_nim::TwoPileNim, sg::engine::Engine};
    /// let engine = Engine::new(TwoPileNim);
    /// assert_eq!(engine.cache_len(), 0);
    /// ```
    pub fn new(game: G) -> Self {
        Engine {
            memo: Memo::new(game),
            scratch: MexScratch::new(),
        }
    }

    /// The game this engine evaluates.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use grundy_core::{games::two_pile_nim::TwoPileNim, sg::engine::Engine};
    /// let engine = Engine::new(TwoPileNim);
    /// assert_eq!(engine.game(), &TwoPileNim);
    /// ```
    pub fn game(&self) -> &G {
        &self.memo.game
    }

    /// How many keys have a cached value.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use grundy_core::{games::two_pile_nim::TwoPileNim, sg::engine::Engine};
    /// let mut engine = Engine::new(TwoPileNim);
    /// engine.grundy(&(1, 0));
    /// assert_eq!(engine.cache_len(), 2); // (0, 1) and (0, 0)
    /// ```
    pub fn cache_len(&self) -> usize {
        self.memo.len()
    }

    /// The Grundy value of `start`: the mex of the values of its
    /// successors, each found the same way, all cached by key.
    ///
    /// Iterative: a depth-first walk with an explicit stack of frames, each
    /// holding a position and its successors. A frame collects its
    /// successors' values in order; when the next successor has no value
    /// yet, that successor's frame is pushed on top. A frame with every value
    /// collected is finished: its mex is cached and it is popped.
    ///
    /// # Complexity
    /// O(P + M) keys, hash operations and move listings for the
    /// P keys reachable from `start` and not yet cached and their M
    /// moves; O(1) expected when `start` is cached. Memory O(P + M) in the
    /// worst case, for the frames on the stack.
    ///
    /// # Panics
    /// If the game is not acyclic and the walk finds a cycle (a successor that
    /// is still being expanded). The positions being expanded are dropped
    /// from the cache first, so the engine stays usable for other positions.
    ///
    /// # Example
    /// ```
    /// use grundy_core::sg::engine::Engine;
    /// use grundy_core::sg::subtraction::MoveSet;
    /// let mut engine = Engine::new(MoveSet::new(&[1, 3, 4]).unwrap());
    /// // S = {1, 3, 4} has period 7: 0, 1, 0, 1, 2, 3, 2.
    /// assert_eq!(engine.grundy(&11), 2);
    /// assert_eq!(engine.grundy(&14), 0);
    /// ```
    pub fn grundy(&mut self, start: &G::Position) -> Grundy {
        let scratch = &mut self.scratch;
        self.memo.value(start, |found| scratch.mex(found))
    }
}

impl<G: Impartial + Canonical> Memo<G> {
    pub(crate) fn new(game: G) -> Self {
        Memo {
            game,
            values: HashMap::new(),
        }
    }

    pub(crate) fn len(&self) -> usize {
        self.values.len()
    }

    /// The value of `start`: `fold` of its options' values, each found the
    /// same way (see [`Engine::grundy`] for the walk and its panic).
    pub(crate) fn value(
        &mut self,
        start: &G::Position,
        mut fold: impl FnMut(&[u64]) -> u64,
    ) -> u64 {
        if let Some(&Some(g)) = self.values.get(&self.game.key(start)) {
            return g;
        }
        let mut stack = vec![self.open(start)];
        let mut answer = 0;
        while let Some(top) = stack.last_mut() {
            if let Some(child) = top.next.get(top.found.len()) {
                match self.values.get(&self.game.key(child)) {
                    Some(&Some(g)) => top.found.push(g),
                    Some(None) => {
                        for frame in &stack {
                            self.values.remove(&frame.key);
                        }
                        panic!("the game is not acyclic: a position can be reached from itself")
                    }
                    None => {
                        let child = child.clone();
                        let frame = self.open(&child);
                        stack.push(frame);
                    }
                }
                continue;
            }
            let frame = stack.pop().expect("the loop saw a top frame");
            answer = fold(&frame.found);
            self.values.insert(frame.key, Some(answer));
        }
        // The last frame popped is the start's.
        answer
    }

    /// A frame for `position`, marked in the cache as being expanded.
    fn open(&mut self, position: &G::Position) -> Frame<G::Key, G::Position> {
        let next = self.game.moves(position);
        let key = self.game.key(position);
        self.values.insert(key.clone(), None);
        Frame {
            found: Vec::with_capacity(next.len()),
            key,
            next,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::{Game, Side};
    use crate::games::two_pile_nim::TwoPileNim;
    use crate::oracle::mover_wins;
    use crate::sg::subtraction::{grundy_table, MoveSet};
    use itertools::iproduct;
    use rstest::rstest;

    #[test]
    fn two_pile_nim_is_the_xor() {
        let mut engine = Engine::new(TwoPileNim);
        for (a, b) in iproduct!(0..=60u64, 0..=60u64) {
            assert_eq!(engine.grundy(&(a, b)), a ^ b, "({}, {})", a, b);
        }
        // Every sorted pair (x, y) with x <= y <= 60, once.
        assert_eq!(engine.cache_len(), 61 * 62 / 2);
    }

    #[test]
    fn symmetric_pairs_share_one_entry() {
        let mut engine = Engine::new(TwoPileNim);
        assert_eq!(engine.grundy(&(3, 5)), 6);
        let after_first = engine.cache_len();
        assert_eq!(engine.grundy(&(5, 3)), 6);
        assert_eq!(engine.cache_len(), after_first);
        // Positions (x, y) with x <= 3, x <= y, y <= 5, reached from (3, 5).
        assert_eq!(after_first, 4 * 6 - (1 + 2 + 3));
    }

    /// The subtraction game through the engine gives the table's values
    /// (which the table's tests hold to the definition and the oracle),
    /// each pile cached once.
    #[rstest]
    #[case(&[1, 3, 4], 200)]
    #[case(&[2, 3, 7], 200)]
    #[case(&[1, 2], 50)]
    #[case(&[5], 30)]
    #[case(&[3, 7, 8, 20], 300)]
    fn subtraction_matches_the_table(#[case] set: &[u64], #[case] n: usize) {
        let moves = MoveSet::new(set).unwrap();
        let want: Vec<u64> = grundy_table(&moves, n).values().collect();
        let mut engine = Engine::new(moves);
        // Ask from the top first, then every pile below, each cached once.
        assert_eq!(engine.grundy(&(n as u64)), want[n]);
        for (x, &g) in want.iter().enumerate() {
            assert_eq!(engine.grundy(&(x as u64)), g, "S = {:?}, n = {}", set, x);
        }
        assert_eq!(engine.cache_len(), n + 1);
    }

    /// g == 0 exactly when the brute-force search says the mover loses.
    #[test]
    fn zero_exactly_when_the_mover_loses() {
        let mut nim = Engine::new(TwoPileNim);
        for (a, b) in iproduct!(0..8u64, 0..8u64) {
            let wins = mover_wins((a, b), |p| TwoPileNim.moves(p));
            assert_eq!(nim.grundy(&(a, b)) != 0, wins, "({}, {})", a, b);
        }
    }

    /// A chain a million moves deep: recursion would overflow the stack.
    #[test]
    fn deep_chain_does_not_overflow() {
        let mut engine = Engine::new(MoveSet::new(&[1, 3, 4]).unwrap());
        let n = 1_000_000u64;
        let period = [0, 1, 0, 1, 2, 3, 2];
        assert_eq!(engine.grundy(&n), period[(n % 7) as usize]);
        assert_eq!(engine.cache_len(), 1_000_001);
    }

    /// A game that is not acyclic: from 1 you may move to 2 and back; 3 and
    /// 0 are an ordinary pair beside the loop.
    struct Loopy;

    impl Game for Loopy {
        type Position = u8;
        fn options(&self, p: &u8, _: Side, out: &mut Vec<u8>) {
            out.extend_from_slice(match p {
                1 => &[2],
                2 => &[1, 0],
                3 => &[0],
                _ => &[],
            });
        }
    }

    impl Impartial for Loopy {}

    impl Canonical for Loopy {
        type Key = u8;
        fn key(&self, p: &u8) -> u8 {
            *p
        }
    }

    #[test]
    #[should_panic(expected = "not acyclic")]
    fn a_cycle_is_reported() {
        Engine::new(Loopy).grundy(&1);
    }

    /// The panic leaves no half-expanded position in the cache: the engine
    /// answers other positions afterwards, and holds only finished values.
    #[test]
    fn the_engine_is_usable_after_a_cycle() {
        let mut engine = Engine::new(Loopy);
        let caught = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| engine.grundy(&1)));
        assert!(caught.is_err());
        assert_eq!(
            engine.cache_len(),
            0,
            "positions 1 and 2 were never finished"
        );
        assert_eq!(engine.grundy(&3), 1);
        assert_eq!(engine.cache_len(), 2);
    }
}
