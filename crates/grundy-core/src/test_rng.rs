//! A tiny xorshift generator for the tests: fixed seeds, so every random
//! cross-check is reproducible, and no dependency.

/// xorshift64 (13, 7, 17). The seed must not be 0.
pub(crate) struct XorShift(pub(crate) u64);

impl XorShift {
    /// The next 64 pseudo-random bits.
    pub(crate) fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    /// `m` random arcs on the vertices `0..n`, repeats and self-loops
    /// included.
    pub(crate) fn arcs(&mut self, n: usize, m: usize) -> Vec<(u32, u32)> {
        (0..m)
            .map(|_| {
                (
                    (self.next() % n as u64) as u32,
                    (self.next() % n as u64) as u32,
                )
            })
            .collect()
    }
}
