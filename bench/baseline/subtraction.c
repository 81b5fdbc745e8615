#include "baseline.h"

/* ------------------------------------------ subtraction games -------- */
/* grundy_core::sg::subtraction: g(x) = mex{ g(x - s) : s in S, s <= x }.
 * Values are at most the number d of distinct moves; this baseline keeps
 * them in bytes, so it covers d < 256 (the Rust's narrow table then is
 * bytes too). */

int cmp_u64(const void *a, const void *b) {
    uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
    return x < y ? -1 : x > y;
}

/* Sorts the moves, drops duplicates and those above `limit`; the count. */
static size_t moves_up_to(uint64_t *s, size_t k, uint64_t limit) {
    qsort(s, k, sizeof *s, cmp_u64);
    size_t d = 0;
    for (size_t i = 0; i < k; i++)
        if (s[i] <= limit && (d == 0 || s[i] != s[d - 1]))
            s[d++] = s[i];
    if (d >= 256) {
        fputs("baseline: 256 or more distinct moves\n", stderr);
        exit(2);
    }
    return d;
}

/* g[from..len) by the recurrence (g[0..from) known), moves s[0..d) sorted.
 * Below max(S) only a prefix of the moves applies, then all of them. As in
 * the Rust, fewer than 64 moves give values below 64, so the options of x
 * fit one word; more moves stamp their options' values with x + 1. */
static void subtraction_extend(uint8_t *g, size_t from, size_t len, const uint64_t *s, size_t d) {
    size_t *stamp = d < 64 ? NULL : must(calloc(d + 1, sizeof *stamp));
    size_t usable = 0;
    for (size_t x = from; x < len; x++) {
        while (usable < d && s[usable] <= x)
            usable++;
        if (!stamp) {
            uint64_t seen = 0;
            for (size_t i = 0; i < usable; i++)
                seen |= 1ull << g[x - s[i]];
            g[x] = (uint8_t)__builtin_ctzll(~seen);
        } else {
            for (size_t i = 0; i < usable; i++)
                stamp[g[x - s[i]]] = x + 1;
            size_t v = 0;
            while (stamp[v] == x + 1)
                v++;
            g[x] = (uint8_t)v;
        }
    }
    free(stamp);
}

static const uint64_t HASH_MOD = (1ull << 61) - 1;
static const uint64_t HASH_BASE = 0x1f3d5b79a2c4e687ull % ((1ull << 61) - 1);

static uint64_t mul_mod(uint64_t a, uint64_t b) {
    unsigned __int128 p = (unsigned __int128)a * b;
    uint64_t r = (uint64_t)(p & HASH_MOD) + (uint64_t)(p >> 61);
    return r >= HASH_MOD ? r - HASH_MOD : r;
}

static uint64_t add_mod(uint64_t a, uint64_t b) {
    uint64_t r = a + b;
    return r >= HASH_MOD ? r - HASH_MOD : r;
}

/* A certified period: g(n) = g[n] below n0 + p, else g[n0 + (n - n0) % p]. */
struct periodic {
    uint8_t *g;
    uint64_t n0, p;
};

static uint64_t periodic_value(const struct periodic *t, uint64_t n) {
    return t->g[n < t->n0 + t->p ? n : t->n0 + (n - t->n0) % t->p];
}

/* A growing table of the recurrence, up to `cap` values. */
struct table {
    uint8_t *g;
    size_t len, cap, max_terms;
    const uint64_t *s;
    size_t d;
};

/* Makes g[0..len) known; 0 when that passes the cap. */
static int table_reach(struct table *t, size_t len) {
    if (len <= t->len)
        return 1;
    if (len > t->max_terms)
        return 0;
    size_t want = 2 * t->len > len ? 2 * t->len : len;
    if (want > t->max_terms)
        want = t->max_terms;
    if (want > t->cap) {
        t->g = must(realloc(t->g, want));
        t->cap = want;
    }
    subtraction_extend(t->g, t->len, want, t->s, t->d);
    t->len = want;
    return 1;
}

