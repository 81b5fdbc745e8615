//! Short games in canonical form, each held once: the arena every other
//! partizan module works in.
//!
//! A short game is `G = {G^L | G^R}` with finitely many options, each a
//! short game. Among all games equal to G there is one with no dominated
//! and no reversible options, its **canonical form**, unique up to the
//! naming of its options (Conway, ONAG ch. 10). The [`Arena`] keeps only
//! canonical forms, and keeps each one once: a node is filed under its
//! sorted Left and Right option ids, and since the options are themselves
//! filed once, two equal games get the same [`GameId`] (hash-consing).
//! So `G = H` is `id(G) == id(H)`, and a value is compared, added or printed
//! once however often it occurs.
//!
//! Every way into the arena keeps that invariant: [`Arena::number`],
//! [`Arena::nimber`] and [`Arena::up_multiple`] build forms known to be
//! canonical, [`Arena::neg`] mirrors one, and every other game goes
//! through [`Arena::canonical`] (in [`super::canonical`]), which removes
//! dominated options and bypasses reversible ones first.
//!
//! The comparisons, sums and canonicalisation recurse on the *birthday* of
//! the games involved (the height of their game trees), which the callers
//! bound: never on an input's length.

use std::collections::HashMap;

use super::number::Dyadic;

/// A canonical game in an [`Arena`]: two ids of one arena are equal exactly
/// when the games are equal.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct GameId(u32);

impl GameId {
    /// The id's position in its arena, `0..arena.len()`.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use grundy_core::partizan::arena::Arena;
    /// let arena = Arena::new();
    /// assert_eq!(arena.zero().index(), 0);
    /// ```
    pub fn index(self) -> usize {
        self.0 as usize
    }
}

/// One canonical game: its options (sorted ids) and, if it is a number,
/// which.
#[derive(Debug, Clone)]
pub(crate) struct Node {
    pub(crate) left: Box<[GameId]>,
    pub(crate) right: Box<[GameId]>,
    pub(crate) number: Option<Dyadic>,
}

/// The key a canonical game is filed under: its sorted Left and Right
/// option ids.
type OptionsKey = (Box<[GameId]>, Box<[GameId]>);

/// The store of canonical games, with the memos of the operations on them.
#[derive(Debug, Clone, Default)]
pub struct Arena {
    pub(crate) nodes: Vec<Node>,
    index: HashMap<OptionsKey, GameId>,
    numbers: HashMap<Dyadic, GameId>,
    nimbers: Vec<GameId>,
    ups: HashMap<i64, GameId>,
    pub(crate) neg_memo: HashMap<GameId, GameId>,
    pub(crate) le_memo: HashMap<(GameId, GameId), bool>,
    pub(crate) add_memo: HashMap<(GameId, GameId), GameId>,
    pub(crate) nim_memo: HashMap<GameId, Option<u32>>,
    pub(crate) stop_memo: HashMap<GameId, (Dyadic, Dyadic)>,
}

impl Arena {
    /// An arena holding 0 = `{|}` (id 0) and * = `{0|0}`.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use grundy_core::partizan::arena::Arena;
    /// let arena = Arena::new();
    /// assert!(arena.left(arena.zero()).is_empty());
    /// assert_eq!(arena.left(arena.star()), [arena.zero()]);
    /// ```
    pub fn new() -> Arena {
        let mut arena = Arena::default();
        let zero = arena.make(Vec::new(), Vec::new());
        arena.numbers.insert(Dyadic::ZERO, zero);
        arena.nimbers.push(zero);
        let star = arena.make(vec![zero], vec![zero]);
        arena.nimbers.push(star);
        arena
    }

    /// How many distinct games the arena holds.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use grundy_core::partizan::arena::Arena;
    /// assert_eq!(Arena::new().len(), 2);
    /// ```
    pub fn len(&self) -> usize {
        self.nodes.len()
    }

    /// Whether the arena is empty (never: it always holds 0 and *).
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use grundy_core::partizan::arena::Arena;
    /// assert!(!Arena::new().is_empty());
    /// ```
    pub fn is_empty(&self) -> bool {
        self.nodes.is_empty()
    }

    /// The game 0 = `{|}`.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use grundy_core::partizan::arena::Arena;
    /// let mut arena = Arena::new();
    /// assert_eq!(arena.zero(), arena.canonical(&[], &[]));
    /// ```
    pub fn zero(&self) -> GameId {
        GameId(0)
    }

