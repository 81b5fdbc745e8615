//! A winning move in a sum of heaps, each heap under its own rule: Nim, a
//! subtraction set, an octal code (Kayles, Dawson's Kayles, Grundy's
//! game), or any rule given by its table and its moves. What an
//! interactive problem needs: which heap, how many tokens to take, and
//! what is left of it.
//!
//! A heap of `x` under a rule has the Grundy value `g(x)`, and the sum of
//! heaps the XOR `X` of theirs. The player to move loses exactly when
//! `X = 0`. Otherwise, as for Nim ([`crate::games::nim::winning_move`]),
//! take the highest set bit of `X` and the first heap `i` whose value has
//! it: the target `t = g(x_i) ⊕ X` is below `g(x_i)`, so by the mex some
//! move of that heap reaches heaps whose values XOR to `t`
//! ([`HeapRule::move_to`] finds one), and the sum's XOR is then 0.
//!
//! A move of one heap removes `take` tokens and leaves at most two heaps
//! ([`Cut`]): what octal games allow (take `j`, leave none, one or two
//! heaps), and subtraction and Nim (one heap left) are the case of one.
//!
//! Each rule is checked in the tests against a search of the sum that
//! knows no Grundy value (the oracle), its moves written from the rule's
//! definition: the move is legal, it leaves a losing position, and there is
//! none exactly when the sum is lost.

use crate::sg::octal::{self, sparse_table, window, Rule};
use crate::sg::period::{PeriodError, Periodic};
use crate::sg::subtraction::{
    certified_period, default_max_terms, grundy_table, GrundyTable, MoveSet, DEFAULT_MAX_WORK,
    SMALL_TABLE,
};

/// What a move does to one heap: `take` tokens removed, and the rest left
/// as the heaps `left.0 ≤ left.1` (0 where no heap is left: a move that
/// leaves one heap of `h` is `left = (0, h)`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Cut {
    /// The tokens removed.
    pub take: u64,
    /// The heaps left, the smaller first; 0 for none.
    pub left: (u64, u64),
}

/// A move in a sum of heaps: heap number `heap` (from 0) cut as `cut`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct HeapMove {
    /// Which heap, counting from 0.
    pub heap: usize,
    /// What the move does to it.
    pub cut: Cut,
}

/// A rule for one heap: its Grundy values, and a move to any value below.
///
/// # Laws
/// `move_to(x, t)` is `Some` for every `t < grundy(x)` (the mex), a legal
/// move from a heap of `x` whose heaps left have values XOR-ing to `t`;
/// `None` when no move reaches `t`.
pub trait HeapRule {
    /// The Grundy value of a heap of `x`.
    fn grundy(&self, x: u64) -> u64;

    /// A move from a heap of `x` to heaps whose Grundy values XOR to
    /// `target`, if there is one.
    fn move_to(&self, x: u64, target: u64) -> Option<Cut>;
}

/// The largest table [`Octal::new`] builds by the window engine whenever
/// that engine applies (a block of removals): 2^12 heaps, a few million
/// steps.
pub const SMALL_WINDOW: usize = 1 << 12;

/// A winning move in the sum of `heaps`, each a rule and a heap size, or
/// `None` when the player to move loses (the values XOR to 0).
///
/// # Complexity
/// One [`HeapRule::grundy`] per heap and one [`HeapRule::move_to`].
///
/// # Panics
/// If a rule breaks its law (no move to a value below a heap's).
///
/// # Example
/// ```
/// use grundy_core::sg::heaps::{winning_move, Cut, HeapMove, HeapRule, Nim, Octal};
/// use grundy_core::sg::octal::Rule;
/// // A Nim heap of 2 and a Kayles row of 5 (g = 4): the row must go to
/// // 4 ⊕ (2 ⊕ 4) = 2, and knocking out its second pin leaves rows of 1
/// // and 3, worth 1 ⊕ 3 = 2.
/// let kayles = Octal::new(Rule::parse("0.77").unwrap(), 5);
/// let heaps: [(&dyn HeapRule, u64); 2] = [(&Nim, 2), (&kayles, 5)];
/// let best = winning_move(&heaps).unwrap();
/// assert_eq!(best, HeapMove { heap: 1, cut: Cut { take: 1, left: (1, 3) } });
/// ```
pub fn winning_move(heaps: &[(&dyn HeapRule, u64)]) -> Option<HeapMove> {
    let values: Vec<u64> = heaps.iter().map(|&(rule, x)| rule.grundy(x)).collect();
    let x = values.iter().fold(0, |a, &g| a ^ g);
    if x == 0 {
        return None;
    }
    let high = 1u64 << (63 - x.leading_zeros());
    let heap = values.iter().position(|&g| g & high != 0)?;
    let (rule, size) = heaps[heap];
    let cut = rule
        .move_to(size, values[heap] ^ x)
        .expect("a heap has a move to every value below its own (the mex)");
    Some(HeapMove { heap, cut })
}

