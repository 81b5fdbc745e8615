/* Dense subtraction games by bitsets, the C side of the library benchmarks
 * `bitset-grundy` and `bitset-win-loss` (bench/rust_vs_references.py's
 * library rows; the Rust side is bench/examples/bitset.rs, the same format
 * and the same method as grundy_core::sg::bitset::Rule).
 *
 * In: mode n m percent seed. S = { s in 1..m : the s-th output of
 * xorshift64 (13, 7, 17) from seed, mod 100, is below percent } (drawn
 * before the clock). Mode 0: the Grundy values g(0..n); out: their XOR,
 * their sum and the number of zeros. Mode 1: who wins from 0..n; out: the
 * number of lost positions and the sum of them. The clock stops before
 * the summaries; the scratch (the rings, the column) is freed inside it, the
 * answer (the table, the lost bits) and the bitset of S after it, as the
 * Rust side drops them.
 *
 * A position pushes its value forward: reach_v |= S << y once g(y) = v,
 * and g(x) is the least v whose reach_v misses x. Each reach_v is a ring of
 * W words (a power of two, at least m/64 + 3), all of them in one array;
 * the words of the block of 64 positions being decided are copied into a
 * column first, and cleared in every ring once the block is done. Mode 1 is
 * the same with one ring, pushed by the lost positions only, found as the
 * lowest bit not yet won of their block's word. */
#include "baseline.h"

static size_t ring_width(size_t largest) {
    size_t w = largest / 64 + 3, p = 1;
    while (p < w)
        p *= 2;
    return p;
}

/* ring[(block + j) & mask] |= s[j] << r with the bits s[j - 1] spilled:
 * one write per word. */
static inline void push(uint64_t *ring, size_t mask, const uint64_t *s, size_t words, size_t y) {
    size_t block = y / 64;
    unsigned r = (unsigned)(y % 64);
    uint64_t spill = 0;
    for (size_t j = 0; j < words; j++) {
        ring[(block + j) & mask] |= s[j] << r | spill;
        spill = (s[j] >> 1) >> (63 - r);
    }
    ring[(block + words) & mask] |= spill;
}

void bitset_games(void) {
    unsigned mode = (unsigned)num();
    size_t n = (size_t)num(), m = (size_t)num();
    uint64_t percent = num(), state = num();
    size_t len = n + 1;
    uint8_t *in_s = must(calloc(m + 1, 1));
    for (size_t s = 1; s <= m; s++) {
        state ^= state << 13; state ^= state >> 7; state ^= state << 17;
        in_s[s] = state % 100 < percent;
    }
    uint64_t clock = engine_start();
    /* The bitset of S, moves above n left out. */
    size_t swords = len / 64 + 1, largest = 0;
    uint64_t *sbits = must(calloc(swords, sizeof *sbits));
    for (size_t s = 1; s <= m && s <= n; s++)
        if (in_s[s]) {
            sbits[s / 64] |= 1ull << (s % 64);
            largest = s;
        }
    size_t width = ring_width(largest), mask = width - 1, blocks = (len + 63) / 64;
    uint64_t out1 = 0, out2 = 0, out3 = 0;
    if (mode == 0) {
        uint64_t *g = must(malloc(len * sizeof *g));
        size_t values = 0, cap = 16;
        uint64_t *rings = must(malloc(cap * width * sizeof *rings));
        uint64_t *column = must(malloc(cap * sizeof *column));
        for (size_t b = 0; b < blocks; b++) {
            size_t slot = b & mask;
            for (size_t v = 0; v < values; v++)
                column[v] = rings[v * width + slot];
            size_t first = b * 64, here = len - first < 64 ? len - first : 64;
            for (size_t i = 0; i < here; i++) {
                size_t x = first + i, v = 0;
                while (v < values && (column[v] >> i & 1))
                    v++;
                g[x] = v;
                if (v == values) {
                    if (values == cap) {
                        cap *= 2;
                        rings = must(realloc(rings, cap * width * sizeof *rings));
                        column = must(realloc(column, cap * sizeof *column));
                    }
                    memset(rings + values * width, 0, width * sizeof *rings);
                    column[values++] = 0;
                }
                size_t reach = largest < n - x ? largest : n - x;
                size_t words = (reach + 64) / 64;
                push(rings + v * width, mask, sbits, words, x);
                column[v] |= sbits[0] << i;
            }
            for (size_t v = 0; v < values; v++)
                rings[v * width + slot] = 0;
        }
        free(rings), free(column);
        engine_stop(clock);
        for (size_t x = 0; x < len; x++) {
            out1 ^= g[x];
            out2 += g[x];
            out3 += g[x] == 0;
        }
        free(g);
    } else {
        uint64_t *ring = must(calloc(width, sizeof *ring));
        uint64_t *lost = must(calloc(blocks, sizeof *lost));
        for (size_t b = 0; b < blocks; b++) {
            size_t first = b * 64, here = len - first < 64 ? len - first : 64;
            uint64_t inside = here == 64 ? ~0ull : (1ull << here) - 1;
            /* The positions not won yet, lowest first: the lowest is lost;
             * the word is read again after each push. */
            uint64_t open = ~ring[b & mask] & inside;
            while (open) {
                unsigned i = (unsigned)__builtin_ctzll(open);
                size_t x = first + i;
                lost[b] |= 1ull << i;
                size_t reach = largest < n - x ? largest : n - x;
                push(ring, mask, sbits, (reach + 64) / 64, x);
                open = ~ring[b & mask] & inside & ~((2ull << i) - 1);
            }
            ring[b & mask] = 0;
        }
        free(ring);
        engine_stop(clock);
        for (size_t x = 0; x < len; x++)
            if (lost[x / 64] >> (x % 64) & 1)
                out1++, out2 += x;
        free(lost);
    }
    put_num(out1);
    put_char(' ');
    put_num(out2);
    if (mode == 0) {
        put_char(' ');
        put_num(out3);
    }
    put_char('\n');
    free(sbits), free(in_s);
}
