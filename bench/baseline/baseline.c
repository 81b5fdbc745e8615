/* The C baseline of the benchmark: the judge formats of this repository
 * solved in plain C, the same algorithms as the Rust binaries, so that
 * the "Rust / baseline" column of scripts/bench.sh measures how well the
 * Rust is written, not which algorithm it uses.
 *
 *   baseline <package> < input > output
 *
 * One function per package format (the table `solvers` at the end lists
 * them). Parsing is by hand over the whole of stdin read into one buffer,
 * and the answer is built in one buffer written at the end; there is no
 * scanf and no printf on the hot path. It VALIDATES NOTHING: it assumes
 * input that the Rust binary accepts (scripts/check-baseline.py runs it on
 * the valid golden cases only). An unknown package exits with status 2
 * (the benchmark then leaves its column empty).
 *
 * Built by the benchmark scripts (scripts/benchlib.py) with
 *   cc -O2 -o target/baseline/baseline bench/baseline/baseline.c
 * whenever the binary is missing or older than this file. Single-threaded
 * and without hand-written vector code: where the Rust library uses a
 * second thread or wide blocks (the sparse engine of octal games), this is
 * the same algorithm in its plain form.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

/* ------------------------------------------------------------ input -- */

static char *in;        /* all of stdin */
static size_t in_len;   /* its length */
static size_t in_pos;   /* the reading position */

static void *must(void *p) {
    if (!p) {
        fputs("baseline: out of memory\n", stderr);
        exit(1);
    }
    return p;
}

/* Reads all of stdin: a regular file in one read of its size, a pipe by
 * doubling. */
static void read_input(void) {
    struct stat st;
    size_t cap = 1 << 16;
    if (fstat(0, &st) == 0 && S_ISREG(st.st_mode) && st.st_size > 0)
        cap = (size_t)st.st_size + 1;
    in = must(malloc(cap));
    for (;;) {
        ssize_t got = read(0, in + in_len, cap - in_len);
        if (got <= 0)
            break;
        in_len += (size_t)got;
        if (in_len == cap)
            in = must(realloc(in, cap *= 2));
    }
}

static int is_space(char c) {
    return c == ' ' || c == '\t' || c == '\n' || c == '\r';
}

static void skip_space(void) {
    while (in_pos < in_len && is_space(in[in_pos]))
        in_pos++;
}

/* The next token as a number (decimal digits). */
static uint64_t num(void) {
    skip_space();
    uint64_t v = 0;
    while (in_pos < in_len && (unsigned)(in[in_pos] - '0') <= 9)
        v = v * 10 + (uint64_t)(in[in_pos++] - '0');
    return v;
}

/* The next token: its start, and its length in *len. */
static const char *token(size_t *len) {
    skip_space();
    size_t start = in_pos;
    while (in_pos < in_len && !is_space(in[in_pos]))
        in_pos++;
    *len = in_pos - start;
    return in + start;
}

/* ----------------------------------------------------------- output -- */

static char *out;       /* the answer so far */
static size_t out_len, out_cap;

static void room(size_t n) {
    if (out_len + n > out_cap) {
        out_cap = 2 * out_cap > out_len + n ? 2 * out_cap : out_len + n + (1 << 16);
        out = must(realloc(out, out_cap));
    }
}

static void put_char(char c) {
    room(1);
    out[out_len++] = c;
}

static void put_str(const char *s) {
    size_t n = strlen(s);
    room(n);
    memcpy(out + out_len, s, n);
    out_len += n;
}

static void put_num(uint64_t v) {
    char digits[20];
    int n = 0;
    do {
        digits[n++] = (char)('0' + v % 10);
        v /= 10;
    } while (v);
    room((size_t)n);
    while (n)
        out[out_len++] = digits[--n];
}

/* FIRST if the player to move wins, else SECOND (the winner words). */
static void put_winner(int mover_wins) {
    put_str(mover_wins ? "FIRST\n" : "SECOND\n");
}

/* values[0..n) separated by single spaces, then a newline. */
static void put_line_u32(const uint32_t *values, size_t n) {
    for (size_t i = 0; i < n; i++) {
        if (i)
            put_char(' ');
        put_num(values[i]);
    }
    put_char('\n');
}

static void write_output(void) {
    size_t done = 0;
    while (done < out_len) {
        ssize_t w = write(1, out + done, out_len - done);
        if (w <= 0)
            exit(1);
        done += (size_t)w;
    }
}

