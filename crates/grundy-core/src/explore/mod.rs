//! Exploring a new game: describe it in a few lines, table it, and let the
//! library find its pattern.
//!
//! A contest game is usually new. Its rule is found by tabling a brute
//! force, looking at the table, guessing the pattern and proving it. This
//! part of the library does the first three steps:
//!
//! 1. **Describe** the game with closures over a space of positions
//!    ([`describe`]: [`Rules`] for impartial games, [`PartizanRules`] for
//!    Left and Right, [`ScoredRules`] for a score at the end). A space is a
//!    box of parameters ([`Upto`]`(200)`, [`Pairs`]`(60, 60)`, [`Triples`]),
//!    the masks of k bits ([`Bits`]), or the positions of any hashable type
//!    reached from a start ([`Reached`]). The description is the library's
//!    one [`Game`](crate::game::Game), with
//!    [`Numbered`](crate::game::Numbered): every engine takes it.
//! 2. **Table** it in one call: Grundy values, misère win/lose, loopy
//!    win/lose/draw ([`crate::loopy`]'s retrograde analysis), partizan
//!    outcome classes and canonical values, minimax values ([`dense`]: an
//!    array by position number, no hash map, in the order of the numbers
//!    where the moves allow).
//! 3. **Find the pattern** ([`pattern`]): periods, saltus, the P-positions
//!    as a set, the value as a function of a feature (n mod k, popcount, Ω,
//!    a XOR b, …), Beatty-like pairs, whether a sum is the XOR of its
//!    parts; each claim says how far it was checked, none goes beyond the
//!    table, and a random table gives "no pattern found". [`proved`] adds
//!    the theorems that extend a period to every n (subtraction and octal
//!    games).
//!
//! The same description is the test oracle of a solution ([`cases`]: a
//! judge input and its expected output for random positions of the table).
//! The binary `explore` (crate `explore`) finds the same patterns in a
//! table piped in from a brute force in any language.
//!
//! # Example: a new game, tabled, its pattern found
//!
//! A heap of n counters; a move removes a *proper divisor* d of n (1 ≤ d <
//! n, d | n). Who wins?
//!
//! ```
//! use grundy_core::explore::{Rules, Upto};
//! use grundy_core::explore::pattern::Pattern;
//!
//! let game = Rules::new(Upto(300), |&n: &u64, out: &mut Vec<u64>| {
//!     out.extend((1..n).filter(|d| n % d == 0).map(|d| n - d))
//! });
//! let table = game.grundy_table().unwrap();
//! let report = table.patterns();
//! let text = report.to_string();
//! // The value is the 2-adic valuation of n (n ≥ 1), and the P-positions
//! // are the odd n: found on the table, checked to n = 300.
//! assert!(text.contains("depends: value = v2(n) (checked: every 1 <= n <= 300)"), "{}", text);
//! assert!(text.contains("p-positions: n = 1 (mod 2) from n = 1; also n = 0"), "{}", text);
//! assert!(report.first(|p| matches!(p, Pattern::Periodic { .. })).is_none());
//! ```

pub mod cases;
pub mod dense;
pub mod describe;
pub mod pattern;
pub mod proved;
pub mod space;
pub mod table;

pub use describe::{PartizanRules, Rules, ScoredRules};
pub use space::{Bits, Pairs, Reached, Triples, Upto};
pub use table::Table;
