//! Misère canonical forms, held once each: a game is its set of options,
//! each option itself canonical, with no option that the simplification
//! rule removes.
//!
//! **Simplification** (Grundy and Smith; Conway proved nothing else
//! simplifies, *On Numbers and Games*, ch. 12). Let G have canonical
//! options. If some of them, the set S, are the options of a game H, and
//! every other option of G has H as an option (each reverses through H),
//! then G = H in misère play, provided that, when H = 0, some option of G
//! is a P-position. So:
//!
//! - *to zero*: G = 0 when every option has 0 as an option and some option
//!   is a misère P-position;
//! - *to H ≠ 0*: every option outside S is born after H, and H after every
//!   member of S, so S is the options born before some gap of two or more
//!   in the birthdays, and H, being an option of a canonical game, is
//!   already held: G = H when every other option has H as an option.
//!
//! When no rule applies, G is canonical, and two canonical games are equal
//! in misère play exactly when they are the same game: the [`Arena`] holds
//! each once, so equality is identity of [`MisereGame`]s.

use super::genus::Genus;
use super::phylum::{classify, Facts, Phylum};
use crate::game::Impartial;
use std::collections::HashMap;

/// A misère canonical form held by an [`Arena`]: equal games (in misère
/// play) have equal ids.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct MisereGame(u32);

impl MisereGame {
    /// The id's number in its arena (0 is the game 0).
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use grundy_core::misere::canonical::Arena;
    /// assert_eq!(Arena::new().zero().index(), 0);
    /// ```
    pub fn index(self) -> usize {
        self.0 as usize
    }
}

#[derive(Debug, Clone)]
struct Node {
    /// Sorted by id.
    options: Vec<MisereGame>,
    birthday: u32,
    /// G⁺, the normal-play Grundy value.
    g: u32,
    /// G⁻, the misère Grundy value.
    m: u32,
    phylum: Phylum,
    genus: Genus,
}

/// The misère canonical forms built so far, each held once.
#[derive(Debug, Clone)]
pub struct Arena {
    nodes: Vec<Node>,
    index: HashMap<Vec<MisereGame>, MisereGame>,
    /// Sums already formed, by their two terms (the smaller first).
    pub(super) sums: HashMap<(MisereGame, MisereGame), MisereGame>,
    nim_heaps: Vec<MisereGame>,
}

impl Default for Arena {
    fn default() -> Arena {
        Arena::new()
    }
}

impl Arena {
    /// An arena holding the game 0.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use grundy_core::misere::canonical::Arena;
    /// let arena = Arena::new();
    /// assert_eq!(arena.len(), 1);
    /// ```
    pub fn new() -> Arena {
        let zero = Node {
            options: Vec::new(),
            birthday: 0,
            g: 0,
            m: 1,
            phylum: Phylum::NimHeap,
            genus: Genus::zero(),
        };
        let mut index = HashMap::new();
        index.insert(Vec::new(), MisereGame(0));
        Arena {
            nodes: vec![zero],
            index,
            sums: HashMap::new(),
            nim_heaps: vec![MisereGame(0)],
        }
    }

    /// How many canonical games the arena holds.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// See [`Arena::new`].
    pub fn len(&self) -> usize {
        self.nodes.len()
    }

    /// Whether the arena holds no game (never: it always holds 0).
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use grundy_core::misere::canonical::Arena;
    /// assert!(!Arena::new().is_empty());
    /// ```
    pub fn is_empty(&self) -> bool {
        self.nodes.is_empty()
    }

    /// The game 0 (no options).
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use grundy_core::misere::canonical::Arena;
    /// let arena = Arena::new();
    /// assert!(arena.options(arena.zero()).is_empty());
    /// ```
    pub fn zero(&self) -> MisereGame {
        MisereGame(0)
    }

    /// The nim heap `*n`, with options `*0, …, *(n-1)`.
    ///
    /// # Complexity
    /// O(n²) the first time (each smaller heap built once), O(1) after.
    ///
    /// # Example
    /// ```
    /// use grundy_core::misere::canonical::Arena;
    /// let mut arena = Arena::new();
    /// let three = arena.nim_heap(3);
    /// assert_eq!(arena.options(three).len(), 3);
    /// assert!(arena.is_nim_heap(three));
    /// ```
    pub fn nim_heap(&mut self, n: u32) -> MisereGame {
        // Building heap k registers it (see `insert`).
        while self.nim_heaps.len() <= n as usize {
            let options = self.nim_heaps.clone();
            self.game(&options);
        }
        self.nim_heaps[n as usize]
    }

