//! Game theory for competitive programming, written to be read.
//!
//! # One description of a game
//!
//! [`game`] is the one abstraction every engine takes: the rules of a game
//! as the options of a position for a side (Left or Right, [`game::Game`]),
//! with capabilities added by sub-traits: [`game::Impartial`] (the same
//! options for both sides: the Grundy engine, the oracle),
//! [`game::Canonical`] (a key for memo tables), [`game::Numbered`] (finite,
//! positions indexable: tables, retrograde analysis) and [`game::Scored`]
//! (turn-based with a score at the end: the searches).
//!
//! # Where each kind of thing lives
//!
//! | folder | what it holds | for games that are |
//! |---|---|---|
//! | [`sg`] | the engines: mex, subtraction and split games (two parts or k), DAGs, trees, the generic memoized engine, certified periodicity, octal games (naive and sparse), remoteness and suspense (every-SG) | impartial, finite: a Grundy value per component, sums by XOR |
//! | [`games`] | the named games, one file each, with their theory: Nim and its variants, Wythoff, Fibonacci Nim and the k-multiple game, Euclid's game, Kayles, Grundy's game, Treblecross, tic-tac-toe, the interval game, End-Nim, Hackenbush (green, blue-red), Domineering, Cutcake, coin-turning games (`games::coin_turning`: Mock Turtles, the Ruler, Tartan products, Sharti), Strange Nim, Moore's Nim_k, Zero-Move Nim, vertex geography and pairing on trees, … | whatever their rules make them |
//! | [`misere`] | misère quotients (an octal game's or any finite set of games' sums decided by a product in a finite monoid, as MisereSolver computes them), Notakto, misère canonical forms, genus, tame and restive games | impartial, misère play: the last mover loses, sums beyond the anti-SG rule |
//! | [`search`] | the searches behind one [`search::strategy::Strategy`] trait: negamax, a transposition table, alpha-beta | scored or partizan, one small finite game tree |
//! | [`loopy`] | retrograde analysis (win, lose or draw, moves to the end, the line of best play) and Smith's generalized Grundy values for sums | able to go on forever |
//! | [`graph`] | graph algorithms, knowing nothing of games: maximum matchings (Hopcroft–Karp on bipartite graphs, Edmonds' blossoms on any graph), the vertices some maximum matching avoids, the Gallai–Edmonds decomposition; bridges and 2-edge-connected components | decided by a matching: vertex geography, pairing strategies; Hackenbush on graphs with cycles |
//! | [`partizan`] | Conway's values: exact dyadic numbers, canonical forms of short games (hash-consed), outcome classes | partizan: Left and Right move differently, sums by adding values |
//! | [`numbers`] | number theory, knowing nothing of games: the linear sieve (smallest prime factors, Ω, ω, divisors), primality and factorization of 64-bit numbers | games on numbers: divisor moves (`games::divisor`) |
//! | [`nimber`] | the nimber field GF(2^64): [`nimber::Nimber`] (`+` XOR, `*` the nim product), inverses, square roots, the discrete logarithm; a linear basis over GF(2) ([`nimber::xor_basis`]) | coin-turning games and their products (Tartan), nimber algebra |
//!
//! Beside them, [`oracle`] is the brute-force win/loss search that knows no
//! Grundy theory, against which every Grundy computation here is checked in
//! its tests (a position has Grundy value 0 exactly when the player to move
//! loses).
//!
//! # What a solution usually needs
//!
//! The root re-exports the few names most solutions start from, so that
//! `use grundy_core::{mex, nim_sum, Grundy};` is the first line of a
//! contest solution: the Grundy value type ([`Grundy`]), the mex
//! ([`mex()`]) and the XOR of a sum ([`nim_sum`]), the one description of a
//! game ([`Game`], [`Impartial`], [`Canonical`], [`Side`]) and the generic
//! engine over it ([`Engine`]), and the brute-force check
//! ([`oracle::mover_wins`], as [`mover_wins`]).
//!
//! ```
//! use grundy_core::{mex, nim_sum, Grundy};
//! // Take 1 or 2 from a heap: g(n) = n mod 3, by the mex of the options.
//! let mut g: Vec<Grundy> = Vec::new();
//! for n in 0..10usize {
//!     let options: Vec<Grundy> = [1, 2].iter().filter(|&&s| s <= n).map(|&s| g[n - s]).collect();
//!     g.push(mex(&options));
//! }
//! assert_eq!(g[7], 1);
//! // Heaps of 4, 5 and 7: 1 ^ 2 ^ 1 = 2, so the player to move wins.
//! assert_eq!(nim_sum([g[4], g[5], g[7]]), 2);
//! ```
#![warn(missing_docs)]

pub mod explore;
pub mod game;
pub mod games;
pub mod graph;
mod hashing;
pub mod loopy;
pub mod misere;
pub mod nimber;
pub mod numbers;
pub mod oracle;
pub mod partizan;
pub mod search;
pub mod sg;
#[cfg(test)]
mod test_rng;

pub use game::{Canonical, Game, Impartial, Side};
pub use games::nim::nim_sum;
pub use oracle::mover_wins;
pub use sg::engine::Engine;
pub use sg::mex::mex;
pub use sg::Grundy;
