//! A memo of bounded size: two generations of a hash table, the older
//! dropped whole when the younger fills.
//!
//! Entries go into the young table; when it holds its capacity, the old
//! table is emptied and the two exchange roles. A look-up that finds an
//! entry in the old table copies it into the young one, so an entry in use
//! survives every change of generation, and one unused for two generations
//! is gone. At most twice the capacity is ever held, and neither table grows
//! past the allocation that capacity needs: [`Table::bytes`] states the
//! memory, fixed when the table is made.

use crate::hashing::WordMap;
use std::hash::Hash;
use std::mem::size_of;

/// A memo that holds at most twice its capacity, dropping what it has not
/// used for longest (by generations).
#[derive(Debug, Clone)]
pub struct Table<K, V> {
    young: WordMap<K, V>,
    old: WordMap<K, V>,
    capacity: usize,
}

impl<K: Hash + Eq + Clone, V: Copy> Table<K, V> {
    /// A table of generations of `capacity` entries each (at least 1). It
    /// allocates as it fills, never past [`Table::bytes`].
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use grundy_core::partizan::grid::Table;
    /// let t: Table<u64, u32> = Table::new(1000);
    /// assert_eq!(t.capacity(), 1000);
    /// assert!(t.is_empty());
    /// ```
    pub fn new(capacity: usize) -> Table<K, V> {
        let capacity = capacity.max(1);
        Table {
            young: WordMap::default(),
            old: WordMap::default(),
            capacity,
        }
    }

    /// The largest capacity whose table fits in `bytes`, by
    /// [`Table::bytes`].
    ///
    /// # Complexity
    /// O(log bytes).
    ///
    /// # Example
    /// ```
    /// use grundy_core::partizan::grid::Table;
    /// let cap = Table::<u64, u32>::capacity_for(1 << 20);
    /// assert!(Table::<u64, u32>::bytes(cap) <= 1 << 20);
    /// assert!(Table::<u64, u32>::bytes(cap + 1) > 1 << 20);
    /// ```
    pub fn capacity_for(bytes: usize) -> usize {
        // bytes(c) grows with c: the largest c with bytes(c) ≤ budget.
        let (mut lo, mut hi) = (0usize, bytes);
        while lo < hi {
            let mid = lo + (hi - lo + 1) / 2;
            if Self::bytes(mid) <= bytes {
                lo = mid;
            } else {
                hi = mid - 1;
            }
        }
        lo.max(1)
    }

    /// The memory a table of this capacity holds, at most: two hash tables
    /// of `capacity` entries, each of the buckets the standard library
    /// allocates for them (the next power of two above 8/7 of the
    /// capacity) and a control byte a bucket.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use grundy_core::partizan::grid::Table;
    /// // 7 entries need 8 buckets: two tables of 8 · (16 + 1) bytes.
    /// assert_eq!(Table::<u64, u64>::bytes(7), 2 * 8 * 17 + 2 * 16);
    /// ```
    pub fn bytes(capacity: usize) -> usize {
        let buckets = if capacity < 8 {
            if capacity < 4 {
                4
            } else {
                8
            }
        } else {
            (capacity.saturating_mul(8) / 7).next_power_of_two()
        };
        let entry = size_of::<(K, V)>();
        // The control bytes of one group (16) more than the buckets.
        2usize.saturating_mul(buckets.saturating_mul(entry + 1).saturating_add(16))
    }

    /// The capacity of one generation.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// See [`Table::new`].
    pub fn capacity(&self) -> usize {
        self.capacity
    }

    /// How many entries the table holds now (both generations).
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// See [`Table::insert`].
    pub fn len(&self) -> usize {
        self.young.len() + self.old.len()
    }

    /// Whether the table holds nothing.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// See [`Table::new`].
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The value filed under `key`, if it is still held; an entry found in
    /// the old generation moves to the young one.
    ///
    /// # Complexity
    /// O(1) expected.
    ///
    /// # Example
    /// See [`Table::insert`].
    pub fn get(&mut self, key: &K) -> Option<V> {
        if let Some(&v) = self.young.get(key) {
            return Some(v);
        }
        let v = *self.old.get(key)?;
        self.insert(key.clone(), v);
        Some(v)
    }

    /// Files `value` under `key`. When the young generation is full, the
    /// old one is dropped first and the young becomes the old.
    ///
    /// # Complexity
    /// O(1) expected; a change of generation empties the old table,
    /// O(capacity).
    ///
    /// # Example
    /// ```
    /// use grundy_core::partizan::grid::Table;
    /// let mut t = Table::new(2);
    /// for k in 0..5u64 {
    ///     t.insert(k, k * 10);
    /// }
    /// assert!(t.len() <= 4);
    /// assert_eq!(t.get(&4), Some(40));
    /// assert_eq!(t.get(&0), None); // two generations ago
    /// ```
    pub fn insert(&mut self, key: K, value: V) {
        if self.young.len() >= self.capacity && !self.young.contains_key(&key) {
            std::mem::swap(&mut self.young, &mut self.old);
            self.young.clear();
        }
        self.young.insert(key, value);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The table never holds more than two generations, never allocates
    /// past its bound, and keeps what it is asked for.
    #[test]
    fn bounded_and_keeps_what_is_used() {
        let mut t: Table<u64, u64> = Table::new(100);
        let mut most = 0;
        t.insert(7, 8);
        for k in 0..10_000u64 {
            t.insert(k, k + 1);
            // Key 7 is asked for all the time: it survives.
            assert_eq!(t.get(&7), Some(8));
            assert!(t.len() <= 200);
            assert_eq!(t.get(&k), Some(k + 1));
            most = most.max(t.young.capacity()).max(t.old.capacity());
        }
        assert_eq!(t.get(&8), None);
        // std reports 7/8 of its buckets as capacity.
        let buckets = (most * 8 / 7).next_power_of_two();
        assert!(Table::<u64, u64>::bytes(100) >= 2 * buckets * 17);
    }
}
