#include "baseline.h"

/* -------------------------------------------- the practice tasks ---- */

/* t01: m, m values; their mex (values above m cannot matter). */
void t01_mex(void) {
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
void t03_subtraction_sum(void) {
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
void t04_dag_grundy(void) {
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
void t05_take_k(void) {
    uint64_t k = num();
    size_t q = num();
    for (size_t i = 0; i < q; i++)
        put_winner(num() % (k + 1) != 0);
}

/* t06: m piles; Grundy's game by the sparse engine up to the largest. */
void t06_grundys_game(void) {
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
void t07_staircase_nim(void) {
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
void t08_take_one_two(void) {
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
void t10_winning_move(void) {
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
void t12_kayles(void) {
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
void t13_misere_nim(void) {
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
void t14_turning_turtles(void) {
    uint64_t n = num();
    size_t len = 0;
    const char *row = n ? token(&len) : "";
    uint64_t x = 0;
    for (size_t i = 0; i < len; i++)
        if (row[i] == 'H')
            x ^= i + 1;
    put_winner(x != 0);
}
