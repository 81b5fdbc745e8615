//! The nimber field: nim addition (XOR) and nim multiplication make the
//! nimbers below 2^64 the field GF(2^64), the algebra of coin-turning
//! games (by the Tartan theorem, a head of a product game is worth the
//! nim product of its factors' values).
//!
//! - [`product`]: nim multiplication on `u64` by 16-bit logarithm tables
//!   and the Fermat-power rule; the Fermat subfields GF(2^8), GF(2^16),
//!   GF(2^32).
//! - [`field`]: [`Nimber`], the number type whose `+` is XOR and `*` the
//!   nim product; squares, powers, the inverse, square roots.
//! - [`log`]: the multiplicative order and the discrete logarithm
//!   (Pohlig–Hellman with baby-step giant-step).
//! - [`xor_basis`]: a linear basis over GF(2) (the nimbers under
//!   addition alone): which XORs a set of heaps can make, rank, the
//!   largest XOR, a maximum-weight independent set.
//! - [`xor_count`]: how many choices of components (subsets, sequences,
//!   multisets, distinct values) make each XOR, modulo a prime, by the
//!   Walsh–Hadamard transform: the positions a sum of games loses.

#[cfg(test)]
mod definition;
pub mod field;
pub mod log;
pub mod product;
pub mod xor_basis;
pub mod xor_count;

pub use field::Nimber;
