/* Scored retrograde analysis on an explicit move graph, the C side of the
 * library benchmark `scored-retrograde` (bench/rust_vs_references.py's
 * library rows; the Rust side is bench/examples/scored_retrograde.rs, the
 * same format).
 *
 * In: n m t d, then t ends v s (position v is over with score s), then m
 * arcs u v (0-based). Left (the maximizer) moves at the even positions,
 * Right at the odd ones; a draw ranks above every score up to d and below
 * those past it. Out: the number of draws, the wrapping sum of the scores,
 * and a hash of the values in order of position (h = h * 1000003 +
 * (score + 1), or + 0 for a draw), one a line.
 *
 * The ends sorted by score (qsort of score << 32 | position); arcs walked
 * backward through a transpose in compressed rows. Above the draw, the
 * ends from the highest down: Left's positions settled by the first score
 * that reaches them, Right's when a counter of unsettled moves reaches
 * zero, each settled position passing its score on before the next end;
 * below the draw, from the lowest up, the parts swapped. What is never
 * settled is a draw. O(n + m + t log t). */
#include "baseline.h"

static uint32_t *start, *pred, *left, *value, *queue;
static char *settled;
static size_t head, tail;

/* Settles what the end `end` (score << 32 | position) reaches; `eager` is
 * 0 for Left (the even positions), 1 for Right. */
static void settle(uint64_t end, uint32_t eager) {
    uint32_t score = (uint32_t)(end >> 32);
    queue[tail++] = (uint32_t)end;
    while (head < tail) {
        uint32_t v = queue[head++];
        for (uint32_t j = start[v]; j < start[v + 1]; j++) {
            uint32_t u = pred[j];
            if (settled[u])
                continue;
            if ((u & 1) != eager && --left[u] != 0)
                continue;
            settled[u] = 1;
            value[u] = score;
            queue[tail++] = u;
        }
    }
}

void scored_retrograde(void) {
    uint32_t n = (uint32_t)num(), m = (uint32_t)num(), t = (uint32_t)num();
    uint64_t d = num();
    char *over = must(calloc(n ? n : 1, 1));
    uint32_t *score = must(calloc(n ? n : 1, sizeof *score));
    for (uint32_t i = 0; i < t; i++) {
        uint32_t v = (uint32_t)num();
        over[v] = 1, score[v] = (uint32_t)num();
    }
    uint32_t *tails = must(malloc((m ? m : 1) * sizeof *tails));
    uint32_t *heads = must(malloc((m ? m : 1) * sizeof *heads));
    for (uint32_t i = 0; i < m; i++)
        tails[i] = (uint32_t)num(), heads[i] = (uint32_t)num();
    uint64_t clock = engine_start();
    start = must(calloc((size_t)n + 1, sizeof *start));
    left = must(calloc(n ? n : 1, sizeof *left));
    for (uint32_t i = 0; i < m; i++)
        start[heads[i] + 1]++, left[tails[i]]++;
    for (uint32_t v = 0; v < n; v++)
        start[v + 1] += start[v];
    pred = must(malloc((m ? m : 1) * sizeof *pred));
    uint32_t *fill = must(malloc((n ? n : 1) * sizeof *fill));
    memcpy(fill, start, (size_t)n * sizeof *fill);
    for (uint32_t i = 0; i < m; i++)
        pred[fill[heads[i]]++] = tails[i];
    free(fill);
    settled = must(calloc(n ? n : 1, 1));
    value = must(calloc(n ? n : 1, sizeof *value));
    uint64_t *ends = must(malloc((t ? t : 1) * sizeof *ends));
    size_t count = 0;
    for (uint32_t v = 0; v < n; v++)
        if (over[v]) {
            settled[v] = 1, value[v] = score[v];
            ends[count++] = (uint64_t)score[v] << 32 | v;
        } else if (left[v] == 0) {
            fputs("baseline: a position with no move and no score\n", stderr);
            exit(1);
        }
    qsort(ends, count, sizeof *ends, cmp_u64);
    size_t split = 0; /* ends[..split] rank below the draw */
    while (split < count && (ends[split] >> 32) <= d)
        split++;
    queue = must(malloc((n ? n : 1) * sizeof *queue));
    head = tail = 0;
    for (size_t i = count; i > split; i--)
        settle(ends[i - 1], 0);
    for (size_t i = 0; i < split; i++)
        settle(ends[i], 1);
    engine_stop(clock);
    uint64_t draws = 0, sum = 0, hash = 0;
    for (uint32_t v = 0; v < n; v++) {
        uint64_t code = 0;
        if (settled[v])
            sum += value[v], code = (uint64_t)value[v] + 1;
        else
            draws++;
        hash = hash * 1000003u + code;
    }
    put_num(draws), put_char('\n');
    put_num(sum), put_char('\n');
    put_num(hash), put_char('\n');
}