    /// The game * = `{0|0}`.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use grundy_core::partizan::arena::Arena;
    /// let mut arena = Arena::new();
    /// assert_eq!(arena.star(), arena.nimber(1));
    /// ```
    pub fn star(&self) -> GameId {
        self.nimbers[1]
    }

    /// The Left options of a canonical game, sorted by id.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use grundy_core::partizan::arena::Arena;
    /// use grundy_core::partizan::number::Dyadic;
    /// let mut arena = Arena::new();
    /// let one = arena.number(Dyadic::ONE);
    /// assert_eq!(arena.left(one), [arena.zero()]);
    /// assert!(arena.right(one).is_empty());
    /// ```
    pub fn left(&self, g: GameId) -> &[GameId] {
        &self.nodes[g.index()].left
    }

    /// The Right options of a canonical game, sorted by id.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// See [`Arena::left`].
    pub fn right(&self, g: GameId) -> &[GameId] {
        &self.nodes[g.index()].right
    }

    /// The number `g` equals, if it is one.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use grundy_core::partizan::arena::Arena;
    /// use grundy_core::partizan::number::Dyadic;
    /// let mut arena = Arena::new();
    /// let half = Dyadic::new(1, 1).unwrap();
    /// let g = arena.number(half);
    /// assert_eq!(arena.as_number(g), Some(half));
    /// assert_eq!(arena.as_number(arena.star()), None);
    /// ```
    pub fn as_number(&self, g: GameId) -> Option<Dyadic> {
        self.nodes[g.index()].number
    }

    /// Files the canonical game with these options (canonical ids, no
    /// dominated or reversible one), or finds it filed already.
    ///
    /// A canonical game is a number exactly when it has at most one option
    /// a side, each a number, the Left one below the Right one: it is then
    /// the simplest number between them.
    pub(crate) fn make(&mut self, mut left: Vec<GameId>, mut right: Vec<GameId>) -> GameId {
        left.sort_unstable();
        left.dedup();
        right.sort_unstable();
        right.dedup();
        let key = (left.into_boxed_slice(), right.into_boxed_slice());
        if let Some(&g) = self.index.get(&key) {
            return g;
        }
        let number = self.number_of_options(&key.0, &key.1);
        let g = GameId(u32::try_from(self.nodes.len()).expect("fewer than 2^32 games"));
        self.nodes.push(Node {
            left: key.0.clone(),
            right: key.1.clone(),
            number,
        });
        self.index.insert(key, g);
        g
    }

    fn number_of_options(&self, left: &[GameId], right: &[GameId]) -> Option<Dyadic> {
        if left.len() > 1 || right.len() > 1 {
            return None;
        }
        let lo = match left.first() {
            Some(&l) => Some(self.as_number(l)?),
            None => None,
        };
        let hi = match right.first() {
            Some(&r) => Some(self.as_number(r)?),
            None => None,
        };
        super::simplicity::simplest_in(lo, hi).ok()
    }

    /// The canonical form of the number `x`: `n = {n−1 |}` for an integer
    /// n > 0, `−n = {| −n+1}`, and `p/2^k = {(p−1)/2^k | (p+1)/2^k}`.
    ///
    /// # Panics
    /// If an option of `x` leaves the [`Dyadic`] range (|x| near 2^63).
    ///
    /// # Complexity
    /// O(|⌊x⌋| + k) new games the first time, O(1) after.
    ///
    /// # Example
    /// ```
    /// use grundy_core::partizan::arena::Arena;
    /// use grundy_core::partizan::number::Dyadic;
    /// let mut arena = Arena::new();
    /// let half = arena.number(Dyadic::new(1, 1).unwrap());
    /// let one = arena.number(Dyadic::ONE);
    /// assert_eq!(arena.left(half), [arena.zero()]);
    /// assert_eq!(arena.right(half), [one]);
    /// ```
    pub fn number(&mut self, x: Dyadic) -> GameId {
        if let Some(&g) = self.numbers.get(&x) {
            return g;
        }
        let g = if x.is_integer() {
            // Build the integers from 0 towards x, each on the one before.
            let n = x.numerator();
            let step = n.signum();
            let mut k = n;
            while !self.numbers.contains_key(&Dyadic::from_int(k)) {
                k -= step;
            }
            let mut g = self.numbers[&Dyadic::from_int(k)];
            while k != n {
                k += step;
                g = if step > 0 {
                    self.make(vec![g], Vec::new())
                } else {
                    self.make(Vec::new(), vec![g])
                };
                self.numbers.insert(Dyadic::from_int(k), g);
            }
            g
        } else {
            let unit = Dyadic::new(1, x.exponent()).expect("a unit of x's exponent");
            let lo = x.checked_sub(unit).expect("x − 2^−k in range");
            let hi = x.checked_add(unit).expect("x + 2^−k in range");
            let (l, r) = (self.number(lo), self.number(hi));
            self.make(vec![l], vec![r])
        };
        self.numbers.insert(x, g);
        g
    }

