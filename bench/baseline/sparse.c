#include "baseline.h"

/* ------------------------------------------ octal games, sparse -------- */
/* grundy_core::sg::octal's sparse-space engine (Gangolli-Plambeck;
 * Flammenkamp), single-threaded. A rule removes j tokens from a heap and
 * may leave nothing (take_all), one heap (take_one) or two non-empty heaps
 * (split; for Grundy's game, j = 0 and the two parts must differ).
 *
 * A heap n of value v is rare when popcount(e & mask) is even, e being the
 * extended value (v << 1) | ((n ^ offset) & 1). A split with exactly one
 * rare part makes an option that is common at the heap, so listing the
 * splits with a rare part lists every common option; the least value c
 * not listed is the mex if it is common, and if it is rare it is the mex
 * unless a split of two common parts makes it: recent witnesses of c are
 * tried, then a scan. The mask is learned from the counts of extended
 * values (a Walsh-Hadamard transform prices every mask). */


/* The rule of an octal code d0.d1d2... (d0 is 0 here). */
struct rule octal_rule(const char *code) {
    struct rule r;
    memset(&r, 0, sizeof r);
    for (int j = 1; code[j + 1]; j++) {
        int digit = code[j + 1] - '0';
        if (digit & 1)
            r.take_all[r.n_all++] = j;
        if (digit & 2)
            r.take_one[r.n_one++] = j;
        if (digit & 4)
            r.split[r.n_split++] = j;
    }
    return r;
}

struct rule grundys_game_rule(void) {
    struct rule r;
    memset(&r, 0, sizeof r);
    r.split[r.n_split++] = 0;
    r.unequal = 1;
    return r;
}

struct pair {
    uint32_t a, b;
};

struct sparse {
    const struct rule *rule;
    uint32_t *g;                  /* g[0..len) */
    size_t len;
    uint32_t bits;                /* every value so far is below 2^bits */
    uint32_t mask;                /* (M << 1) | s; 0: every heap rare */
    int offset, parity;
    struct pair *rare;            /* (a, g(a)) for rare heaps a >= 1 */
    size_t n_rare, rare_cap;
    uint64_t *count;              /* heaps >= 1 per extended value */
    uint32_t *seen;               /* seen[v] == x + 1: v is an option of x */
    struct pair (*ring)[WITNESSES]; /* recent witnesses per value */
    uint64_t found_by[2];
    size_t next_learn;
};

static uint32_t extended(const struct sparse *e, size_t n, uint32_t v) {
    return (v << 1) | (uint32_t)((n ^ (size_t)e->offset) & 1);
}

static int is_rare(const struct sparse *e, size_t n, uint32_t v) {
    return (__builtin_popcount(extended(e, n, v) & e->mask) & 1) == 0;
}

static int is_listed(const struct sparse *e, size_t n, uint32_t v) {
    return n >= 1 && e->mask != 0 && is_rare(e, n, v);
}

static void push_rare(struct sparse *e, uint32_t a, uint32_t v) {
    if (e->n_rare == e->rare_cap) {
        e->rare_cap = e->rare_cap ? 2 * e->rare_cap : 64;
        e->rare = must(realloc(e->rare, e->rare_cap * sizeof *e->rare));
    }
    e->rare[e->n_rare].a = a;
    e->rare[e->n_rare].b = v;
    e->n_rare++;
}

/* Room for the values below 2^bits (and the mex 2^bits). */
static void sparse_widen(struct sparse *e, uint32_t old_bits) {
    size_t old_values = ((size_t)1 << old_bits) + 1, values = ((size_t)1 << e->bits) + 1;
    e->seen = must(realloc(e->seen, values * sizeof *e->seen));
    memset(e->seen + old_values, 0, (values - old_values) * sizeof *e->seen);
    e->ring = must(realloc(e->ring, values * sizeof *e->ring));
    memset(e->ring + old_values, 0, (values - old_values) * sizeof *e->ring);
    e->count = must(realloc(e->count, ((size_t)2 << e->bits) * sizeof *e->count));
    memset(e->count + ((size_t)2 << old_bits), 0,
           (((size_t)2 << e->bits) - ((size_t)2 << old_bits)) * sizeof *e->count);
}

/* The mask under which the fewest heaps so far are rare, if it is a clear
 * gain (see sg/octal/sparse/mask.rs: Mask::learned). */
static void sparse_learn(struct sparse *e) {
    size_t n = (size_t)2 << e->bits;
    int64_t *w = must(malloc(n * sizeof *w));
    for (size_t i = 0; i < n; i++)
        w[i] = (int64_t)e->count[i];
    for (size_t h = 1; h < n; h *= 2)
        for (size_t i = 0; i < n; i += 2 * h)
            for (size_t k = i; k < i + h; k++) {
                int64_t a = w[k], b = w[k + h];
                w[k] = a + b;
                w[k + h] = a - b;
            }
    int64_t heaps = w[0];
    size_t best = 0;
    for (size_t m = 1; m < n; m++)
        if ((e->parity || m % 2 == 0) && (best == 0 || (heaps + w[m]) / 2 < (heaps + w[best]) / 2))
            best = m;
    if (best != 0 && (heaps + w[best]) / 2 * 4 > heaps)
        best = 0;
    int64_t now = e->mask == 0 ? heaps : (heaps + w[e->mask]) / 2;
    int64_t wanted = best == 0 ? heaps : (heaps + w[best]) / 2;
    free(w);
    if (best != e->mask && (wanted * 10 < now * 9 || best == 0)) {
        e->mask = (uint32_t)best;
        e->n_rare = 0;
        for (size_t a = 0; a < e->len; a++)
            if (is_listed(e, a, e->g[a]))
                push_rare(e, (uint32_t)a, e->g[a]);
    }
    e->next_learn = 2 * e->next_learn < e->len + (1 << 16) ? 2 * e->next_learn : e->len + (1 << 16);
}