    /// The canonical form of the game whose options are `options`.
    ///
    /// # Complexity
    /// O(k log k + k·log d) hash look-ups and searches for k options of at
    /// most d options each, plus the new game's genus and phylum (O(k·d)).
    ///
    /// # Example
    /// ```
    /// use grundy_core::misere::canonical::Arena;
    /// let mut arena = Arena::new();
    /// let one = arena.nim_heap(1);
    /// let two = arena.nim_heap(2);
    /// // {*} = 0 in misère play: * has 0 as an option and is a P-position.
    /// assert_eq!(arena.game(&[one]), arena.zero());
    /// // {0, *2} = *: the option *2 reverses through *.
    /// let zero = arena.zero();
    /// assert_eq!(arena.game(&[zero, two]), one);
    /// // {*2} is canonical (Conway's 2#).
    /// let two_sharp = arena.game(&[two]);
    /// assert_eq!(arena.options(two_sharp), &[two]);
    /// ```
    pub fn game(&mut self, options: &[MisereGame]) -> MisereGame {
        let mut opts = options.to_vec();
        opts.sort_unstable();
        opts.dedup();
        if let Some(&g) = self.index.get(&opts) {
            return g;
        }
        if let Some(g) = self.simplified(&opts) {
            return g;
        }
        self.insert(opts)
    }

    /// What the simplification rule reduces a game with these (sorted,
    /// distinct, canonical) options to, if anything.
    fn simplified(&self, opts: &[MisereGame]) -> Option<MisereGame> {
        let zero = MisereGame(0);
        let has = |k: MisereGame, h: MisereGame| self.options(k).binary_search(&h).is_ok();
        if opts.iter().all(|&k| has(k, zero)) && opts.iter().any(|&k| self.nodes[k.index()].m == 0)
        {
            return Some(zero);
        }
        let mut by_birthday = opts.to_vec();
        by_birthday.sort_by_key(|&k| self.birthday(k));
        for j in 1..by_birthday.len() {
            if self.birthday(by_birthday[j]) < self.birthday(by_birthday[j - 1]) + 2 {
                continue;
            }
            let mut s = by_birthday[..j].to_vec();
            s.sort_unstable();
            if let Some(&h) = self.index.get(&s) {
                if by_birthday[j..].iter().all(|&k| has(k, h)) {
                    return Some(h);
                }
            }
        }
        None
    }

    /// Holds a new canonical game.
    fn insert(&mut self, options: Vec<MisereGame>) -> MisereGame {
        let facts: Vec<Facts> = options.iter().map(|&k| self.facts(k)).collect();
        let birthday = 1 + options
            .iter()
            .map(|&k| self.birthday(k))
            .max()
            .expect("an option");
        let g = mex(facts.iter().map(|f| f.g));
        let m = mex(facts.iter().map(|f| f.m));
        let genera: Vec<&Genus> = options
            .iter()
            .map(|&k| &self.nodes[k.index()].genus)
            .collect();
        let genus = Genus::of_options(&genera);
        let second = |i: usize| -> Vec<Facts> {
            self.options(options[i])
                .iter()
                .map(|&s| self.facts(s))
                .collect()
        };
        let phylum = classify(g, m, &facts, &second);
        let id = MisereGame(self.nodes.len() as u32);
        // The heaps 0..k are built in order, so their ids increase: the
        // options of heap k are exactly the heaps registered so far.
        if options == self.nim_heaps {
            self.nim_heaps.push(id);
        }
        self.index.insert(options.clone(), id);
        self.nodes.push(Node {
            options,
            birthday,
            g,
            m,
            phylum,
            genus,
        });
        id
    }

    fn facts(&self, g: MisereGame) -> Facts {
        let n = &self.nodes[g.index()];
        Facts {
            phylum: n.phylum,
            g: n.g,
            m: n.m,
        }
    }

    /// The options of a canonical game, sorted by id.
    ///
    /// # Panics
    /// If `g` is not of this arena.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// See [`Arena::game`].
    pub fn options(&self, g: MisereGame) -> &[MisereGame] {
        &self.nodes[g.index()].options
    }

    /// The birthday: the height of the canonical game tree (0 for 0).
    ///
    /// # Panics
    /// If `g` is not of this arena.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use grundy_core::misere::canonical::Arena;
    /// let mut arena = Arena::new();
    /// let g = arena.parse("*[[[2]]]").unwrap();
    /// assert_eq!(arena.birthday(g), 4);
    /// ```
    pub fn birthday(&self, g: MisereGame) -> u32 {
        self.nodes[g.index()].birthday
    }