    /// The nimber `*m = {0, *, …, *(m−1) | 0, *, …, *(m−1)}`.
    ///
    /// # Complexity
    /// O(m²) the first time, O(1) after.
    ///
    /// # Example
    /// ```
    /// use grundy_core::partizan::arena::Arena;
    /// let mut arena = Arena::new();
    /// let star2 = arena.nimber(2);
    /// assert_eq!(arena.left(star2), [arena.zero(), arena.star()]);
    /// assert_eq!(arena.nimber(0), arena.zero());
    /// ```
    pub fn nimber(&mut self, m: u32) -> GameId {
        while self.nimbers.len() <= m as usize {
            let opts = self.nimbers.clone();
            let g = self.make(opts.clone(), opts);
            self.nimbers.push(g);
        }
        self.nimbers[m as usize]
    }

    /// `n.^`, n copies of up `^ = {0|*}` added together (−n copies of down
    /// `v = {*|0}` for n < 0).
    ///
    /// # Complexity
    /// |n| sums the first time, O(1) after.
    ///
    /// # Example
    /// ```
    /// use grundy_core::partizan::arena::Arena;
    /// let mut arena = Arena::new();
    /// let up = arena.up_multiple(1);
    /// assert_eq!((arena.left(up), arena.right(up)), (&[arena.zero()][..], &[arena.star()][..]));
    /// let down = arena.up_multiple(-1);
    /// assert_eq!(arena.neg(up), down);
    /// ```
    pub fn up_multiple(&mut self, n: i64) -> GameId {
        if n == 0 {
            return self.zero();
        }
        if let Some(&g) = self.ups.get(&n) {
            return g;
        }
        let g = if n < 0 {
            let u = self.up_multiple(-n);
            self.neg(u)
        } else {
            let (zero, star) = (self.zero(), self.star());
            let up = self.make(vec![zero], vec![star]);
            let mut g = up;
            for k in 2..=n {
                g = match self.ups.get(&k) {
                    Some(&h) => h,
                    None => {
                        let h = self.add(g, up);
                        self.ups.insert(k, h);
                        h
                    }
                };
            }
            self.ups.insert(1, up);
            g
        };
        self.ups.insert(n, g);
        g
    }

    /// `−G = {−G^R | −G^L}`, canonical when G is.
    ///
    /// # Complexity
    /// O(size of G) the first time, O(1) after.
    ///
    /// # Example
    /// ```
    /// use grundy_core::partizan::arena::Arena;
    /// use grundy_core::partizan::number::Dyadic;
    /// let mut arena = Arena::new();
    /// let half = arena.number(Dyadic::new(1, 1).unwrap());
    /// let minus_half = arena.number(Dyadic::new(-1, 1).unwrap());
    /// assert_eq!(arena.neg(half), minus_half);
    /// assert_eq!(arena.neg(arena.star()), arena.star());
    /// ```
    pub fn neg(&mut self, g: GameId) -> GameId {
        if let Some(&h) = self.neg_memo.get(&g) {
            return h;
        }
        let h = match self.as_number(g) {
            Some(x) => self.number(x.checked_neg().expect("−x in range")),
            None => {
                let node = self.nodes[g.index()].clone();
                let left = node.right.iter().map(|&r| self.neg(r)).collect();
                let right = node.left.iter().map(|&l| self.neg(l)).collect();
                self.make(left, right)
            }
        };
        self.neg_memo.insert(g, h);
        self.neg_memo.insert(h, g);
        h
    }
}