/* sg::subtraction::certified_period: Brent's cycle finding (rounds
 * growing fourfold) on the windows W(i) = g[i .. i + m), m = max(S),
 * compared by a rolling hash and checked term by term on a match; then the
 * least preperiod by scanning down. 0 when no certificate is found within
 * max_terms values. */
static int certified_period(const uint64_t *s, size_t d, size_t max_terms, struct periodic *res) {
    if (d == 0) {
        res->g = must(calloc(1, 1));
        res->n0 = 0;
        res->p = 1;
        return 1;
    }
    if (s[d - 1] >= max_terms)
        return 0;
    size_t m = (size_t)s[d - 1];
    struct table t = {NULL, 0, 0, max_terms, s, d};
    if (!table_reach(&t, m + 1))
        return 0;
    uint64_t top = 1;
    for (size_t i = 1; i < m; i++)
        top = mul_mod(top, HASH_BASE);
    uint64_t drop[256];
    for (unsigned v = 0; v < 256; v++)
        drop[v] = mul_mod(v, top);
    uint64_t tortoise_hash = 0, hare_hash = 0;
    for (size_t i = 0; i < m; i++) {
        tortoise_hash = add_mod(mul_mod(tortoise_hash, HASH_BASE), t.g[i]);
        hare_hash = add_mod(mul_mod(hare_hash, HASH_BASE), t.g[i + 1]);
    }
    size_t tortoise = 0, hare = 1, power = 1, lambda = 1;
    for (;;) {
        if (hare_hash == tortoise_hash && memcmp(t.g + tortoise, t.g + hare, m) == 0)
            break;
        if (power == lambda) {
            tortoise = hare;
            tortoise_hash = hare_hash;
            power *= 4;
            lambda = 0;
        }
        if (hare + m >= t.len && !table_reach(&t, hare + m + 1)) {
            free(t.g);
            return 0;
        }
        uint64_t without = add_mod(hare_hash, HASH_MOD - drop[t.g[hare]]);
        hare_hash = add_mod(mul_mod(without, HASH_BASE), t.g[hare + m]);
        hare++;
        lambda++;
    }
    size_t n0 = tortoise;
    while (n0 > 0 && t.g[n0 - 1] == t.g[n0 - 1 + lambda])
        n0--;
    res->g = t.g;
    res->n0 = n0;
    res->p = lambda;
    return 1;
}

/* sg::subtraction::pile_values: values[i] = g(piles[i]) for moves s[0..k)
 * (sorted here). A table up to the largest pile when it is at most 2^20
 * and (largest + 1) * moves <= 2^32; else the certified period of the
 * moves up to the largest pile, within 2^28 values (fewer for more than 16
 * moves), or after all a table if every pile is below that cap. */
void pile_values(uint64_t *s, size_t k, const uint64_t *piles, size_t n, uint64_t *values) {
    const uint64_t max_work = 1ull << 32;
    uint64_t largest = 0;
    for (size_t i = 0; i < n; i++)
        if (piles[i] > largest)
            largest = piles[i];
    size_t d = moves_up_to(s, k, largest);
    uint64_t per = d ? d : 1;
    int small = largest <= (1u << 20) && (largest + 1) <= max_work / per;
    size_t cap = (size_t)(max_work / per < (1u << 28) ? max_work / per : (1u << 28));
    struct periodic p;
    if (!small && certified_period(s, d, cap, &p)) {
        for (size_t i = 0; i < n; i++)
            values[i] = periodic_value(&p, piles[i]);
        free(p.g);
        return;
    }
    if (!small && largest >= cap) {
        fputs("baseline: no certificate within the cap\n", stderr);
        exit(1);
    }
    uint8_t *g = must(malloc((size_t)largest + 1));
    subtraction_extend(g, 0, (size_t)largest + 1, s, d);
    for (size_t i = 0; i < n; i++)
        values[i] = g[piles[i]];
    free(g);
}
