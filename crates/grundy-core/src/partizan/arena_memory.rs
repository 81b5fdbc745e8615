//! The arena's memos of operations, measured and emptied: what a long
//! computation needs to stay within a memory budget.
//!
//! An [`Arena`] files every comparison `G ≤ H`, every sum `G + H` and the
//! results of its other operations (stops, nimber parts, birthdays,
//! cooling, products, …), so that each is made once. On a large search
//! (Domineering on a 6 × 6 board) those memos outgrow everything else: tens
//! of millions of pairs. They are caches: emptying them changes no value and
//! no id, only the work of making a result again. The games themselves (and
//! the negatives, one a game) are never dropped.

use crate::hashing::WordMap;
use std::mem::size_of;

use super::arena::Arena;

/// The memory one entry of a memo holds at most, in bytes: the key and the
/// value, a control byte, and a table at most 8/7 · 2 times as large as its
/// entries (it doubles when full).
fn entry_bytes<K, V>(_: &WordMap<K, V>) -> usize {
    ((size_of::<(K, V)>() + 1) * 16 + 6) / 7
}

/// The bytes of a memo of `len` entries, at most.
fn bytes<K, V>(memo: &WordMap<K, V>) -> usize {
    memo.len().saturating_mul(entry_bytes(memo))
}

impl Arena {
    /// How many results the arena holds in its memos (comparisons, sums
    /// and the other operations; negatives are games and not counted).
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
        self.le_memo.len()
            + self.add_memo.len()
            + self.nim_memo.len()
            + self.op_memo.len()
            + self.birthday_memo.len()
    }

    /// The memory the memos hold at most, in bytes: each entry's key and
    /// value, a control byte, and room for a table that has just doubled.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use grundy_core::partizan::arena::Arena;
    /// let mut arena = Arena::new();
    /// assert_eq!(arena.memo_bytes(), 0);
    /// let (up, star) = (arena.up_multiple(1), arena.star());
    /// arena.add(up, star);
    /// assert!(arena.memo_bytes() >= 16 * arena.memo_len());
    /// ```
    pub fn memo_bytes(&self) -> usize {
        bytes(&self.le_memo)
            + bytes(&self.add_memo)
            + bytes(&self.nim_memo)
            + bytes(&self.op_memo)
            + bytes(&self.birthday_memo)
    }

    /// Empties the memos of operations, keeping their tables' memory for
    /// what follows: every game and every id stays.
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
        self.nim_memo.clear();
        self.op_memo.clear();
        self.birthday_memo.clear();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A comparison's entry: two ids and a bool (12 bytes) and a control
    /// byte, in a table up to 16/7 times its entries.
    #[test]
    fn an_entry_of_a_comparison_is_thirty_bytes() {
        let arena = Arena::new();
        assert_eq!(entry_bytes(&arena.le_memo), 30);
    }

    /// Emptying the memos changes no value: the same games made again
    /// after each emptying have the same ids.
    #[test]
    fn emptied_memos_give_the_same_ids() {
        let mut arena = Arena::new();
        let mut made = Vec::new();
        let mut g = arena.star();
        for n in 1..8 {
            let up = arena.up_multiple(n);
            g = arena.add(g, up);
            made.push(g);
        }
        arena.clear_memos();
        let mut h = arena.star();
        for (n, &want) in (1..8).zip(&made) {
            let up = arena.up_multiple(n);
            h = arena.add(h, up);
            assert_eq!(h, want);
        }
        assert_eq!(arena.memo_bytes() > 0, arena.memo_len() > 0);
    }
}
