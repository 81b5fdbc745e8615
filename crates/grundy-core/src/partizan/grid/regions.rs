//! The value of a grid game's position as the sum of its independent
//! regions, each region valued once up to the board's symmetries.
//!
//! A position whose live cells ([`Ruleset::live_cells`]) fall into several
//! orthogonally connected components is a disjunctive sum: each move is
//! made in one component and changes nothing in the others. So
//!
//! ```text
//! value(board) = Σ value(region)   over its components, each cropped,
//! value(region) = canonical { Σ value(parts of R^L) | Σ value(parts of R^R) }
//! ```
//!
//! and a region is filed under its normal form ([`normal_form`]): the least
//! of its images under the ruleset's symmetries, with the sign the image
//! carries (a transposed Domineering region is the negative). One table
//! entry answers every translate, reflection and rotation of a region, in
//! whatever position it occurs: this is how CGSuite values grid games, and
//! what makes a board of 30 cells a matter of seconds.
//!
//! The table is a [`Table`] of fixed size, and the arena's memos of
//! comparisons and sums are emptied when they outgrow the rest of the
//! budget: a region dropped from the table is valued again if it is met
//! again, a comparison made again, so the budget trades time for memory and
//! never changes a value. The walk through the
//! regions keeps its own stack, so a long game does not deepen the call
//! stack; the arena's sums and canonical forms recurse on the birthday of
//! the values, as everywhere in [`crate::partizan`].

use super::board::Board;
use super::ruleset::Ruleset;
use super::symmetry::normal_form;
use super::table::Table;
use crate::game::Side;
use crate::hashing::WordMap;
use crate::partizan::arena::{Arena, GameId};

/// A region of a board: its normal form, and whether the region is worth
/// the negative of it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Region {
    /// The region's least image under the ruleset's symmetries.
    pub normal: Board,
    /// Whether the region is worth `−value(normal)`.
    pub negated: bool,
}

/// What an engine has done so far: how the budget is spent.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Stats {
    /// Regions valued (each from its options), a region dropped from the
    /// table and met again counted again.
    pub valued: u64,
    /// Regions found in the table.
    pub found: u64,
    /// Times the arena's memos were emptied to keep within the budget.
    pub memo_clears: u64,
}

/// The default memory budget of a [`Regions`]: 1 GiB, a quarter for its
/// table of regions and the rest for the arena's memos. A board whose
/// regions outgrow the table is valued far more slowly, its regions
/// dropped and valued again each time they are met again: give it more
/// ([`Regions::with_budget`]; `bench/partizan_vs_cgsuite.py` does for
/// Domineering 6 × 6, docs/performance.md).
pub const DEFAULT_BUDGET: usize = 1 << 30;

/// A region being valued: its options as sums of parts, and the values of
/// the distinct parts found so far.
struct Frame {
    region: Board,
    /// The distinct normal forms the options are made of.
    parts: Vec<Board>,
    /// The values of `parts[..values.len()]`.
    values: Vec<GameId>,
    /// Each option's terms, `part index << 1 | negated`, one after another.
    terms: Vec<u32>,
    /// Where each option's terms end, Left's options first.
    ends: Vec<u32>,
    /// How many options are Left's.
    left: usize,
}

/// The engine: a ruleset, the arena its values live in, and its table of
/// region values (ids of that arena, so the engine owns it).
pub struct Regions<R: Ruleset> {
    rules: R,
    arena: Arena,
    table: Table<Board, GameId>,
    /// The arena's memos are emptied when they hold more bytes.
    memo_budget: usize,
    stats: Stats,
    /// Scratch: options of one region, and the index of its parts.
    options: Vec<Board>,
    index: WordMap<Board, u32>,
}

impl<R: Ruleset> Regions<R> {
    /// An engine for `rules` with a new arena, whose table holds at most
    /// [`DEFAULT_BUDGET`] bytes.
    ///
    /// # Complexity
    /// O(1): the table allocates as it fills.
    ///
    /// # Example
    /// See [`Regions::value`].
    pub fn new(rules: R) -> Regions<R> {
        Regions::with_budget(rules, DEFAULT_BUDGET)
    }

    /// An engine with a new arena, within a budget of `bytes`: a quarter
    /// for the table of regions (by [`Table::bytes`]), the rest for the
    /// arena's memos of comparisons and sums, emptied when they reach it
    /// (by [`Arena::memo_bytes`]). The arena's games themselves,
    /// each held once, come on top.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use grundy_core::games::domineering::Rules;
    /// use grundy_core::partizan::grid::Regions;
    /// let regions = Regions::with_budget(Rules, 1 << 20);
    /// assert!(regions.capacity() > 1000);
    /// ```
    pub fn with_budget(rules: R, bytes: usize) -> Regions<R> {
        Regions::with_arena(rules, Arena::new(), bytes / 4, bytes - bytes / 4)
    }

