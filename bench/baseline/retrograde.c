/* Retrograde analysis on an explicit digraph, the C side of the library
 * benchmark `retrograde` (bench/rust_vs_references.py's library rows; the Rust side is
 * bench/examples/retrograde.rs, the same format).
 *
 * In: n m, then m arcs u v (0-based). Normal play: a vertex with no arc out
 * loses for its mover. Out: one line of n letters, W, L or D for the player
 * to move at each vertex, then the sum of the moves to the end over the
 * decided vertices (the winner hurries, the loser delays).
 *
 * A FIFO queue from the ends; arcs walked backward through a transpose in
 * compressed rows; a counter per vertex of moves not yet known to reach a
 * win. O(n + m). */
#include "baseline.h"

void retrograde(void) {
    uint32_t n = (uint32_t)num(), m = (uint32_t)num();
    uint32_t *tail = must(malloc((m ? m : 1) * sizeof *tail));
    uint32_t *head = must(malloc((m ? m : 1) * sizeof *head));
    for (uint32_t i = 0; i < m; i++)
        tail[i] = (uint32_t)num(), head[i] = (uint32_t)num();
    uint64_t clock = engine_start();
    uint32_t *start = must(calloc((size_t)n + 1, sizeof *start));
    uint32_t *left = must(calloc(n ? n : 1, sizeof *left));
    for (uint32_t i = 0; i < m; i++)
        start[head[i] + 1]++, left[tail[i]]++;
    for (uint32_t v = 0; v < n; v++)
        start[v + 1] += start[v];
    uint32_t *pred = must(malloc((m ? m : 1) * sizeof *pred));
    uint32_t *fill = must(malloc((n ? n : 1) * sizeof *fill));
    memcpy(fill, start, (size_t)n * sizeof *fill);
    for (uint32_t i = 0; i < m; i++)
        pred[fill[head[i]]++] = tail[i];
    free(tail), free(head), free(fill);
    char *result = must(malloc((size_t)n + 1));
    uint32_t *moves = must(calloc(n ? n : 1, sizeof *moves));
    uint32_t *queue = must(malloc((n ? n : 1) * sizeof *queue));
    size_t qlen = 0;
    for (uint32_t v = 0; v < n; v++) {
        result[v] = 'D';
        if (left[v] == 0)
            result[v] = 'L', queue[qlen++] = v;
    }
    for (size_t h = 0; h < qlen; h++) {
        uint32_t v = queue[h], depth = moves[v] + 1;
        int lost = result[v] == 'L';
        for (uint32_t j = start[v]; j < start[v + 1]; j++) {
            uint32_t u = pred[j];
            if (result[u] != 'D')
                continue;
            if (lost || --left[u] == 0) {
                result[u] = lost ? 'W' : 'L';
                moves[u] = depth;
                queue[qlen++] = u;
            }
        }
    }
    uint64_t total = 0;
    for (uint32_t v = 0; v < n; v++)
        if (result[v] != 'D')
            total += moves[v];
    engine_stop(clock);
    room((size_t)n + 32);
    memcpy(out + out_len, result, n);
    out_len += n;
    put_char('\n');
    put_num(total);
    put_char('\n');
}