/* Whether some split of heap x makes the value c: recent witnesses first
 * (keeping their smaller part a, or their larger part b), then every split
 * by its smaller part, in blocks growing from 64 to 4096 pairs. */
static int split_makes(struct sparse *e, size_t x, uint32_t c) {
    const struct rule *r = e->rule;
    const uint32_t *g = e->g;
    struct pair *ring = e->ring[c];
    int first = e->found_by[1] > e->found_by[0];
    for (int k = 0; k < 2; k++) {
        int pass = k ? 1 - first : first;
        for (int i = 0; i < WITNESSES; i++) {
            for (int s = 0; s < r->n_split; s++) {
                size_t j = (size_t)r->split[s];
                size_t m = x > j ? x - j : 0;
                size_t p = pass == 0 ? ring[i].a : m - ring[i].b; /* wraps when b > m */
                if (p >= 1 && p < m && !(r->unequal && 2 * p == m) && (g[p] ^ g[m - p]) == c) {
                    if (pass == 1) {
                        struct pair hit = ring[i];
                        memmove(ring + 1, ring, (size_t)i * sizeof *ring);
                        ring[0] = hit;
                    } else if (i > 0) {
                        struct pair t = ring[i - 1];
                        ring[i - 1] = ring[i];
                        ring[i] = t;
                    }
                    e->found_by[pass]++;
                    return 1;
                }
            }
        }
    }
    size_t lo = 1, block = 64;
    for (;;) {
        int any_left = 0;
        for (int s = 0; s < r->n_split; s++) {
            size_t j = (size_t)r->split[s];
            if (x < j + 2)
                continue;
            size_t m = x - j;
            size_t top = r->unequal ? (m - 1) / 2 : m / 2;
            if (lo > top)
                continue;
            size_t hi = top < lo + block - 1 ? top : lo + block - 1;
            any_left |= hi < top;
            for (size_t a = lo; a <= hi; a++)
                if ((g[a] ^ g[m - a]) == c) {
                    memmove(ring + 1, ring, (WITNESSES - 1) * sizeof *ring);
                    ring[0].a = (uint32_t)a;
                    ring[0].b = (uint32_t)(m - a);
                    return 1;
                }
        }
        if (!any_left)
            return 0;
        lo += block;
        block = 2 * block < 4096 ? 2 * block : 4096;
    }
}

/* The value of heap x = e->len. */
static uint32_t sparse_next(struct sparse *e) {
    const struct rule *r = e->rule;
    const uint32_t *g = e->g;
    size_t x = e->len;
    uint32_t stamp = (uint32_t)x + 1;
    for (int i = 0; i < r->n_all; i++)
        if ((size_t)r->take_all[i] == x)
            e->seen[0] = stamp;
    for (int i = 0; i < r->n_one; i++)
        if (x > (size_t)r->take_one[i])
            e->seen[g[x - (size_t)r->take_one[i]]] = stamp;
    for (int s = 0; s < r->n_split; s++) {
        size_t j = (size_t)r->split[s];
        if (x < j + 2)
            continue;
        size_t m = x - j;
        for (size_t i = 0; i < e->n_rare && e->rare[i].a < m; i++) {
            size_t a = e->rare[i].a;
            if (!(r->unequal && 2 * a == m))
                e->seen[e->rare[i].b ^ g[m - a]] = stamp;
        }
    }
    int every_pair_listed = e->mask != 0 && e->n_rare == (x ? x - 1 : 0);
    uint32_t c = 0;
    for (;;) {
        while (e->seen[c] == stamp)
            c++;
        if (!is_rare(e, x, c) || every_pair_listed || !split_makes(e, x, c))
            return c;
        e->seen[c] = stamp;
    }
}

/* g[0..=n] of the rule by the sparse engine. */
uint32_t *sparse_table(const struct rule *r, size_t n) {
    struct sparse e;
    memset(&e, 0, sizeof e);
    e.rule = r;
    e.offset = r->n_split ? r->split[0] & 1 : 0;
    e.parity = 1;
    for (int s = 0; s < r->n_split; s++)
        if ((r->split[s] & 1) != e.offset)
            e.parity = 0;
    e.g = must(malloc((n + 1) * sizeof *e.g));
    e.seen = must(calloc(2, sizeof *e.seen));
    e.ring = must(calloc(2, sizeof *e.ring));
    e.count = must(calloc(2, sizeof *e.count));
    e.next_learn = 16;
    while (e.len <= n) {
        uint32_t v = sparse_next(&e);
        size_t x = e.len;
        e.g[e.len++] = v;
        if (v >> e.bits) {
            uint32_t old = e.bits;
            while (v >> e.bits)
                e.bits++;
            sparse_widen(&e, old);
        }
        if (x >= 1) {
            e.count[extended(&e, x, v)]++;
            if (is_listed(&e, x, v))
                push_rare(&e, (uint32_t)x, v);
        }
        if (e.len == e.next_learn)
            sparse_learn(&e);
    }
    free(e.rare);
    free(e.count);
    free(e.seen);
    free(e.ring);
    return e.g;
}
