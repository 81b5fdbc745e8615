//! Partizan games (Conway): Left and Right have different moves, and a sum
//! of games is worth the sum of their values.
//!
//! A short game `G = {G^L | G^R}` has a value, and the value of a sum of
//! components is the sum of their values; comparing it with 0 names the
//! winner: `G > 0` Left wins whoever starts, `G < 0` Right does, `G = 0` the
//! player to move loses, `G ‖ 0` (fuzzy) the player to move wins. Values
//! are added, never XOR-ed: only the nimber parts of values combine by XOR.
//!
//! - [`number`]: exact dyadic rationals with checked arithmetic.
//! - [`simplicity`]: the simplicity rule, the value of `{a | b}` for
//!   numbers a < b.
//! - [`arena`]: canonical games held once each (hash-consed), so equal
//!   games have one id; numbers, nimbers, multiples of up, negatives.
//! - [`arena_memory`]: the size of the arena's memos of comparisons and
//!   sums, and emptying them (caches only) to keep within a budget.
//! - [`compare`]: `G ≤ H` by its recursive definition; outcome classes.
//! - [`canonical`]: canonical forms (dominated options removed, reversible
//!   ones bypassed), sums, and the value of any partizan [`crate::game::Game`].
//! - [`nus`]: recognising `x + n.^ + *m` (number, ups, nimber).
//! - [`number_nimber`]: the fast path for sums of `x + *m` values (the
//!   numbers add, the nimbers XOR), no game trees.
//! - [`notation`]: printing canonical forms and parsing game expressions,
//!   in the statement notation and in CGSuite's.
//! - [`grid`]: games on boards (Domineering, Clobber, Toads-and-Frogs) as
//!   rulesets over one engine that splits a position into independent
//!   regions, each valued once up to the board's symmetries.
//!
//! Beyond who wins, as CGSuite's core answers it (one idea a file):
//!
//! - [`trajectory`], [`thermograph`]: the walls of G cooled by t, the mean
//!   and the temperature; [`cooling`]: cooling, heating, overheating;
//!   [`switches`]: sums of switches played hottest first.
//! - [`atomic_weight`]: how many ups an infinitesimal is worth (or an error
//!   where the calculus does not apply); [`reduced`]: the reduced
//!   canonical form (G up to infinitesimals); [`incentives`].
//! - [`power`]: up-nth and up-to-the-n of `{0|H}`, subordination;
//!   [`product`]: Norton's and Conway's products; [`compound`]: ordinal
//!   sum, conjunctive and selective compounds; [`form`]: compounds of
//!   forms that are not canonical (and the ordinal product); [`tiny`]:
//!   tinies and minies.
//! - [`tree`]: birthday, followers, stop count, all-small, parity, temper,
//!   companion, misère outcome.
//! - [`uptimal`]: uptimals, `x + *m + Σ a_n.↑^n`, and their expansions.
//!
//! Numbers are atoms of the arena: 10^18 is one entry, never a chain.

pub mod arena;
pub mod arena_memory;
pub mod atomic_weight;
#[cfg(test)]
pub(crate) mod brute;
pub mod canonical;
#[cfg(test)]
mod cgsuite_suite;
pub mod compare;
pub mod compound;
pub mod cooling;
pub mod form;
pub mod grid;
pub mod incentives;
#[cfg(test)]
mod laws;
pub mod notation;
pub mod number;
pub mod number_nimber;
pub mod nus;
pub mod power;
pub mod product;
pub mod reduced;
pub mod simplicity;
pub mod switches;
pub mod thermograph;
pub mod tiny;
pub mod trajectory;
pub mod tree;
pub mod uptimal;
#[cfg(test)]
mod value_laws;
