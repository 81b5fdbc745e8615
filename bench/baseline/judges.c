#include "baseline.h"

/* ---------------------------------------------- the judge problems -- */

/* cses-1730: t tests of n heaps; Nim. */
void cses_1730_nim_game_i(void) {
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
void cses_1098_nim_game_ii(void) {
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
void cses_1099_stair_game(void) {
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
void cses_2208_another_game(void) {
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
void cses_2207_grundys_game(void) {
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

void cses_1729_stick_game(void) {
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
void atcoder_dp_k_stones(void) {
    size_t n = num();
    uint64_t k = num();
    uint64_t *a = read_nums(n);
    uint64_t g;
    pile_values(a, n, &k, 1, &g);
    put_str(g ? "First\n" : "Second\n");
}

/* kattis-snim: k, S, m, m positions `l h1 .. hl`; W/L per position. */
void kattis_snim(void) {
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
void spoj_matgame(void) {
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
void cf_768e_game_of_stones(void) {
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
void uva_10561_treblecross(void) {
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
void lightoj_1229_treblecross(void) {
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