    /// An engine that values its regions in `arena` (which may hold games
    /// already, from another engine or parsed), its table of regions within
    /// `table_bytes` and the arena's memos within `memo_bytes`.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// A Clobber region plus a Domineering board, in one arena:
    /// ```
    /// use grundy_core::games::{clobber, domineering};
    /// use grundy_core::partizan::grid::Regions;
    /// let mut d = Regions::new(domineering::Rules);
    /// let g = d.value(&domineering::board(&["..", ".."]).unwrap()); // ±1
    /// let mut c = Regions::with_arena(clobber::Rules, d.into_arena(), 1 << 20, 1 << 24);
    /// let h = c.value(&clobber::board(&["xo"]).unwrap()); // *
    /// let arena = c.arena_mut();
    /// let sum = arena.add(g, h);
    /// assert_eq!(arena.outcome(sum).letter(), 'N');
    /// ```
    pub fn with_arena(rules: R, arena: Arena, table_bytes: usize, memo_bytes: usize) -> Regions<R> {
        Regions {
            rules,
            arena,
            table: Table::new(Table::<Board, GameId>::capacity_for(table_bytes)),
            memo_budget: memo_bytes,
            stats: Stats::default(),
            options: Vec::new(),
            index: WordMap::default(),
        }
    }

    /// The arena the values are in: to print, compare or add them.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// See [`Regions::value`].
    pub fn arena(&self) -> &Arena {
        &self.arena
    }

    /// The arena the values are in, to change: to add values, or make
    /// games of other kinds beside them.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// See [`Regions::with_arena`].
    pub fn arena_mut(&mut self) -> &mut Arena {
        &mut self.arena
    }

    /// The arena, the engine given up (its table dropped).
    ///
    /// # Complexity
    /// O(table) to drop the table.
    ///
    /// # Example
    /// See [`Regions::with_arena`].
    pub fn into_arena(self) -> Arena {
        self.arena
    }

    /// The ruleset.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use grundy_core::games::domineering::Rules;
    /// use grundy_core::partizan::grid::Regions;
    /// let regions = Regions::with_budget(Rules, 1 << 16);
    /// let _rules: &Rules = regions.rules();
    /// ```
    pub fn rules(&self) -> &R {
        &self.rules
    }

    /// How many regions one generation of the table holds.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// See [`Regions::with_budget`].
    pub fn capacity(&self) -> usize {
        self.table.capacity()
    }

    /// How many region values the table holds now.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// See [`Regions::value`].
    pub fn len(&self) -> usize {
        self.table.len()
    }

    /// What the engine has done so far.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use grundy_core::games::domineering::{self, Rules};
    /// use grundy_core::partizan::grid::Regions;
    /// let mut regions = Regions::with_budget(Rules, 1 << 20);
    /// regions.value(&domineering::board(&["...", "..."]).unwrap());
    /// let first = regions.stats().valued;
    /// regions.value(&domineering::board(&["..", "..", ".."]).unwrap()); // its transpose
    /// assert_eq!(regions.stats().valued, first);
    /// assert!(regions.stats().found > 0);
    /// ```
    pub fn stats(&self) -> Stats {
        self.stats
    }

    /// Whether the table holds no value yet.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use grundy_core::games::domineering::Rules;
    /// use grundy_core::partizan::grid::Regions;
    /// assert!(Regions::with_budget(Rules, 1 << 16).is_empty());
    /// ```
    pub fn is_empty(&self) -> bool {
        self.table.is_empty()
    }

    /// The independent regions of `board`, each in normal form, in the
    /// order of their lowest cells.
    ///
    /// # Complexity
    /// One [`Ruleset::live_cells`], one split into components, and one
    /// crop and [`normal_form`] per region.
    ///
    /// # Example
    /// ```
    /// use grundy_core::games::domineering::{self, Rules};
    /// use grundy_core::partizan::grid::Regions;
    /// let regions = Regions::with_budget(Rules, 1 << 16);
    /// // Two vertical dominoes' worth of room, and a row of three.
    /// let board = domineering::board(&[".#...", ".####"]).unwrap();
    /// let parts = regions.regions(&board);
    /// assert_eq!(parts.len(), 2);
    /// // The column of two is stored as a row of two, negated.
    /// assert_eq!(domineering::text(&parts[0].normal), "..");
    /// assert!(parts[0].negated);
    /// ```
    pub fn regions(&self, board: &Board) -> Vec<Region> {
        let mut out = Vec::new();
        self.each_region(board, |normal, negated| {
            out.push(Region { normal, negated })
        });
        out
    }

    fn each_region<F: FnMut(Board, bool)>(&self, board: &Board, mut f: F) {
        let live = self.rules.live_cells(board) & board.cells();
        let symmetries = self.rules.symmetries();
        board.each_component(live, |comp| {
            let part = board.crop(comp);
            let (normal, negated) = normal_form(&part, symmetries);
            f(normal, negated);
        });
    }