/// [`winning_move`] when every heap follows the same rule.
///
/// # Complexity
/// As [`winning_move`].
///
/// # Panics
/// If the rule breaks its law.
///
/// # Example
/// ```
/// use grundy_core::sg::heaps::{winning_move_in, Cut, HeapMove, Nim};
/// // Nim 3, 4, 5: take 2 from the heap of 3.
/// let best = winning_move_in(&Nim, &[3, 4, 5]).unwrap();
/// assert_eq!(best, HeapMove { heap: 0, cut: Cut { take: 2, left: (0, 1) } });
/// assert_eq!(winning_move_in(&Nim, &[1, 2, 3]), None);
/// ```
pub fn winning_move_in<R: HeapRule>(rule: &R, heaps: &[u64]) -> Option<HeapMove> {
    let with_rule: Vec<(&dyn HeapRule, u64)> = heaps.iter().map(|&x| (rule as _, x)).collect();
    winning_move(&with_rule)
}

/// Nim: take any number from one heap, `g(x) = x`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Nim;

impl HeapRule for Nim {
    fn grundy(&self, x: u64) -> u64 {
        x
    }

    fn move_to(&self, x: u64, target: u64) -> Option<Cut> {
        (target < x).then_some(Cut {
            take: x - target,
            left: (0, target),
        })
    }
}

/// A subtraction game: take an amount of the set from one heap, heaps to
/// 10^18 where the values have a certified period.
#[derive(Clone, Debug)]
pub struct Subtraction {
    moves: MoveSet,
    values: SubtractionValues,
}

/// Where a subtraction game's values come from.
#[derive(Clone, Debug)]
enum SubtractionValues {
    Table(GrundyTable),
    Periodic(Periodic),
}

impl Subtraction {
    /// The subtraction game of `moves`, ready for heaps up to `largest`:
    /// a table when it is cheap (as [`crate::sg::subtraction::pile_values`]
    /// chooses), the certified period above.
    ///
    /// # Errors
    /// The [`PeriodError`] of the period search when the heaps are beyond
    /// a table and no period is certified within the default cap.
    ///
    /// # Complexity
    /// The table's O(h·d) for h = `largest` and d moves, or the period
    /// search's; then O(1) a value and O(d) a move.
    ///
    /// # Example
    /// ```
    /// use grundy_core::sg::heaps::{winning_move_in, HeapRule, Subtraction};
    /// use grundy_core::sg::subtraction::MoveSet;
    /// // S = {1, 3, 4} has period 7: 0, 1, 0, 1, 2, 3, 2.
    /// let huge = 1_000_000_000_000_000_003; // ≡ 4 (mod 7): g = 2
    /// let game = Subtraction::new(MoveSet::new(&[1, 3, 4]).unwrap(), huge).unwrap();
    /// assert_eq!(game.grundy(huge), 2);
    /// let best = winning_move_in(&game, &[huge]).unwrap();
    /// assert_eq!(game.grundy(best.cut.left.1), 0);
    /// ```
    pub fn new(moves: MoveSet, largest: u64) -> Result<Subtraction, PeriodError> {
        let applicable = moves.up_to(largest);
        let work = (largest + 1).saturating_mul(applicable.as_slice().len().max(1) as u64);
        let table = || SubtractionValues::Table(grundy_table(&applicable, largest as usize));
        let values = if largest <= SMALL_TABLE && work <= DEFAULT_MAX_WORK {
            table()
        } else {
            let cap = default_max_terms(&applicable);
            match certified_period(&applicable, cap) {
                Ok(periodic) => SubtractionValues::Periodic(periodic),
                Err(PeriodError::NoCertificate { .. }) if largest < cap as u64 => table(),
                Err(e) => return Err(e),
            }
        };
        Ok(Subtraction {
            moves: applicable,
            values,
        })
    }
}

