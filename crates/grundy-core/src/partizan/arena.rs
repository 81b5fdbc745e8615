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
//! **Numbers are atoms.** A number is one entry holding its value, and its
//! options (`n = {n−1 |}`, `p/2^k = {(p−1)/2^k | (p+1)/2^k}`) are filed
//! only when asked for ([`Arena::left`], [`Arena::right`]), one level at a
//! time: the integer 10^18 is one entry, not a chain of 10^18. Nothing
//! needs more: two numbers are compared and added as numbers, a number is
//! compared with any other game by number avoidance (`x ≤ G` exactly when
//! no `G^R ≤ x`, Conway, ONAG ch. 9), and added to one by translation
//! (`G + x = {G^L + x | G^R + x}`).
//!
//! The comparisons, sums and canonicalisation recurse on the height of the
//! games involved (their birthday, numbers counting as leaves), which the
//! callers bound: never on an input's length.

use crate::hashing::WordMap;
use std::convert::TryFrom;

use super::number::Dyadic;
use crate::game::Side;

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

/// One canonical game: its options (sorted ids), if it is a number, which,
/// and its Left and Right stops. A number's options are not stored (they
/// are made on demand).
#[derive(Debug, Clone)]
pub(crate) struct Node {
    pub(crate) left: Box<[GameId]>,
    pub(crate) right: Box<[GameId]>,
    pub(crate) number: Option<Dyadic>,
    pub(crate) stops: (Dyadic, Dyadic),
}

/// The key a canonical game is filed under: its sorted Left and Right
/// option ids.
type OptionsKey = (Box<[GameId]>, Box<[GameId]>);

/// The store of canonical games, with the memos of the operations on them.
#[derive(Debug, Clone, Default)]
pub struct Arena {
    pub(crate) nodes: Vec<Node>,
    index: WordMap<OptionsKey, GameId>,
    numbers: WordMap<Dyadic, GameId>,
    nimbers: Vec<GameId>,
    /// The games [`Arena::nus`] built, by their parts and by id.
    pub(crate) nus_games: WordMap<super::nus::Nus, GameId>,
    pub(crate) nus_parts: WordMap<GameId, super::nus::Nus>,
    pub(crate) neg_memo: WordMap<GameId, GameId>,
    pub(crate) le_memo: WordMap<(GameId, GameId), bool>,
    pub(crate) add_memo: WordMap<(GameId, GameId), GameId>,
    pub(crate) nim_memo: WordMap<GameId, Option<u32>>,
    pub(crate) op_memo: WordMap<(Op, GameId, GameId), GameId>,
    pub(crate) birthday_memo: WordMap<GameId, u64>,
}