    /// The canonical value of `board`: the sum of its regions' values.
    ///
    /// # Complexity
    /// One canonical form per distinct region (up to symmetry) reachable
    /// from `board` and not held in the table, plus the sums of each
    /// option's parts; a region the table has dropped is valued again.
    ///
    /// # Example
    /// ```
    /// use grundy_core::games::domineering::{self, Rules};
    /// use grundy_core::partizan::grid::Regions;
    /// use grundy_core::partizan::notation::Printer;
    /// let mut regions = Regions::with_budget(Rules, 1 << 20);
    /// let board = domineering::board(&["...", "..."]).unwrap();
    /// let g = regions.value(&board);
    /// assert_eq!(Printer::new().print(regions.arena_mut(), g), "{2|-1/2}");
    /// assert!(!regions.is_empty());
    /// ```
    pub fn value(&mut self, board: &Board) -> GameId {
        let mut parts = Vec::new();
        self.each_region(board, |normal, negated| parts.push((normal, negated)));
        let mut terms = Vec::with_capacity(parts.len());
        for (normal, negated) in parts {
            let g = self.region_value(normal);
            terms.push(if negated { self.arena.neg(g) } else { g });
        }
        sum_sorted(&mut self.arena, &mut terms)
    }

    /// The value of a region in normal form, by a walk that keeps its own
    /// stack of regions being valued.
    fn region_value(&mut self, region: Board) -> GameId {
        if let Some(g) = self.table.get(&region) {
            self.stats.found += 1;
            return g;
        }
        let mut stack = vec![self.expand(region)];
        let mut scratch = Vec::new();
        loop {
            let top = stack.last_mut().expect("the walk has a region");
            if top.values.len() < top.parts.len() {
                let part = top.parts[top.values.len()];
                match self.table.get(&part) {
                    Some(g) => {
                        self.stats.found += 1;
                        top.values.push(g);
                    }
                    None => {
                        let frame = self.expand(part);
                        stack.push(frame);
                    }
                }
                continue;
            }
            let frame = stack.pop().expect("the walk has a region");
            let g = finish(&mut self.arena, &frame, &mut scratch);
            self.stats.valued += 1;
            self.table.insert(frame.region, g);
            if self.arena.memo_bytes() > self.memo_budget {
                self.arena.clear_memos();
                self.stats.memo_clears += 1;
            }
            match stack.last_mut() {
                Some(parent) => parent.values.push(g),
                None => return g,
            }
        }
    }

    /// A frame for `region`: its options, each split into parts.
    fn expand(&mut self, region: Board) -> Frame {
        let mut frame = Frame {
            region,
            parts: Vec::new(),
            values: Vec::new(),
            terms: Vec::new(),
            ends: Vec::new(),
            left: 0,
        };
        let mut options = std::mem::take(&mut self.options);
        let mut index = std::mem::take(&mut self.index);
        for side in [Side::Left, Side::Right] {
            options.clear();
            self.rules.options(&region, side, &mut options);
            for option in &options {
                self.each_region(option, |normal, negated| {
                    let next = frame.parts.len() as u32;
                    let i = *index.entry(normal).or_insert(next);
                    if i == next {
                        frame.parts.push(normal);
                    }
                    frame.terms.push(i << 1 | negated as u32);
                });
                frame.ends.push(frame.terms.len() as u32);
            }
            if side == Side::Left {
                frame.left = frame.ends.len();
            }
        }
        index.clear();
        self.options = options;
        self.index = index;
        frame
    }
}

/// The canonical form of a frame whose parts are all valued: each option
/// the sum of its parts, then `{ Left's | Right's }`.
fn finish(arena: &mut Arena, frame: &Frame, scratch: &mut Vec<GameId>) -> GameId {
    let mut sides = [Vec::new(), Vec::new()];
    let mut start = 0;
    for (k, &end) in frame.ends.iter().enumerate() {
        scratch.clear();
        for &t in &frame.terms[start as usize..end as usize] {
            let g = frame.values[(t >> 1) as usize];
            scratch.push(if t & 1 == 1 { arena.neg(g) } else { g });
        }
        let g = sum_sorted(arena, scratch);
        sides[usize::from(k >= frame.left)].push(g);
        start = end;
    }
    arena.canonical(&sides[0], &sides[1])
}

/// The sum of `terms`, added in the order of their ids so that the same
/// parts make the same chain of sums (and meet the arena's memo).
fn sum_sorted(arena: &mut Arena, terms: &mut [GameId]) -> GameId {
    terms.sort_unstable();
    let zero = arena.zero();
    let mut acc = zero;
    for &t in terms.iter() {
        if t != zero {
            acc = arena.add(acc, t);
        }
    }
    acc
}