impl HeapRule for Subtraction {
    /// # Panics
    /// If `x` is past the largest heap the game was made for and its
    /// values are a table.
    fn grundy(&self, x: u64) -> u64 {
        match &self.values {
            SubtractionValues::Table(table) => table
                .get(x)
                .expect("a heap within the largest the game was made for"),
            SubtractionValues::Periodic(periodic) => periodic.value(x),
        }
    }

    fn move_to(&self, x: u64, target: u64) -> Option<Cut> {
        let take = self
            .moves
            .as_slice()
            .iter()
            .copied()
            .take_while(|&s| s <= x)
            .find(|&s| self.grundy(x - s) == target)?;
        Some(Cut {
            take,
            left: (0, x - take),
        })
    }
}

/// An octal game (Kayles, Dawson's Kayles, any code) or Grundy's game,
/// for heaps up to a size given in advance: its table by the sparse
/// engine.
#[derive(Clone, Debug)]
pub struct Octal {
    rule: Rule,
    table: Vec<u32>,
}

impl Octal {
    /// The game of `rule` for heaps up to `largest`.
    ///
    /// # Complexity
    /// The table to `largest`: O(n²/4) by the window engine for a block of
    /// removals (`Rule::remove_block`) up to [`SMALL_WINDOW`] heaps, else by
    /// the engine that applies ([`octal::grundy_table`]); then O(1)
    /// a value and O(x) a move from a heap of `x` per digit of the code.
    ///
    /// # Panics
    /// If `largest ≥ u32::MAX − 1`.
    ///
    /// # Example
    /// ```
    /// use grundy_core::sg::heaps::{HeapRule, Octal};
    /// use grundy_core::sg::octal::Rule;
    /// let grundys_game = Octal::new(Rule::grundys_game(), 8);
    /// assert_eq!((0..=8).map(|x| grundys_game.grundy(x)).collect::<Vec<_>>(), [0, 0, 0, 1, 0, 2, 1, 0, 2]);
    /// ```
    pub fn new(rule: Rule, largest: usize) -> Octal {
        // A rule that splits a heap in three is refused by the sparse
        // engine as before (its moves are no `Cut`). The window engine,
        // where it applies, for a table of a few thousand heaps: its
        // O(n²/4) steps are a few million there, where the sparse engine's
        // O(n²·s) for a block of s widths is s times that at worst; past that, the engine that applies (`octal::grundy_table`).
        let table = if rule.splits_in_three() {
            sparse_table(&rule, largest)
        } else if largest <= SMALL_WINDOW && window::applies(&rule) {
            window::window_table(&rule, largest)
        } else {
            octal::grundy_table(&rule, largest)
        };
        Octal { rule, table }
    }

    /// The value of a heap of `x`, `None` past the table.
    fn value(&self, x: u64) -> Option<u64> {
        let x = usize::try_from(x).ok()?;
        self.table.get(x).map(|&g| u64::from(g))
    }
}

impl HeapRule for Octal {
    /// # Panics
    /// If `x` is past the largest heap the game was made for.
    fn grundy(&self, x: u64) -> u64 {
        self.value(x)
            .expect("a heap within the largest the game was made for")
    }