/// The operations whose results the arena memoizes in one table, keyed by
/// the operation and its two game arguments.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub(crate) enum Op {
    Cool,
    Heat,
    Overheat(GameId),
    Norton,
    Conway,
    Conjunctive,
    Selective,
    SelectiveSum,
    Reduced,
    NaiveAtomicWeight,
    Companion,
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
    /// let mut arena = Arena::new();
    /// assert!(arena.left(arena.zero()).is_empty());
    /// assert_eq!(arena.left(arena.star()), [arena.zero()]);
    /// ```
    pub fn new() -> Arena {
        let mut arena = Arena::default();
        let zero = arena.number(Dyadic::ZERO);
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

    /// The Left options of a canonical game, sorted by id (a number's one
    /// option is filed now if it was not).
    ///
    /// # Complexity
    /// O(options).
    ///
    /// # Example
    /// ```
    /// use grundy_core::partizan::arena::Arena;
    /// use grundy_core::partizan::number::Dyadic;
    /// let mut arena = Arena::new();
    /// let one = arena.number(Dyadic::ONE);
    /// assert_eq!(arena.left(one), [arena.zero()]);
    /// assert!(arena.right(one).is_empty());
    /// let big = arena.number(Dyadic::from_int(1_000_000_000_000_000_000));
    /// let below = arena.number(Dyadic::from_int(999_999_999_999_999_999));
    /// assert_eq!(arena.left(big), [below]);
    /// ```
    pub fn left(&mut self, g: GameId) -> Vec<GameId> {
        self.options(g, Side::Left)
    }

    /// The Right options of a canonical game, sorted by id.
    ///
    /// # Complexity
    /// O(options).
    ///
    /// # Example
    /// See [`Arena::left`].
    pub fn right(&mut self, g: GameId) -> Vec<GameId> {
        self.options(g, Side::Right)
    }

    /// The options of a canonical game for `side`: [`Arena::left`] or
    /// [`Arena::right`].
    ///
    /// # Complexity
    /// O(options).
    ///
    /// # Example
    /// ```
    /// use grundy_core::game::Side;
    /// use grundy_core::partizan::arena::Arena;
    /// use grundy_core::partizan::number::Dyadic;
    /// let mut arena = Arena::new();
    /// let half = arena.number(Dyadic::new(1, 1).unwrap());
    /// let one = arena.number(Dyadic::ONE);
    /// assert_eq!(arena.options(half, Side::Right), [one]);
    /// ```
    pub fn options(&mut self, g: GameId, side: Side) -> Vec<GameId> {
        match self.as_number(g) {
            Some(x) => number_option(x, side)
                .map(|y| self.number(y))
                .into_iter()
                .collect(),
            None => self.stored(g, side).to_vec(),
        }
    }

    /// The stored options of a game that is not a number (a number stores
    /// none: see [`Arena::options`]).
    pub(crate) fn stored(&self, g: GameId, side: Side) -> &[GameId] {
        let node = &self.nodes[g.index()];
        debug_assert!(node.number.is_none() || g.index() == 0);
        match side {
            Side::Left => &node.left,
            Side::Right => &node.right,
        }
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
    /// the simplest number between them, and its atom is returned.
    pub(crate) fn make(&mut self, mut left: Vec<GameId>, mut right: Vec<GameId>) -> GameId {
        left.sort_unstable();
        left.dedup();
        right.sort_unstable();
        right.dedup();
        if let Some(x) = self.number_of_options(&left, &right) {
            return self.number(x);
        }
        let key = (left.into_boxed_slice(), right.into_boxed_slice());
        if let Some(&g) = self.index.get(&key) {
            return g;
        }
        // A canonical game with an empty side is an integer: both sides
        // are non-empty here. Its options are in the arena, stops and all.
        let stops = (
            key.0.iter().map(|&l| self.nodes[l.index()].stops.1).max(),
            key.1.iter().map(|&r| self.nodes[r.index()].stops.0).min(),
        );
        let g = self.push(Node {
            left: key.0.clone(),
            right: key.1.clone(),
            number: None,
            stops: (
                stops.0.expect("a non-number has Left options"),
                stops.1.expect("a non-number has Right options"),
            ),
        });
        self.index.insert(key, g);
        g
    }

    fn push(&mut self, node: Node) -> GameId {
        let g = GameId(u32::try_from(self.nodes.len()).expect("fewer than 2^32 games"));
        self.nodes.push(node);
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

    /// The number `x`, one entry of the arena whatever its size. Its
    /// canonical form is `n = {n−1 |}` for an integer n > 0, `−n = {| −n+1}`,
    /// and `p/2^k = {(p−1)/2^k | (p+1)/2^k}`; those options are filed only
    /// when [`Arena::left`] or [`Arena::right`] asks for them.
    ///
    /// # Complexity
    /// O(1) (one hash look-up).
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
    /// let before = arena.len();
    /// arena.number(Dyadic::from_int(1_000_000_000_000_000_000));
    /// assert_eq!(arena.len(), before + 1);
    /// ```
    pub fn number(&mut self, x: Dyadic) -> GameId {
        if let Some(&g) = self.numbers.get(&x) {
            return g;
        }
        let g = self.push(Node {
            left: Box::new([]),
            right: Box::new([]),
            number: Some(x),
            stops: (x, x),
        });
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
    /// `v = {*|0}` for n < 0): [`Arena::nus`].
    ///
    /// # Complexity
    /// O(|n|) games made the first time, O(1) after.
    ///
    /// # Example
    /// ```
    /// use grundy_core::partizan::arena::Arena;
    /// let mut arena = Arena::new();
    /// let up = arena.up_multiple(1);
    /// assert_eq!((arena.left(up), arena.right(up)), (vec![arena.zero()], vec![arena.star()]));
    /// let down = arena.up_multiple(-1);
    /// assert_eq!(arena.neg(up), down);
    /// ```
    pub fn up_multiple(&mut self, n: i64) -> GameId {
        self.nus(super::nus::Nus {
            number: Dyadic::ZERO,
            ups: n,
            nimber: 0,
        })
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
            // −(x + n.^ + *m) = −x − n.^ + *m, filed as such for Arena::add.
            None if self.nus_parts.contains_key(&g) => {
                let v = self.nus_parts[&g];
                self.nus(super::nus::Nus {
                    number: v.number.checked_neg().expect("−x in range"),
                    ups: -v.ups,
                    nimber: v.nimber,
                })
            }
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

/// The one option of the number `x` for `side` in its canonical form, if
/// it has one: `n − 1` for Left and none for Right when x = n > 0, none for
/// Left and `−n + 1` for Right when x = −n < 0, none for 0, and
/// `(p ∓ 1)/2^k` for `x = p/2^k` with k ≥ 1. Never out of range: the
/// option lies between x and an integer no farther from 0 than x.
pub(crate) fn number_option(x: Dyadic, side: Side) -> Option<Dyadic> {
    let (p, k) = (x.numerator(), x.exponent());
    let step: i128 = match side {
        Side::Left => -1,
        Side::Right => 1,
    };
    if k == 0 && (p == 0 || (p > 0) != (step < 0)) {
        return None;
    }
    let q = i128::from(p) + step;
    // q is even when k ≥ 1 (p is odd): halve until odd or an integer.
    let (mut q, mut k) = (q, k);
    while k > 0 && q % 2 == 0 {
        q /= 2;
        k -= 1;
    }
    Some(
        Dyadic::new(
            i64::try_from(q).expect("an option of x lies in the range"),
            k,
        )
        .expect("reduced"),
    )
}
