//! A fast hasher for the keys the library makes itself (ids, positions,
//! bitmasks: small machine words), and hash maps under it.
//!
//! One multiply-rotate per word written (the mixing of rustc's `FxHasher`),
//! and a last multiply-rotate in `finish` that spreads the low bits into the
//! high ones, which the table's control bytes read. The keys are ids,
//! positions and bitmasks the library makes, and numbers an input states
//! within its parser's limits: no table is open to a flood of chosen
//! collisions, so the collision resistance of the default hasher (SipHash,
//! several times slower on such keys) buys nothing.

use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

/// The hasher: see the [module](self).
#[derive(Debug, Clone, Copy, Default)]
pub(crate) struct WordHasher(u64);

impl Hasher for WordHasher {
    fn finish(&self) -> u64 {
        self.0.wrapping_mul(0x9e37_79b9_7f4a_7c15).rotate_left(26)
    }
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.write_u64(u64::from(b));
        }
    }
    fn write_u8(&mut self, x: u8) {
        self.write_u64(u64::from(x));
    }
    fn write_u32(&mut self, x: u32) {
        self.write_u64(u64::from(x));
    }
    fn write_usize(&mut self, x: usize) {
        self.write_u64(x as u64);
    }
    fn write_u64(&mut self, x: u64) {
        self.0 = (self.0.rotate_left(5) ^ x).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
    }
}

/// A hash map under the [`WordHasher`].
pub(crate) type WordMap<K, V> = HashMap<K, V, BuildHasherDefault<WordHasher>>;

#[cfg(test)]
mod tests {
    use super::*;
    use std::hash::{BuildHasher, Hash};

    fn hash<T: Hash>(x: T) -> u64 {
        BuildHasherDefault::<WordHasher>::default().hash_one(x)
    }

    /// Keys that differ in one word hash apart, and the top seven bits (the
    /// control byte of the table) take many values over consecutive ids.
    #[test]
    fn spreads_small_keys() {
        assert_ne!(hash((1u32, 2u32)), hash((2u32, 1u32)));
        let tops: std::collections::HashSet<u64> = (0u32..1000).map(|i| hash(i) >> 57).collect();
        assert!(tops.len() > 100, "{}", tops.len());
        let mut m: WordMap<(u32, u32), u32> = WordMap::default();
        for i in 0..1000 {
            m.insert((i, i + 1), i);
        }
        assert!((0..1000).all(|i| m[&(i, i + 1)] == i));
    }
}