    fn move_to(&self, x: u64, target: u64) -> Option<Cut> {
        let size = usize::try_from(x).ok()?;
        self.value(x)?;
        self.rule
            .moves(size)
            .into_iter()
            .find(|&(a, b)| u64::from(self.table[a] ^ self.table[b]) == target)
            .map(|(a, b)| Cut {
                take: (size - a - b) as u64,
                left: (a as u64, b as u64),
            })
    }
}

/// Any heap rule, given the Grundy values of heaps `0..values.len()` and
/// the moves of a heap as a function: a rule beyond the octal codes
/// (take-and-break with more parts or other constraints, `sg::split`'s
/// rules).
pub struct ByMoves<F> {
    values: Vec<u64>,
    moves: F,
}

impl<F: Fn(u64) -> Vec<Cut>> ByMoves<F> {
    /// The rule whose heap of `x` has the value `values[x]` and the moves
    /// `moves(x)`.
    ///
    /// # Complexity
    /// O(1); then O(1) a value, and a call of `moves` and a pass over its
    /// answer a move.
    ///
    /// # Example
    /// ```
    /// use grundy_core::sg::heaps::{winning_move_in, ByMoves, Cut};
    /// use grundy_core::sg::split::split_table;
    /// // Remove exactly 2 adjacent cards from a row, leaving two rows.
    /// let cuts = |x: u64| -> Vec<Cut> {
    ///     (0..=x.saturating_sub(2) / 2).filter(|_| x >= 2)
    ///         .map(|a| Cut { take: 2, left: (a, x - 2 - a) }).collect()
    /// };
    /// let values = split_table(20, |x| cuts(x as u64).into_iter()
    ///     .map(|c| (c.left.0 as usize, c.left.1 as usize)).collect::<Vec<_>>());
    /// let rule = ByMoves::new(values, cuts);
    /// let best = winning_move_in(&rule, &[20]).unwrap();
    /// assert_eq!(best.cut.take, 2);
    /// ```
    pub fn new(values: Vec<u64>, moves: F) -> ByMoves<F> {
        ByMoves { values, moves }
    }
}

impl<F: Fn(u64) -> Vec<Cut>> HeapRule for ByMoves<F> {
    /// # Panics
    /// If `x` is past the values given.
    fn grundy(&self, x: u64) -> u64 {
        let x = usize::try_from(x).expect("a heap within the values given");
        self.values[x]
    }