static uint64_t *read_nums(size_t n) {
    uint64_t *v = must(malloc((n ? n : 1) * sizeof *v));
    for (size_t i = 0; i < n; i++)
        v[i] = num();
    return v;
}

/* ------------------------------------------ subtraction games -------- */
/* grundy_core::sg::subtraction: g(x) = mex{ g(x - s) : s in S, s <= x }.
 * Values are at most the number d of distinct moves; this baseline keeps
 * them in bytes, so it covers d < 256 (the Rust's narrow table then is
 * bytes too). */

static int cmp_u64(const void *a, const void *b) {
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
static void pile_values(uint64_t *s, size_t k, const uint64_t *piles, size_t n, uint64_t *values) {
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

#define MAX_DIGITS 16
#define WITNESSES 16

struct rule {
    int take_all[MAX_DIGITS + 1], take_one[MAX_DIGITS + 1], split[MAX_DIGITS + 1];
    int n_all, n_one, n_split;
    int unequal;
};

/* The rule of an octal code d0.d1d2... (d0 is 0 here). */
static struct rule octal_rule(const char *code) {
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

static struct rule grundys_game_rule(void) {
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
static uint32_t *sparse_table(const struct rule *r, size_t n) {
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

/* -------------------------------------------- the practice tasks ---- */

/* t01: m, m values; their mex (values above m cannot matter). */
static void t01_mex(void) {
    size_t m = num();
    uint8_t *seen = must(calloc(m + 1, 1));
    for (size_t i = 0; i < m; i++) {
        uint64_t v = num();
        if (v <= m)
            seen[v] = 1;
    }
    size_t x = 0;
    while (x <= m && seen[x])
        x++;
    put_num(x);
    put_char('\n');
}

/* t03: k, S, m, piles; the winner of the sum of subtraction games. */
static void t03_subtraction_sum(void) {
    size_t k = num();
    uint64_t *s = read_nums(k);
    size_t m = num();
    uint64_t *piles = read_nums(m);
    uint64_t *g = must(malloc((m ? m : 1) * sizeof *g));
    pile_values(s, k, piles, m, g);
    uint64_t x = 0;
    for (size_t i = 0; i < m; i++)
        x ^= g[i];
    put_winner(x != 0);
}

/* t04: V E, E edges u v; the Grundy values of a DAG by an iterative
 * depth-first search (a vertex is finished after all its successors), and
 * the vertices of value 0 (sg::dag::grundy_values). */
static void t04_dag_grundy(void) {
    size_t v_count = num(), e_count = num();
    uint32_t *tail = must(malloc((e_count + 1) * sizeof *tail));
    uint32_t *head = must(malloc((e_count + 1) * sizeof *head));
    uint32_t *start = must(calloc(v_count + 1, sizeof *start));
    for (size_t i = 0; i < e_count; i++) {
        tail[i] = (uint32_t)num();
        head[i] = (uint32_t)num();
        start[tail[i] + 1]++;
    }
    for (size_t v = 0; v < v_count; v++)
        start[v + 1] += start[v];
    uint32_t *targets = must(malloc((e_count + 1) * sizeof *targets));
    uint32_t *cursor = must(malloc((v_count + 1) * sizeof *cursor));
    memcpy(cursor, start, (v_count + 1) * sizeof *cursor);
    for (size_t i = 0; i < e_count; i++)
        targets[cursor[tail[i]]++] = head[i];
    free(tail);
    free(head);
    memcpy(cursor, start, (v_count + 1) * sizeof *cursor);
    uint32_t max_degree = 0;
    for (size_t v = 0; v < v_count; v++)
        if (start[v + 1] - start[v] > max_degree)
            max_degree = start[v + 1] - start[v];
    uint8_t *state = must(calloc(v_count + 1, 1)); /* 0 unvisited, 1 open, 2 finished */
    uint32_t *g = must(malloc((v_count + 1) * sizeof *g));
    uint32_t *seen_by = must(calloc((size_t)max_degree + 1, sizeof *seen_by));
    uint32_t *stack = must(malloc((v_count + 1) * sizeof *stack));
    for (size_t root = 0; root < v_count; root++) {
        if (state[root])
            continue;
        size_t depth = 0;
        state[root] = 1;
        stack[depth++] = (uint32_t)root;
        while (depth) {
            uint32_t v = stack[depth - 1];
            if (cursor[v] < start[v + 1]) {
                uint32_t w = targets[cursor[v]++];
                if (!state[w]) {
                    state[w] = 1;
                    stack[depth++] = w;
                }
            } else {
                uint32_t degree = start[v + 1] - start[v];
                for (uint32_t i = start[v]; i < start[v + 1]; i++)
                    if (g[targets[i]] <= degree)
                        seen_by[g[targets[i]]] = v + 1;
                uint32_t mex = 0; /* at most degree: only degree values are marked */
                while (seen_by[mex] == v + 1)
                    mex++;
                g[v] = mex;
                state[v] = 2;
                depth--;
            }
        }
    }
    put_line_u32(g, v_count);
    int first = 1;
    for (size_t v = 0; v < v_count; v++)
        if (g[v] == 0) {
            if (!first)
                put_char(' ');
            first = 0;
            put_num(v);
        }
    put_char('\n');
}

/* t05: k Q, Q values n; take 1..k from one pile: n mod (k + 1). */
static void t05_take_k(void) {
    uint64_t k = num();
    size_t q = num();
    for (size_t i = 0; i < q; i++)
        put_winner(num() % (k + 1) != 0);
}

/* t06: m piles; Grundy's game by the sparse engine up to the largest. */
static void t06_grundys_game(void) {
    size_t m = num();
    uint64_t *piles = read_nums(m);
    uint64_t largest = 0;
    for (size_t i = 0; i < m; i++)
        if (piles[i] > largest)
            largest = piles[i];
    struct rule r = grundys_game_rule();
    uint32_t *g = sparse_table(&r, (size_t)largest);
    uint32_t x = 0;
    for (size_t i = 0; i < m; i++)
        x ^= g[piles[i]];
    put_winner(x != 0);
}

/* t07: k, c[1..k]; staircase Nim: the XOR of the odd steps. */
static void t07_staircase_nim(void) {
    size_t k = num();
    uint64_t x = 0;
    for (size_t i = 0; i < k; i++) {
        uint64_t c = num();
        if (i % 2 == 0)
            x ^= c;
    }
    put_winner(x != 0);
}

/* t08: n, m, piles; the table of S = {1, 2} by mex, and the winner. */
static void t08_take_one_two(void) {
    size_t n = num(), m = num();
    uint64_t *piles = read_nums(m);
    /* The recurrence with its two options in registers. */
    uint8_t *g = must(malloc(n + 1)), before = 0, last = 0;
    for (size_t x = 0; x <= n; x++) {
        uint8_t v = 0;
        while ((x >= 1 && v == last) || (x >= 2 && v == before))
            v++;
        g[x] = v;
        before = last;
        last = v;
    }
    room(2 * (n + 1));
    for (size_t x = 0; x <= n; x++) {
        out[out_len++] = (char)('0' + g[x]);
        out[out_len++] = ' ';
    }
    out[out_len - 1] = '\n';
    uint8_t x = 0;
    for (size_t i = 0; i < m; i++)
        x ^= g[piles[i]];
    put_winner(x != 0);
}

/* t10: m, g[1..m]; a winning move of Nim: the first value holding the top
 * bit of the XOR x, moved to value ^ x. */
static void t10_winning_move(void) {
    size_t m = num();
    uint64_t *g = read_nums(m);
    uint64_t x = 0;
    for (size_t i = 0; i < m; i++)
        x ^= g[i];
    if (x == 0) {
        put_str("LOSING\n");
        return;
    }
    uint64_t high = 1ull << (63 - __builtin_clzll(x));
    for (size_t i = 0; i < m; i++)
        if (g[i] & high) {
            put_num(i + 1);
            put_char(' ');
            put_num(g[i] ^ x);
            put_char('\n');
            return;
        }
}

/* t12: n, m, segments; Kayles (0.77) by the sparse engine, and the winner. */
static void t12_kayles(void) {
    size_t n = num(), m = num();
    struct rule r = octal_rule("0.77");
    uint32_t *g = sparse_table(&r, n);
    uint32_t x = 0;
    for (size_t i = 0; i < m; i++)
        x ^= g[num()];
    put_line_u32(g, n + 1);
    put_winner(x != 0);
}

/* t13: m piles; Nim under normal and misere play. */
static void t13_misere_nim(void) {
    size_t m = num();
    uint64_t x = 0, ones = 0;
    int some_large = 0;
    for (size_t i = 0; i < m; i++) {
        uint64_t p = num();
        x ^= p;
        some_large |= p >= 2;
        ones += p == 1;
    }
    put_str("NORMAL: ");
    put_winner(x != 0);
    put_str("MISERE: ");
    put_winner(some_large ? x != 0 : ones % 2 == 0);
}

/* t14: n, a row of n coins H/T; the XOR of i + 1 over the heads. */
static void t14_turning_turtles(void) {
    uint64_t n = num();
    size_t len = 0;
    const char *row = n ? token(&len) : "";
    uint64_t x = 0;
    for (size_t i = 0; i < len; i++)
        if (row[i] == 'H')
            x ^= i + 1;
    put_winner(x != 0);
}

/* ---------------------------------------------- the judge problems -- */

/* cses-1730: t tests of n heaps; Nim. */
static void cses_1730_nim_game_i(void) {
    size_t t = num();
    while (t--) {
        size_t n = num();
        uint64_t x = 0;
        while (n--)
            x ^= num();
        put_str(x ? "first\n" : "second\n");
    }
}

/* cses-1098: as 1730, taking 1 to 3: heap mod 4. */
static void cses_1098_nim_game_ii(void) {
    size_t t = num();
    while (t--) {
        size_t n = num();
        uint64_t x = 0;
        while (n--)
            x ^= num() % 4;
        put_str(x ? "first\n" : "second\n");
    }
}

/* cses-1099: t tests of n stairs; staircase Nim on stairs 2, 4, ... */
static void cses_1099_stair_game(void) {
    size_t t = num();
    while (t--) {
        size_t n = num();
        uint64_t x = 0;
        for (size_t i = 0; i < n; i++) {
            uint64_t balls = num();
            if (i % 2 == 1)
                x ^= balls;
        }
        put_str(x ? "first\n" : "second\n");
    }
}

/* cses-2208: t tests of n heaps; the mover wins when some heap is odd. */
static void cses_2208_another_game(void) {
    size_t t = num();
    while (t--) {
        size_t n = num();
        int odd = 0;
        while (n--)
            odd |= (int)(num() & 1);
        put_str(odd ? "first\n" : "second\n");
    }
}

/* cses-2207: t heaps of Grundy's game; the losing heaps are the zeros up
 * to 1222 (none after it up to 10^6, the library's tests check), computed
 * by the sparse engine and searched by bisection. */
static void cses_2207_grundys_game(void) {
    enum { LAST_ZERO = 1222 };
    struct rule r = grundys_game_rule();
    uint32_t *g = sparse_table(&r, LAST_ZERO);
    uint64_t zeros[LAST_ZERO + 1];
    size_t n_zeros = 0;
    for (size_t x = 0; x <= LAST_ZERO; x++)
        if (g[x] == 0)
            zeros[n_zeros++] = x;
    size_t t = num();
    while (t--) {
        uint64_t n = num();
        size_t lo = 0, hi = n_zeros;
        while (lo < hi) {
            size_t mid = (lo + hi) / 2;
            if (zeros[mid] < n)
                lo = mid + 1;
            else
                hi = mid;
        }
        put_str(lo < n_zeros && zeros[lo] == n ? "second\n" : "first\n");
    }
}

/* cses-1729: n k, k moves; W/L for piles 1..n of the subtraction game by a
 * bitset sweep, 64 piles a word (sg::subtraction::win_loss_table). */
static uint64_t bits_before(const uint64_t *bits, size_t start, size_t s) {
    if (s > start) { /* the window begins before pile 0: its part from 0 on */
        size_t skip = s - start;
        return skip >= 64 || start == 0 ? 0 : bits[0] << skip;
    }
    size_t from = start - s, q = from / 64, r = from % 64;
    /* Words not decided yet are still 0, as the Rust reads none. */
    return r > 0 ? bits[q] >> r | bits[q + 1] << (64 - r) : bits[q];
}

static void cses_1729_stick_game(void) {
    size_t n = num(), k = num();
    uint64_t *s = read_nums(k);
    size_t d = 0;
    qsort(s, k, sizeof *s, cmp_u64);
    for (size_t i = 0; i < k; i++)
        if (s[i] <= n && (d == 0 || s[i] != s[d - 1]))
            s[d++] = s[i];
    uint64_t near = 0;
    for (size_t i = 0; i < d; i++)
        if (s[i] < 64)
            near |= 1ull << s[i];
    size_t len = n + 1, blocks = len / 64 + (len % 64 != 0);
    uint64_t *lost = must(calloc(blocks + 1, sizeof *lost));
    for (size_t b = 0; b < blocks; b++) {
        uint64_t won = 0;
        for (size_t i = 0; i < d; i++)
            won |= bits_before(lost, 64 * b, (size_t)s[i]);
        uint64_t here = 0;
        for (int i = 0; i < 64; i++)
            if (!(won >> i & 1)) {
                here |= 1ull << i;
                won |= near << i;
            }
        lost[b] = here;
    }
    room(n + 1);
    for (size_t x = 1; x <= n; x++)
        out[out_len++] = lost[x / 64] >> (x % 64) & 1 ? 'L' : 'W';
    out[out_len++] = '\n';
}

/* atcoder-dp-k-stones: N K, N moves; the subtraction game from K. */
static void atcoder_dp_k_stones(void) {
    size_t n = num();
    uint64_t k = num();
    uint64_t *a = read_nums(n);
    uint64_t g;
    pile_values(a, n, &k, 1, &g);
    put_str(g ? "First\n" : "Second\n");
}

/* kattis-snim: k, S, m, m positions `l h1 .. hl`; W/L per position. */
static void kattis_snim(void) {
    size_t k = num();
    uint64_t *s = read_nums(k);
    size_t m = num();
    size_t *sizes = must(malloc((m ? m : 1) * sizeof *sizes));
    size_t total = 0, cap = 64;
    uint64_t *heaps = must(calloc(cap, sizeof *heaps));
    for (size_t i = 0; i < m; i++) {
        sizes[i] = num();
        for (size_t j = 0; j < sizes[i]; j++) {
            if (total == cap)
                heaps = must(realloc(heaps, (cap *= 2) * sizeof *heaps));
            heaps[total++] = num();
        }
    }
    uint64_t *g = must(malloc((total ? total : 1) * sizeof *g));
    pile_values(s, k, heaps, total, g);
    size_t at = 0;
    for (size_t i = 0; i < m; i++) {
        uint64_t x = 0;
        for (size_t j = 0; j < sizes[i]; j++)
            x ^= g[at++];
        put_char(x ? 'W' : 'L');
    }
    put_char('\n');
}

/* spoj-matgame: T tests of an N x M matrix; each row is a row of heaps
 * where only the leftmost non-empty heap may be taken from
 * (games::heap_row: folded from the right). */
static void spoj_matgame(void) {
    size_t t = num();
    while (t--) {
        size_t rows = num(), width = num();
        uint64_t *row = must(malloc((width ? width : 1) * sizeof *row));
        uint64_t x = 0;
        for (size_t r = 0; r < rows; r++) {
            for (size_t i = 0; i < width; i++)
                row[i] = num();
            uint64_t g = 0;
            for (size_t i = width; i-- > 0;)
                g = row[i] == 0 ? g : row[i] <= g ? row[i] - 1 : row[i];
            x ^= g;
        }
        free(row);
        put_winner(x != 0);
    }
}

/* cf-768e: n piles; each amount may be taken once: a pile of s is worth
 * the largest k with k(k + 1)/2 <= s. YES when the second player wins. */
static void cf_768e_game_of_stones(void) {
    size_t n = num();
    uint64_t x = 0;
    while (n--) {
        uint64_t s = num(), k = 0;
        while ((k + 1) * (k + 2) / 2 <= s)
            k++;
        x ^= k;
    }
    put_str(x == 0 ? "YES\n" : "NO\n");
}

/* Treblecross: the winning cells of a board of '.' and 'X' (0-based, into
 * cells; their count). A cell completing three in a row wins at once;
 * otherwise the safe cells (empty, no X within distance 2) form runs, the
 * runs are heaps of the octal game 0.11337 (sparse engine), and the
 * winning cells are the safe cells whose move makes the XOR 0. */
static size_t treblecross(const char *b, size_t n, size_t *cells) {
#define X(i) ((i) < n && b[i] == 'X')
    size_t found = 0;
    for (size_t i = 0; i < n; i++)
        if (b[i] != 'X' && ((i >= 2 && X(i - 2) && X(i - 1)) || (i >= 1 && X(i - 1) && X(i + 1)) ||
                            (X(i + 1) && X(i + 2))))
            cells[found++] = i;
#undef X
    if (found)
        return found;
    uint8_t *safe = must(malloc(n));
    for (size_t i = 0; i < n; i++) {
        size_t lo = i >= 2 ? i - 2 : 0, hi = i + 2 < n - 1 ? i + 2 : n - 1;
        safe[i] = 1;
        for (size_t k = lo; k <= hi; k++)
            if (b[k] == 'X')
                safe[i] = 0;
    }
    size_t *run_start = must(malloc(n * sizeof *run_start)), *run_len = must(malloc(n * sizeof *run_len));
    size_t runs = 0, longest = 0;
    for (size_t i = 0; i < n;) {
        if (!safe[i]) {
            i++;
            continue;
        }
        size_t start = i;
        while (i < n && safe[i])
            i++;
        run_start[runs] = start;
        run_len[runs++] = i - start;
        if (i - start > longest)
            longest = i - start;
    }
    struct rule r = octal_rule("0.11337");
    uint32_t *g = sparse_table(&r, longest);
    uint32_t total = 0;
    for (size_t k = 0; k < runs; k++)
        total ^= g[run_len[k]];
    if (total != 0)
        for (size_t k = 0; k < runs; k++) {
            size_t m = run_len[k];
            uint32_t rest = total ^ g[m];
            for (size_t j = 0; j < m; j++)
                if ((rest ^ g[j >= 2 ? j - 2 : 0] ^ g[m >= j + 3 ? m - j - 3 : 0]) == 0)
                    cells[found++] = run_start[k] + j;
        }
    free(g);
    free(safe);
    free(run_start);
    free(run_len);
    return found;
}

/* uva-10561: N boards; WINNING and the cells (1-based), or LOSING and an
 * empty line. */
static void uva_10561_treblecross(void) {
    size_t boards = num();
    while (boards--) {
        size_t n;
        const char *b = token(&n);
        size_t *cells = must(malloc((n + 1) * sizeof *cells));
        size_t found = treblecross(b, n, cells);
        put_str(found ? "WINNING\n" : "LOSING\n");
        for (size_t i = 0; i < found; i++) {
            if (i)
                put_char(' ');
            put_num(cells[i] + 1);
        }
        put_char('\n');
        free(cells);
    }
}

/* lightoj-1229: T boards; `Case i: ` and the cells, or 0. */
static void lightoj_1229_treblecross(void) {
    size_t boards = num();
    for (size_t c = 1; c <= boards; c++) {
        size_t n;
        const char *b = token(&n);
        size_t *cells = must(malloc((n + 1) * sizeof *cells));
        size_t found = treblecross(b, n, cells);
        put_str("Case ");
        put_num(c);
        put_str(": ");
        if (!found)
            put_char('0');
        for (size_t i = 0; i < found; i++) {
            if (i)
                put_char(' ');
            put_num(cells[i] + 1);
        }
        put_char('\n');
        free(cells);
    }
}

/* ------------------------------------------------------------ main -- */

static const struct {
    const char *package;
    void (*solve)(void);
} solvers[] = {
    {"t01-mex", t01_mex},
    {"t03-subtraction-sum", t03_subtraction_sum},
    {"t04-dag-grundy", t04_dag_grundy},
    {"t05-take-k", t05_take_k},
    {"t06-grundys-game", t06_grundys_game},
    {"t07-staircase-nim", t07_staircase_nim},
    {"t08-take-one-two", t08_take_one_two},
    {"t10-winning-move", t10_winning_move},
    {"t12-kayles", t12_kayles},
    {"t13-misere-nim", t13_misere_nim},
    {"t14-turning-turtles", t14_turning_turtles},
    {"atcoder-dp-k-stones", atcoder_dp_k_stones},
    {"cf-768e-game-of-stones", cf_768e_game_of_stones},
    {"cses-1098-nim-game-ii", cses_1098_nim_game_ii},
    {"cses-1099-stair-game", cses_1099_stair_game},
    {"cses-1729-stick-game", cses_1729_stick_game},
    {"cses-1730-nim-game-i", cses_1730_nim_game_i},
    {"cses-2207-grundys-game", cses_2207_grundys_game},
    {"cses-2208-another-game", cses_2208_another_game},
    {"kattis-snim", kattis_snim},
    {"lightoj-1229-treblecross", lightoj_1229_treblecross},
    {"spoj-matgame", spoj_matgame},
    {"uva-10561-treblecross", uva_10561_treblecross},
};

int main(int argc, char **argv) {
    if (argc == 2 && strcmp(argv[1], "--list") == 0) {
        for (size_t i = 0; i < sizeof solvers / sizeof *solvers; i++)
            puts(solvers[i].package);
        return 0;
    }
    for (size_t i = 0; argc == 2 && i < sizeof solvers / sizeof *solvers; i++)
        if (strcmp(argv[1], solvers[i].package) == 0) {
            read_input();
            solvers[i].solve();
            write_output();
            return 0;
        }
    fprintf(stderr, "baseline: no solution for %s\n", argc == 2 ? argv[1] : "(no package given)");
    return 2;
}
