//! Wythoff's game: two piles; a move takes any positive number of tokens
//! from one pile, or the same positive number from both. The player who
//! cannot move loses.
//!
//! # The losing positions
//!
//! Wythoff (1907): with the smaller pile first, the positions where the
//! player to move loses are
//!
//! ```text
//! (A_k, B_k) = (⌊kφ⌋, ⌊kφ⌋ + k),   k = 0, 1, 2, …,   φ = (1 + √5) / 2,
//! ```
//!
//! that is (0, 0), (1, 2), (3, 5), (4, 7), (6, 10), (8, 13), … Built
//! greedily, A_k is the least number in no earlier pair and B_k = A_k + k;
//! the two sequences are the Beatty sequences of φ and φ² (1/φ + 1/φ² = 1),
//! so every positive integer lies in exactly one pair, and every difference
//! k occurs in exactly one. No move joins two pairs: a one-pile move keeps
//! the other pile, which is in one pair only; a two-pile move keeps the
//! difference. And from any other position some move reaches a pair
//! ([`winning_moves`] lists them).
//!
//! # Exact arithmetic
//!
//! For k > 0, k√5 = √(5k²) is irrational, so with s = ⌊√(5k²)⌋,
//!
//! ```text
//! ⌊kφ⌋ = ⌊(k + √(5k²)) / 2⌋ = ⌊(k + s) / 2⌋ = (k + s) div 2
//! ```
//!
//! (the fractional part of √(5k²) is below 1, so it cannot carry k + s
//! past the next even number). For k ≤ 10^18, 5k² < 5·10^36 < 2^128, so
//! [`isqrt`] on `u128` makes the whole computation exact.
//!
//! Two shortcuts keep it exact and spare the divisions of a root on every
//! query. Testing a floor needs no root: a = ⌊kφ⌋ exactly when
//! 2a − k < k√5 < 2a + 2 − k, and both sides compare by their squares.
//! And finding one needs a single root, once: with Φ = ⌊2^60 φ⌋ (the formula
//! at k = 2^60, worked out at compile time), ⌊kΦ / 2^60⌋ is ⌊kφ⌋ or one
//! less for every k < 2^60, and the test says which.
//!
//! The floating-point shortcut `(k * (1 + sqrt(5.0)) / 2.0) as u64` is not:
//! a double carries 53 bits, so once kφ needs more than about 16 significant
//! digits in all, a value just below an integer rounds up to it. An
//! exhaustive scan of k ≤ 10^9 against exact integers finds 95 such k, the
//! first k = 102 334 155 (a Fibonacci number: kφ is within 4·10^-9 of an
//! integer), where doubles give A_k = 165 580 141 instead of 165 580 140.
//! That is inside POJ 1067's bounds (B_k = 267 914 295 ≤ 10^9), and so is
//! its trap: (165580140, 267914295) reads as a win and (165580141,
//! 267914296) as a loss. No `f64` appears here.
//!
//! # Grundy values
//!
//! The Grundy values of Wythoff's game have no known closed form (OEIS
//! A004481; Blass and Fraenkel 1990); [`Wythoff`] is the game for the
//! generic engine ([`crate::sg::engine`]), which computes them for small
//! piles, its zeros being the pairs above.
//!
//! # Files
//!
//! `integer_sqrt` (the exact square root), `pairs` (the losing pairs and the
//! losing test), `moves` (every winning move), `grundy` (the game for the
//! engine).

mod grundy;
mod integer_sqrt;
mod moves;
mod pairs;

pub use grundy::Wythoff;
pub use integer_sqrt::isqrt;
pub use moves::{winning_moves, WinningMoves};
pub use pairs::{is_losing, losing_pair, partner, MAX_PILE};