    fn move_to(&self, x: u64, target: u64) -> Option<Cut> {
        (self.moves)(x)
            .into_iter()
            .find(|c| self.grundy(c.left.0) ^ self.grundy(c.left.1) == target)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::oracle::mover_wins;
    use crate::test_rng::XorShift;

    /// The rules of the tests, with their moves written from each rule's
    /// definition: the heaps a heap of `x` may leave (smaller first, 0 for
    /// none) and the tokens it takes.
    #[derive(Clone, Copy, Debug)]
    enum Kind {
        Nim,
        Subtraction(&'static [u64]),
        /// The digits d1 d2 … of an octal code 0.d1d2…
        Octal(&'static [u8]),
        Grundy,
    }

    fn cuts(kind: Kind, x: u64) -> Vec<Cut> {
        let one = |take: u64| Cut {
            take,
            left: (0, x - take),
        };
        match kind {
            Kind::Nim => (1..=x).map(one).collect(),
            Kind::Subtraction(s) => s.iter().filter(|&&t| t <= x).map(|&t| one(t)).collect(),
            Kind::Octal(digits) => {
                let mut out = Vec::new();
                for (i, &d) in digits.iter().enumerate() {
                    let j = i as u64 + 1;
                    if d & 1 != 0 && x == j {
                        out.push(one(j));
                    }
                    if d & 2 != 0 && x > j {
                        out.push(one(j));
                    }
                    if d & 4 != 0 && x >= j + 2 {
                        let rest = x - j;
                        out.extend((1..=rest / 2).map(|a| Cut {
                            take: j,
                            left: (a, rest - a),
                        }));
                    }
                }
                out
            }
            Kind::Grundy => (1..(x + 1) / 2)
                .map(|a| Cut {
                    take: 0,
                    left: (a, x - a),
                })
                .collect(),
        }
    }

    /// A position of the oracle: (rule number, heap) pairs, sorted, no
    /// empty heap.
    type Position = Vec<(usize, u64)>;

    fn normal(mut p: Position) -> Position {
        p.retain(|&(_, x)| x > 0);
        p.sort_unstable();
        p
    }

    fn after(p: &Position, i: usize, cut: Cut) -> Position {
        let mut next = p.clone();
        let kind = next[i].0;
        next[i].1 = cut.left.1;
        next.push((kind, cut.left.0));
        normal(next)
    }

    fn oracle_wins(kinds: &[Kind], p: &Position) -> bool {
        mover_wins(p.clone(), |p: &Position| {
            (0..p.len())
                .flat_map(|i| cuts(kinds[p[i].0], p[i].1).into_iter().map(move |c| (i, c)))
                .map(|(i, c)| after(p, i, c))
                .collect()
        })
    }

    const KINDS: [Kind; 6] = [
        Kind::Nim,
        Kind::Subtraction(&[1, 3, 4]),
        Kind::Octal(&[7, 7]),       // Kayles
        Kind::Octal(&[0, 7]),       // Dawson's Kayles (0.07)
        Kind::Octal(&[1, 3, 7, 0]), // 0.1370
        Kind::Grundy,
    ];

    fn rules(largest: u64) -> Vec<Box<dyn HeapRule>> {
        vec![
            Box::new(Nim),
            Box::new(Subtraction::new(MoveSet::new(&[1, 3, 4]).unwrap(), largest).unwrap()),
            Box::new(Octal::new(Rule::parse("0.77").unwrap(), largest as usize)),
            Box::new(Octal::new(Rule::parse("0.07").unwrap(), largest as usize)),
            Box::new(Octal::new(Rule::parse("0.1370").unwrap(), largest as usize)),
            Box::new(Octal::new(Rule::grundys_game(), largest as usize)),
        ]
    }

    /// The move is one of the heap's moves by the rule's definition, it
    /// leaves a lost position, and there is none exactly when the sum is
    /// lost: every sum of two heaps to 9 of the six rules, and random sums
    /// of three or four.
    #[test]
    fn winning_moves_against_the_oracle() {
        let largest = 12;
        let rules = rules(largest);
        let check = |p: Position| {
            let heaps: Vec<(&dyn HeapRule, u64)> =
                p.iter().map(|&(k, x)| (rules[k].as_ref(), x)).collect();
            let best = winning_move(&heaps);
            assert_eq!(best.is_some(), oracle_wins(&KINDS, &p), "{:?}", p);
            if let Some(HeapMove { heap, cut }) = best {
                let (kind, x) = p[heap];
                assert!(cuts(KINDS[kind], x).contains(&cut), "{:?}: {:?}", p, cut);
                assert!(!oracle_wins(&KINDS, &after(&p, heap, cut)), "{:?}", p);
            }
        };
        let mut wins = 0;
        for a in 0..KINDS.len() * 10 {
            for b in a..KINDS.len() * 10 {
                let p = vec![(a / 10, (a % 10) as u64), (b / 10, (b % 10) as u64)];
                wins += usize::from(oracle_wins(&KINDS, &normal(p.clone())));
                check(normal(p));
            }
        }
        assert!(wins > 1000, "{}", wins);
        let mut rng = XorShift(0x9_4ea5);
        for _ in 0..400 {
            let count = 3 + (rng.next() % 2) as usize;
            let p: Position = (0..count)
                .map(|_| ((rng.next() % 6) as usize, rng.next() % 8))
                .collect();
            check(normal(p));
        }
    }

    /// Heaps of 10^18 under S = {1, 3, 4} (period 7: 0, 1, 0, 1, 2, 3, 2):
    /// the move leaves values XOR-ing to 0 by the closed form.
    #[test]
    fn subtraction_heaps_to_ten_to_the_eighteen() {
        let pattern = [0, 1, 0, 1, 2, 3, 2];
        let g = |x: u64| pattern[(x % 7) as usize];
        let base = 1_000_000_000_000_000_000u64;
        let game = Subtraction::new(MoveSet::new(&[1, 3, 4]).unwrap(), base + 100).unwrap();
        for r in 0..50 {
            let heaps = [base + r, base + 3 * r % 11, 5 + r % 7];
            let x = heaps.iter().fold(0, |a, &h| a ^ g(h));
            match winning_move_in(&game, &heaps) {
                None => assert_eq!(x, 0),
                Some(HeapMove { heap, cut }) => {
                    assert!([1, 3, 4].contains(&cut.take));
                    assert_eq!(cut.left, (0, heaps[heap] - cut.take));
                    assert_eq!(x ^ g(heaps[heap]) ^ g(cut.left.1), 0);
                }
            }
        }
    }

    /// Removing exactly 20 adjacent cards from a row, an octal code of 20
    /// digits (past the 16 of a machine word): its values against the
    /// definition by `split_table`, and every winning move from single
    /// rows to 120 leaves rows worth 0 together.
    #[test]
    fn a_code_longer_than_sixteen_digits() {
        let l = 20u64;
        let code = format!("0.{}7", "0".repeat(l as usize - 1));
        let rows = Octal::new(Rule::parse(&code).unwrap(), 120);
        let definition = crate::sg::split::split_table(120, |x| {
            let x = x as u64;
            (0..=x.saturating_sub(l) / 2)
                .filter(move |_| x >= l)
                .map(move |a| (a as usize, (x - l - a) as usize))
        });
        for x in 0..=120 {
            assert_eq!(rows.grundy(x), definition[x as usize], "row of {}", x);
            if let Some(HeapMove { cut, .. }) = winning_move_in(&rows, &[x]) {
                assert_eq!(cut.take, l);
                assert_eq!(rows.grundy(cut.left.0) ^ rows.grundy(cut.left.1), 0);
            }
        }
    }

    /// A rule given by its moves agrees with the octal code that says the
    /// same: remove exactly three adjacent cards (0.007).
    #[test]
    fn a_rule_by_its_moves_is_the_octal_code() {
        let code = Octal::new(Rule::parse("0.007").unwrap(), 40);
        let by_moves = ByMoves::new((0..=40).map(|x| code.grundy(x)).collect(), |x| {
            cuts(Kind::Octal(&[0, 0, 7]), x)
        });
        for x in 0..=40 {
            for t in 0..code.grundy(x) {
                let cut = by_moves.move_to(x, t).unwrap();
                assert_eq!(code.grundy(cut.left.0) ^ code.grundy(cut.left.1), t);
                assert_eq!(code.move_to(x, t).map(|c| c.take), Some(3));
            }
        }
    }

    /// A block of removals of every width range to 12 within the window
    /// engine's size (built by it), and three past it (by the engine that
    /// applies): the same values as the naive engine's, and a move to
    /// every lower value.
    #[test]
    fn blocks_of_removals_agree_with_the_naive_table_on_both_sides_of_the_window() {
        use crate::sg::octal::naive_table;
        for l in 1..=4 {
            for r in l..=12 {
                let rule = Rule::remove_block(l, r).unwrap();
                let naive = naive_table(&rule, 80);
                let past = [(1, 2), (2, 5), (4, 12)].contains(&(l, r));
                let sizes: &[usize] = if past { &[80, SMALL_WINDOW + 1] } else { &[80] };
                for &largest in sizes {
                    let game = Octal::new(rule.clone(), largest);
                    for x in 0..=80u64 {
                        assert_eq!(
                            game.grundy(x),
                            u64::from(naive[x as usize]),
                            "{} {} {}",
                            l,
                            r,
                            x
                        );
                        for t in 0..game.grundy(x) {
                            let cut = game.move_to(x, t).unwrap();
                            assert_eq!(game.grundy(cut.left.0) ^ game.grundy(cut.left.1), t);
                            assert!((l as u64..=r as u64).contains(&cut.take));
                        }
                    }
                }
            }
        }
    }
}
