//! The Sprague-Grundy machinery: the mex, Grundy tables of subtraction and
//! split games, DAGs, the generic memoized engine, certified periodicity,
//! octal games and their sparse-space engine, narrow tables, and tables of
//! dense move sets by bitsets.
//!
//! Every Grundy value these engines return is a [`Grundy`]: one type for
//! the whole part, so a value from one engine XORs with a value from
//! another without a cast. A table that holds many values may store them
//! narrower inside ([`narrow`]); what it hands out is a [`Grundy`].

/// A Grundy value (a nimber): `0` exactly when the player to move loses,
/// and a sum of games is worth the XOR of its components' values.
pub type Grundy = u64;

// Dense move sets by bitsets: Grundy and win/lose tables, a value pushed to m positions at once.
pub mod bitset;
pub mod dag;
pub mod engine;
// A winning move in a sum of heaps, each under its own rule (Nim, subtraction, octal, any).
pub mod heaps;
pub mod mex;
pub mod narrow;
pub mod octal;
pub mod period;
// Remoteness and suspense: compounds with a move in every component (every-SG).
pub mod remoteness;
pub mod split;
// Split a heap into exactly k parts: the reachable XORs of j-part splits as bitsets.
pub mod split_k;
pub mod subtraction;
