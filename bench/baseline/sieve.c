/* The linear sieve, the C side of the library benchmark `sieve`
 * (bench/rust_vs_references.py's library rows; the Rust side is
 * bench/examples/sieve.rs, the same format and the same method as
 * grundy_core::numbers::sieve::Sieve::new).
 *
 * In: n. Out: the number of primes up to n, the sum of Omega(x) and the sum
 * of omega(x) over 2 <= x <= n, on one line.
 *
 * The linear (Euler) sieve: each i marks i*p for the primes p up to the
 * smallest prime factor of i, so every composite is written once, with its
 * smallest factor p, Omega(i) + 1 and omega(i) + (p != spf(i)). The tables
 * are the answer: freed after the clock, as the Rust side drops its sieve.
 * The plain form: Omega and omega in two arrays (the Rust keeps them as
 * pairs in one, a composite's two counts one write). */
#include "baseline.h"

void sieve(void) {
    size_t n = (size_t)num(), len = n + 1;
    uint64_t clock = engine_start();
    uint32_t *spf = must(calloc(len, sizeof *spf));
    uint8_t *big = must(calloc(len, 1)), *little = must(calloc(len, 1));
    /* pi(n) < 1.26 n / ln n < 2 n / log2 n <= 2 n / (bits(n) - 1) for
     * n >= 17 (Rosser and Schoenfeld 1962). */
    size_t bound = n < 17 ? 7 : 2 * n / (size_t)(63 - __builtin_clzll((uint64_t)n)) + 1;
    uint32_t *primes = must(malloc(bound * sizeof *primes));
    size_t count = 0;
    for (size_t i = 2; i < len; i++) {
        if (spf[i] == 0) {
            spf[i] = (uint32_t)i;
            big[i] = 1;
            little[i] = 1;
            primes[count++] = (uint32_t)i;
        }
        uint32_t si = spf[i];
        uint8_t bi = big[i] + 1, li = little[i];
        for (size_t j = 0; j < count; j++) {
            uint32_t p = primes[j];
            size_t c = i * p;
            if (p > si || c >= len)
                break;
            spf[c] = p;
            big[c] = bi;
            little[c] = li + (p != si);
        }
    }
    uint64_t sum_big = 0, sum_little = 0;
    for (size_t x = 0; x < len; x++)
        sum_big += big[x];
    for (size_t x = 0; x < len; x++)
        sum_little += little[x];
    engine_stop(clock);
    put_num(count);
    put_char(' ');
    put_num(sum_big);
    put_char(' ');
    put_num(sum_little);
    put_char('\n');
    free(spf), free(big), free(little), free(primes);
}
