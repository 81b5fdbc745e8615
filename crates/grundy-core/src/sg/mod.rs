//! The Sprague-Grundy machinery: the mex, Grundy tables of subtraction and
//! split games, DAGs, the generic memoized engine, certified periodicity,
//! octal games and their sparse-space engine, and narrow tables.

pub mod dag;
pub mod engine;
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
