//! The mate arrays of the matchings: a vertex per vertex, as `u32`, with
//! [`NONE`] for an unmatched one.

/// "No vertex" in the `u32` mate arrays (never visible in the public API,
/// which answers `Option`).
pub(crate) const NONE: u32 = u32::MAX;

/// `Some(v)` for a vertex, `None` for [`NONE`].
#[inline]
pub(crate) fn some(v: u32) -> Option<usize> {
    (v != NONE).then_some(v as usize)
}
