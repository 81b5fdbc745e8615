/* Counting sequences by XOR with the Walsh-Hadamard transform, the C side
 * of the library benchmark `xor-count` (bench/rust_vs_references.py's
 * library rows; the Rust side is bench/examples/xor_count.rs, the same
 * format and the same method as grundy_core::nimber::xor_count::sequences).
 *
 * In: bits k seed. The weights w[0 .. 2^bits) are the successive outputs
 * of xorshift64 (13, 7, 17) from seed, each mod 1000 (drawn before the
 * clock). Out: the number of sequences of k components whose values XOR
 * to 0, and to anything else, modulo 998 244 353, on one line.
 *
 * The table w mod p (after finding the widest value with a weight), the
 * transform (butterflies u + v, u - v + p, each reduced by one conditional
 * subtraction, in 32 bits), the k-th power of each entry by squaring, the
 * transform again and a multiplication by 2^(-bits). */
#include "baseline.h"

#define P 998244353u

static uint32_t mulm(uint32_t a, uint32_t b) { return (uint32_t)((uint64_t)a * b % P); }

static uint32_t powm(uint32_t a, uint64_t e) {
    uint32_t r = 1;
    while (e) {
        if (e & 1)
            r = mulm(r, a);
        a = mulm(a, a);
        e >>= 1;
    }
    return r;
}

static void transform(uint32_t *a, size_t len) {
    for (size_t h = 1; h < len; h *= 2)
        for (size_t i = 0; i < len; i += 2 * h)
            for (size_t j = i; j < i + h; j++) {
                uint32_t u = a[j], v = a[j + h];
                uint32_t s = u + v, d = u + P - v;
                a[j] = s >= P ? s - P : s;
                a[j + h] = d >= P ? d - P : d;
            }
}

void xor_count(void) {
    unsigned bits = (unsigned)num();
    uint64_t k = num(), state = num();
    size_t n = (size_t)1 << bits;
    uint64_t *weights = must(malloc(n * sizeof *weights));
    for (size_t v = 0; v < n; v++) {
        state ^= state << 13; state ^= state >> 7; state ^= state << 17;
        weights[v] = state % 1000;
    }
    uint64_t clock = engine_start();
    unsigned width = 0;
    for (size_t v = 0; v < n; v++)
        if (weights[v] != 0) {
            unsigned b = v ? 64 - (unsigned)__builtin_clzll((uint64_t)v) : 0;
            if (b > width)
                width = b;
        }
    size_t len = (size_t)1 << width;
    uint32_t *a = must(calloc(len, sizeof *a));
    for (size_t v = 0; v < len && v < n; v++)
        a[v] = (uint32_t)(weights[v] % P);
    transform(a, len);
    for (size_t v = 0; v < len; v++)
        a[v] = powm(a[v], k);
    transform(a, len);
    uint32_t scale = powm((P + 1) / 2, width);
    for (size_t v = 0; v < len; v++)
        a[v] = mulm(a[v], scale);
    engine_stop(clock);
    uint64_t nonzero = 0;
    for (size_t v = 1; v < len; v++)
        nonzero = (nonzero + a[v]) % P;
    put_num(a[0]);
    put_char(' ');
    put_num(nonzero);
    put_char('\n');
    free(a), free(weights);
}
