//! Sums and mates of misère canonical forms, and the misère outcome of a
//! sum without forming it.
//!
//! The sum G + H has the options G' + H and G + H' (a move in one
//! component); its canonical form is [`Arena::game`] of theirs. Misère sums
//! do not cancel: `*2 + *2` is `{*2, *3}`, not 0. The mate of G is `*`
//! for 0 and the game of its options' mates otherwise (Conway).

use super::arena::{Arena, MisereGame};
use std::collections::HashMap;

impl Arena {
    /// The misère sum `a + b`, canonical.
    ///
    /// # Panics
    /// If a game is not of this arena.
    ///
    /// # Complexity
    /// One [`Arena::game`] per pair of followers of `a` and `b` not summed
    /// before (sums are memoized); an explicit stack.
    ///
    /// # Example
    /// ```
    /// use grundy_core::misere::canonical::Arena;
    /// let mut arena = Arena::new();
    /// let two = arena.nim_heap(2);
    /// let three = arena.nim_heap(3);
    /// // *2 + *2 = {*2, *3} in misère play (not 0).
    /// let s = arena.sum(two, two);
    /// assert_eq!(arena.options(s), &[two, three]);
    /// ```
    pub fn sum(&mut self, a: MisereGame, b: MisereGame) -> MisereGame {
        let key = |a: MisereGame, b: MisereGame| if a <= b { (a, b) } else { (b, a) };
        let zero = self.zero();
        let mut stack = vec![(a, b)];
        while let Some(&(x, y)) = stack.last() {
            if x == zero || y == zero || self.sums.contains_key(&key(x, y)) {
                stack.pop();
                continue;
            }
            let parts: Vec<(MisereGame, MisereGame)> = self
                .options(x)
                .iter()
                .map(|&x1| (x1, y))
                .chain(self.options(y).iter().map(|&y1| (x, y1)))
                .collect();
            let missing: Vec<(MisereGame, MisereGame)> = parts
                .iter()
                .copied()
                .filter(|&(p, q)| p != zero && q != zero && !self.sums.contains_key(&key(p, q)))
                .collect();
            if !missing.is_empty() {
                stack.extend(missing);
                continue;
            }
            let options: Vec<MisereGame> = parts
                .iter()
                .map(|&(p, q)| match (p == zero, q == zero) {
                    (true, _) => q,
                    (_, true) => p,
                    _ => self.sums[&key(p, q)],
                })
                .collect();
            let s = self.game(&options);
            self.sums.insert(key(x, y), s);
            stack.pop();
        }
        match (a == zero, b == zero) {
            (true, _) => b,
            (_, true) => a,
            _ => self.sums[&key(a, b)],
        }
    }
    /// Whether `g` is *even*: born earlier than `g + *` (CGSuite's
    /// `IsEven`).
    ///
    /// # Panics
    /// If `g` is not of this arena.
    ///
    /// # Complexity
    /// As one [`Arena::sum`].
    ///
    /// # Example
    /// ```
    /// use grundy_core::misere::canonical::Arena;
    /// let mut arena = Arena::new();
    /// let (one, two) = (arena.nim_heap(1), arena.nim_heap(2));
    /// assert!(arena.is_even(two) && !arena.is_even(one));
    /// ```
    pub fn is_even(&mut self, g: MisereGame) -> bool {
        let one = self.nim_heap(1);
        let s = self.sum(g, one);
        self.birthday(g) < self.birthday(s)
    }
    /// The mate of `g`: `*` for 0, and the game of the options' mates
    /// otherwise.
    ///
    /// # Panics
    /// If `g` is not of this arena.
    ///
    /// # Complexity
    /// One [`Arena::game`] per follower of `g`; an explicit stack.
    ///
    /// # Example
    /// ```
    /// use grundy_core::misere::canonical::Arena;
    /// let mut arena = Arena::new();
    /// let g = arena.parse("*[[2],0]").unwrap();
    /// let mate = arena.mate(g);
    /// assert_eq!(mate, arena.parse("*[[2],1]").unwrap());
    /// ```
    pub fn mate(&mut self, g: MisereGame) -> MisereGame {
        let mut memo: HashMap<MisereGame, MisereGame> = HashMap::new();
        let zero = self.zero();
        let one = self.nim_heap(1);
        memo.insert(zero, one);
        let mut stack = vec![g];
        while let Some(&x) = stack.last() {
            if memo.contains_key(&x) {
                stack.pop();
                continue;
            }
            let missing: Vec<MisereGame> = self
                .options(x)
                .iter()
                .copied()
                .filter(|k| !memo.contains_key(k))
                .collect();
            if !missing.is_empty() {
                stack.extend(missing);
                continue;
            }
            let options: Vec<MisereGame> = self.options(x).iter().map(|k| memo[k]).collect();
            let mate = self.game(&options);
            memo.insert(x, mate);
            stack.pop();
        }
        memo[&g]
    }
    /// Whether the player to move wins the misère sum of these canonical
    /// games, by a search over the sums of their followers (without
    /// forming the sum's canonical form).
    ///
    /// # Panics
    /// If a game is not of this arena.
    ///
    /// # Complexity
    /// O(S·k·d) for S sums of followers reached, k components and d
    /// options each; memoized within the call; an explicit stack.
    ///
    /// # Example
    /// ```
    /// use grundy_core::misere::canonical::Arena;
    /// let mut arena = Arena::new();
    /// let one = arena.nim_heap(1);
    /// assert!(!arena.sum_mover_wins(&[one, one, one]));
    /// assert!(arena.sum_mover_wins(&[one, one]));
    /// ```
    pub fn sum_mover_wins(&self, games: &[MisereGame]) -> bool {
        let zero = self.zero();
        let normal = |mut v: Vec<MisereGame>| -> Vec<MisereGame> {
            v.retain(|&g| g != zero);
            v.sort_unstable();
            v
        };
        let moves = |p: &[MisereGame]| -> Vec<Vec<MisereGame>> {
            let mut out = Vec::new();
            for i in 0..p.len() {
                if i > 0 && p[i] == p[i - 1] {
                    continue;
                }
                for &o in self.options(p[i]) {
                    let mut q = p.to_vec();
                    q[i] = o;
                    out.push(normal(q));
                }
            }
            out
        };
        let start = normal(games.to_vec());
        let mut memo: HashMap<Vec<MisereGame>, bool> = HashMap::new();
        let first = moves(&start);
        let mut stack = vec![(start.clone(), first, 0usize)];
        while let Some(top) = stack.last_mut() {
            if top.1.is_empty() {
                // No move: in misère play the player to move wins.
                let (p, _, _) = stack.pop().expect("non-empty");
                memo.insert(p, true);
                continue;
            }
            match top.1.get(top.2).cloned() {
                None => {
                    let (p, _, _) = stack.pop().expect("non-empty");
                    memo.insert(p, false);
                }
                Some(child) => match memo.get(&child) {
                    Some(false) => {
                        let (p, _, _) = stack.pop().expect("non-empty");
                        memo.insert(p, true);
                    }
                    Some(true) => top.2 += 1,
                    None => {
                        let next = moves(&child);
                        stack.push((child, next, 0));
                    }
                },
            }
        }
        memo[&start]
    }
}