    /// The normal-play Grundy value G⁺ (the nim value).
    ///
    /// # Panics
    /// If `g` is not of this arena.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use grundy_core::misere::canonical::Arena;
    /// let mut arena = Arena::new();
    /// let g = arena.parse("*[[2],1]").unwrap();
    /// assert_eq!((arena.nim_value(g), arena.misere_nim_value(g)), (2, 1));
    /// ```
    pub fn nim_value(&self, g: MisereGame) -> u32 {
        self.nodes[g.index()].g
    }

    /// The misère Grundy value G⁻: 1 for 0, the mex of the options'
    /// otherwise; 0 exactly when the player to move loses in misère play.
    ///
    /// # Panics
    /// If `g` is not of this arena.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// See [`Arena::nim_value`].
    pub fn misere_nim_value(&self, g: MisereGame) -> u32 {
        self.nodes[g.index()].m
    }

    /// Whether the player to move wins `g` in misère play.
    ///
    /// # Panics
    /// If `g` is not of this arena.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use grundy_core::misere::canonical::Arena;
    /// let mut arena = Arena::new();
    /// let one = arena.nim_heap(1);
    /// assert!(!arena.mover_wins(one));
    /// assert!(arena.mover_wins(arena.zero()));
    /// ```
    pub fn mover_wins(&self, g: MisereGame) -> bool {
        self.nodes[g.index()].m != 0
    }

    /// The genus `g^{γ₀γ₁…}`.
    ///
    /// # Panics
    /// If `g` is not of this arena.
    ///
    /// # Complexity
    /// O(1) (a reference).
    ///
    /// # Example
    /// ```
    /// use grundy_core::misere::canonical::Arena;
    /// let mut arena = Arena::new();
    /// let g = arena.parse("*[[2],1]").unwrap();
    /// assert_eq!(arena.genus(g).to_string(), "2^1420");
    /// ```
    pub fn genus(&self, g: MisereGame) -> &Genus {
        &self.nodes[g.index()].genus
    }

    /// The game's class: tame, restive, restless or wild
    /// ([`Phylum`], CGSuite's phyla).
    ///
    /// # Panics
    /// If `g` is not of this arena.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use grundy_core::misere::canonical::{Arena, Phylum};
    /// let mut arena = Arena::new();
    /// let g = arena.parse("*[[2],0]").unwrap();
    /// assert_eq!(arena.phylum(g), Phylum::HereditarilyRestive);
    /// assert!(arena.phylum(g).is_restive());
    /// ```
    pub fn phylum(&self, g: MisereGame) -> Phylum {
        self.nodes[g.index()].phylum
    }

    /// Whether `g` is a nim heap.
    ///
    /// # Panics
    /// If `g` is not of this arena.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// See [`Arena::nim_heap`].
    pub fn is_nim_heap(&self, g: MisereGame) -> bool {
        self.nim_heaps.get(self.birthday(g) as usize) == Some(&g)
    }

    /// The canonical form of a position of any finite impartial game.
    ///
    /// # Complexity
    /// One [`Arena::game`] per position reachable from `start`; an
    /// explicit stack.
    ///
    /// # Example
    /// ```
    /// use grundy_core::misere::canonical::Arena;
    /// use grundy_core::oracle::Moves;
    /// // Misère Kayles on a row of 2: knock down one or both pins.
    /// let kayles = Moves::new(|&n: &u32| if n == 2 { vec![1, 0] } else if n == 1 { vec![0] } else { vec![] });
    /// let mut arena = Arena::new();
    /// let row = arena.of_game(&kayles, 2);
    /// assert_eq!(row, arena.nim_heap(2));
    /// ```
    pub fn of_game<G: Impartial>(&mut self, game: &G, start: G::Position) -> MisereGame {
        let mut memo: HashMap<G::Position, MisereGame> = HashMap::new();
        let first = game.moves(&start);
        let mut stack = vec![(start.clone(), first, 0usize)];
        while let Some(top) = stack.last_mut() {
            if let Some(child) = top.1.get(top.2).cloned() {
                top.2 += 1;
                if !memo.contains_key(&child) {
                    let moves = game.moves(&child);
                    stack.push((child, moves, 0));
                }
            } else {
                let (p, moves, _) = stack.pop().expect("non-empty");
                let options: Vec<MisereGame> = moves.iter().map(|q| memo[q]).collect();
                let g = self.game(&options);
                memo.insert(p, g);
            }
        }
        memo[&start]
    }
}

fn mex(values: impl Iterator<Item = u32>) -> u32 {
    let mut seen: Vec<bool> = Vec::new();
    let mut any = false;
    for v in values {
        any = true;
        let v = v as usize;
        if v >= seen.len() {
            seen.resize(v + 1, false);
        }
        seen[v] = true;
    }
    debug_assert!(any, "a game with options");
    seen.iter().position(|&s| !s).unwrap_or(seen.len()) as u32
}
