//! The arena's memos of comparisons and sums, measured and emptied: what a
//! long computation needs to stay within a memory budget.
//!
//! An [`Arena`] files every comparison `G ≤ H` and every sum `G + H` it has
//! made, so that each is made once. On a large search (Domineering on a
//! 6 × 6 board) those memos outgrow everything else: tens of millions of
//! pairs. They are caches: emptying them changes no value and no id, only
//! the work of making a comparison or a sum again. The games themselves
//! (and the negatives, one a game) are never dropped.

use super::arena::Arena;

/// The memory one memo entry holds at most, in bytes: a pair of ids and a
/// result (12 bytes), a control byte, and a table at most 8/7 · 2 times as
/// large as its entries (it doubles when full).
pub const MEMO_ENTRY_BYTES: usize = 30;

impl Arena {
    /// How many comparisons and sums the arena holds in its memos.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use grundy_core::partizan::arena::Arena;
    /// let mut arena = Arena::new();
    /// let (up, star) = (arena.up_multiple(1), arena.star());
    /// arena.add(up, star);
    /// assert!(arena.memo_len() > 0);
    /// ```
    pub fn memo_len(&self) -> usize {
        self.le_memo.len() + self.add_memo.len()
    }

    /// Empties the memos of comparisons and sums, keeping their tables'
    /// memory for what follows: every game and every id stays.
    ///
    /// # Complexity
    /// O(the tables' capacity).
    ///
    /// # Example
    /// ```
    /// use grundy_core::partizan::arena::Arena;
    /// let mut arena = Arena::new();
    /// let (up, star) = (arena.up_multiple(1), arena.star());
    /// let before = arena.add(up, star);
    /// arena.clear_memos();
    /// assert_eq!(arena.memo_len(), 0);
    /// assert_eq!(arena.add(up, star), before);
    /// ```
    pub fn clear_memos(&mut self) {
        self.le_memo.clear();
        self.add_memo.clear();
    }
}
