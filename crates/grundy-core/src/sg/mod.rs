//! The Sprague-Grundy machinery: the mex, Grundy tables of subtraction and
//! split games, DAGs, the generic memoized engine, certified periodicity,
//! octal games and their sparse-space engine, narrow tables, and tables of
//! dense move sets by bitsets.

// Dense move sets by bitsets: Grundy and win/lose tables, a value pushed to m positions at once.
pub mod bitset;
// Memoized Grundy values over bitmask states (exponent sets, CF 850C).
pub mod bitmask;
pub mod dag;
pub mod engine;
// Grundy values as a rule plus sorted exceptions (forbidden moves, ABC 255 G).
pub mod exceptions;
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
// Trees from undirected edges, rooted by a breadth-first order.
pub mod tree;
