/* The C baseline of the benchmark: the judge formats of this repository
 * solved in plain C, the same algorithms as the Rust binaries, so that
 * the "Rust / baseline" column of bench/rust_vs_references.py measures how well the
 * Rust is written, not which algorithm it uses.
 *
 *   baseline <package> < input > output
 *
 * One function per package format (the table `solvers` in main.c lists
 * them; practice.c and judges.c hold them). Parsing is by hand over the whole of stdin read into one buffer,
 * and the answer is built in one buffer written at the end; there is no
 * scanf and no printf on the hot path. It VALIDATES NOTHING: it assumes
 * input that the Rust binary accepts (scripts/check-baseline.py runs it on
 * the valid golden cases only). An unknown package exits with status 2
 * (the benchmark then leaves its column empty).
 *
 * Built by the benchmark scripts (bench/benchlib.py) with
 *   cc -O2 -o target/baseline/baseline <every .c file of bench/baseline/>
 * whenever the binary is missing or older than any file there.
 * Single-threaded and without hand-written vector code: where the Rust
 * library uses a second thread or wide blocks (the sparse engine of octal
 * games), this is the same algorithm in its plain form.
 */
#ifndef BASELINE_H
#define BASELINE_H

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

/* ------------------------------------------------------------ input -- */
/* io.c reads all of stdin into `in`; the small readers and writers are
 * inline here so that every file inlines them as the single file did. */

extern char *in;        /* all of stdin */
extern size_t in_len;   /* its length */
extern size_t in_pos;   /* the reading position */

static inline void *must(void *p) {
    if (!p) {
        fputs("baseline: out of memory\n", stderr);
        exit(1);
    }
    return p;
}

void read_input(void);
uint64_t *read_nums(size_t n);

static inline int is_space(char c) {
    return c == ' ' || c == '\t' || c == '\n' || c == '\r';
}

static inline void skip_space(void) {
    while (in_pos < in_len && is_space(in[in_pos]))
        in_pos++;
}

/* The next token as a number (decimal digits). */
static inline uint64_t num(void) {
    skip_space();
    uint64_t v = 0;
    while (in_pos < in_len && (unsigned)(in[in_pos] - '0') <= 9)
        v = v * 10 + (uint64_t)(in[in_pos++] - '0');
    return v;
}

/* The next token: its start, and its length in *len. */
static inline const char *token(size_t *len) {
    skip_space();
    size_t start = in_pos;
    while (in_pos < in_len && !is_space(in[in_pos]))
        in_pos++;
    *len = in_pos - start;
    return in + start;
}

/* ----------------------------------------------------------- output -- */

extern char *out;       /* the answer so far */
extern size_t out_len, out_cap;

static inline void room(size_t n) {
    if (out_len + n > out_cap) {
        out_cap = 2 * out_cap > out_len + n ? 2 * out_cap : out_len + n + (1 << 16);
        out = must(realloc(out, out_cap));
    }
}

static inline void put_char(char c) {
    room(1);
    out[out_len++] = c;
}

static inline void put_str(const char *s) {
    size_t n = strlen(s);
    room(n);
    memcpy(out + out_len, s, n);
    out_len += n;
}

static inline void put_num(uint64_t v) {
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
static inline void put_winner(int mover_wins) {
    put_str(mover_wins ? "FIRST\n" : "SECOND\n");
}

/* values[0..n) separated by single spaces, then a newline. */
static inline void put_line_u32(const uint32_t *values, size_t n) {
    for (size_t i = 0; i < n; i++) {
        if (i)
            put_char(' ');
        put_num(values[i]);
    }
    put_char('\n');
}

void write_output(void);

/* ---------------------------------------------------- engine time -- */
/* The library benchmarks time their engine inside the program, without the
 * reading, the printing or the process start (bench/rust_vs_references.py
 * reads the line; bench/src/engine_time.rs is the Rust side):
 *   uint64_t t = engine_start();  ...the engine...  engine_stop(t);
 * prints "engine-ns N" on stderr. */

static inline uint64_t engine_start(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (uint64_t)t.tv_sec * 1000000000u + (uint64_t)t.tv_nsec;
}

static inline void engine_stop(uint64_t start) {
    fprintf(stderr, "engine-ns %llu\n", (unsigned long long)(engine_start() - start));
}

/* ------------------------------------------ subtraction games (subtraction.c) */

int cmp_u64(const void *a, const void *b);
void pile_values(uint64_t *s, size_t k, const uint64_t *piles, size_t n, uint64_t *values);

/* ------------------------------------------ octal games, sparse (sparse.c) */

#define MAX_DIGITS 16
#define WITNESSES 16

struct rule {
    int take_all[MAX_DIGITS + 1], take_one[MAX_DIGITS + 1], split[MAX_DIGITS + 1];
    int n_all, n_one, n_split;
    int unequal;
};

struct rule octal_rule(const char *code);
struct rule grundys_game_rule(void);
uint32_t *sparse_table(const struct rule *r, size_t n);

/* ------------------------------------------ the solvers (practice.c, judges.c) */

void t01_mex(void);
void t03_subtraction_sum(void);
void t04_dag_grundy(void);
void t05_take_k(void);
void t06_grundys_game(void);
void t07_staircase_nim(void);
void t08_take_one_two(void);
void t10_winning_move(void);
void t12_kayles(void);
void t13_misere_nim(void);
void t14_turning_turtles(void);

void cses_1730_nim_game_i(void);
void cses_1098_nim_game_ii(void);
void cses_1099_stair_game(void);
void cses_2208_another_game(void);
void cses_2207_grundys_game(void);
void cses_1729_stick_game(void);
void atcoder_dp_k_stones(void);
void kattis_snim(void);
void spoj_matgame(void);
void cf_768e_game_of_stones(void);
void uva_10561_treblecross(void);

/* Library benchmarks, not packages: retrograde.c, scored.c, nimber.c,
 * matching.c, sieve.c, xor_count.c, bitset.c. */
void retrograde(void);
void scored_retrograde(void);
void nim_product(void);
void hopcroft_karp(void);
void blossom(void);
void sieve(void);
void xor_count(void);
void bitset_games(void);
void lightoj_1229_treblecross(void);

#endif
