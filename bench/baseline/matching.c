/* Maximum matchings, the C side of the library benchmarks `hopcroft-karp`
 * and `blossom` (bench/rust_vs_references.py's library rows; the Rust side
 * is bench/examples/bipartite_matching.rs and general_matching.rs, the
 * same formats and the same algorithms as grundy_core::graph).
 *
 * hopcroft-karp. In: L R M, then M edges a b (left a, right b, 0-based),
 * Library Checker's bipartitematching format. Out: the size of a maximum
 * matching, then how many left and how many right vertices some maximum
 * matching leaves uncovered, on one line. The adjacency in compressed rows
 * in input order, a greedy start, then Hopcroft-Karp phases: BFS layers
 * from the free left vertices up to the first layer with a free right
 * neighbour, then vertex-disjoint shortest augmenting paths by a DFS from
 * each free left vertex in turn (the start of the BFS queue) on an
 * explicit stack with a per-vertex edge pointer. The avoidable vertices:
 * a BFS from the free vertices of a side, out by any edge, back by the
 * matched one. O(M sqrt(L + R)).
 *
 * blossom. In: N M, then M edges u v (0-based), Library Checker's
 * general_matching format. Out: the size of a maximum matching and the
 * sizes of the Gallai-Edmonds sets D, A and C, on one line. Edmonds'
 * algorithm with a greedy start and one BFS per free vertex, blossoms
 * shrunk through a base array (Gabow's arrays), each search clearing only
 * what it touched; then one search from every free vertex at once, whose
 * even vertices are D. O(N^3). */
#include "baseline.h"

#define NONE UINT32_MAX

/* Compressed rows of n vertices from arcs (from[i], to[i]). */
static void csr(uint32_t n, uint32_t m, const uint32_t *from, const uint32_t *to, uint32_t **start_out,
                uint32_t **targets_out) {
    uint32_t *start = must(calloc((size_t)n + 1, sizeof *start));
    for (uint32_t i = 0; i < m; i++)
        start[from[i] + 1]++;
    for (uint32_t v = 0; v < n; v++)
        start[v + 1] += start[v];
    uint32_t *fill = must(malloc(((size_t)n + 1) * sizeof *fill));
    memcpy(fill, start, ((size_t)n + 1) * sizeof *fill);
    uint32_t *targets = must(malloc((m ? m : 1) * sizeof *targets));
    for (uint32_t i = 0; i < m; i++)
        targets[fill[from[i]]++] = to[i];
    free(fill);
    *start_out = start;
    *targets_out = targets;
}

/* How many vertices of a side even alternating paths from its free
 * vertices reach. */
static uint32_t avoidable(uint32_t n, const uint32_t *mate, const uint32_t *other_mate, const uint32_t *start,
                          const uint32_t *targets) {
    char *seen = must(malloc(n ? n : 1));
    uint32_t *queue = must(malloc((n ? n : 1) * sizeof *queue));
    size_t len = 0;
    for (uint32_t v = 0; v < n; v++) {
        seen[v] = mate[v] == NONE;
        if (seen[v])
            queue[len++] = v;
    }
    for (size_t h = 0; h < len; h++) {
        uint32_t v = queue[h];
        for (uint32_t j = start[v]; j < start[v + 1]; j++) {
            uint32_t back = other_mate[targets[j]];
            if (back != NONE && !seen[back])
                seen[back] = 1, queue[len++] = back;
        }
    }
    free(seen), free(queue);
    return (uint32_t)len;
}

void hopcroft_karp(void) {
    uint32_t l = (uint32_t)num(), r = (uint32_t)num(), m = (uint32_t)num();
    uint32_t *ea = must(malloc((m ? m : 1) * sizeof *ea));
    uint32_t *eb = must(malloc((m ? m : 1) * sizeof *eb));
    for (uint32_t i = 0; i < m; i++)
        ea[i] = (uint32_t)num(), eb[i] = (uint32_t)num();
    uint64_t clock = engine_start();
    uint32_t *start, *adj;
    csr(l, m, ea, eb, &start, &adj);
    uint32_t *mate_l = must(malloc((l ? l : 1) * sizeof *mate_l));
    uint32_t *mate_r = must(malloc((r ? r : 1) * sizeof *mate_r));
    memset(mate_l, 0xff, (size_t)l * sizeof *mate_l);
    memset(mate_r, 0xff, (size_t)r * sizeof *mate_r);
    uint32_t size = 0;
    for (uint32_t a = 0; a < l; a++)
        for (uint32_t j = start[a]; j < start[a + 1]; j++)
            if (mate_r[adj[j]] == NONE) {
                mate_l[a] = adj[j], mate_r[adj[j]] = a, size++;
                break;
            }
    uint32_t *dist = must(malloc((l ? l : 1) * sizeof *dist));
    uint32_t *next = must(malloc((l ? l : 1) * sizeof *next));
    /* The DFS keeps its stack in the queue's tail, past the roots: one
     * root and vertices matched when the phase began, l - free_count + 1
     * at most (as the Rust does). */
    uint32_t *queue = must(malloc(((size_t)l + 1) * sizeof *queue));
    for (;;) {
        size_t len = 0;
        for (uint32_t a = 0; a < l; a++) {
            dist[a] = mate_l[a] == NONE ? 0 : NONE;
            if (mate_l[a] == NONE)
                queue[len++] = a;
        }
        size_t free_count = len; /* the queue starts with the free vertices */
        uint32_t last = NONE;
        for (size_t h = 0; h < len; h++) {
            uint32_t a = queue[h];
            if (dist[a] >= last)
                break;
            for (uint32_t j = start[a]; j < start[a + 1]; j++) {
                uint32_t a2 = mate_r[adj[j]];
                if (a2 == NONE)
                    last = dist[a] + 1;
                else if (dist[a2] == NONE)
                    dist[a2] = dist[a] + 1, queue[len++] = a2;
            }
        }
        if (last == NONE)
            break;
        memcpy(next, start, (size_t)l * sizeof *next);
        uint32_t *stack = queue + free_count;
        for (size_t i = 0; i < free_count; i++) {
            uint32_t root = queue[i];
            size_t top = 0;
            stack[top++] = root;
            while (top) {
                uint32_t a = stack[top - 1], end = start[a + 1], step = NONE;
                int found = 0;
                while (next[a] < end) {
                    uint32_t a2 = mate_r[adj[next[a]]];
                    if (a2 == NONE) {
                        if (dist[a] + 1 == last) {
                            found = 1;
                            break;
                        }
                    } else if (dist[a2] == dist[a] + 1) {
                        step = a2;
                        break;
                    }
                    next[a]++;
                }
                if (found) {
                    for (size_t i = 0; i < top; i++) {
                        uint32_t x = stack[i], b = adj[next[x]];
                        mate_l[x] = b, mate_r[b] = x, dist[x] = NONE;
                    }
                    size++;
                    top = 0;
                } else if (step != NONE) {
                    stack[top++] = step;
                } else {
                    dist[a] = NONE;
                    if (--top)
                        next[stack[top - 1]]++;
                }
            }
        }
    }
    uint32_t avoid_l = avoidable(l, mate_l, mate_r, start, adj);
    uint32_t *rstart, *radj;
    csr(r, m, eb, ea, &rstart, &radj);
    uint32_t avoid_r = avoidable(r, mate_r, mate_l, rstart, radj);
    engine_stop(clock);
    put_num(size), put_char(' '), put_num(avoid_l), put_char(' '), put_num(avoid_r), put_char('\n');
}

/* ---------------------------------------------------------- blossom -- */

static uint32_t *gstart, *gadj, *mate, *base, *parent, *seen_at, *queue, *odd, *marked, stamp;
static char *even, *in_blossom;
static size_t qlen, olen, mlen;

static uint32_t common_base(uint32_t a, uint32_t b) {
    stamp++;
    for (a = base[a];; a = base[parent[mate[a]]]) {
        seen_at[a] = stamp;
        if (mate[a] == NONE)
            break;
    }
    for (b = base[b]; seen_at[b] != stamp; b = base[parent[mate[b]]])
        ;
    return b;
}

static void mark_path(uint32_t v, uint32_t b, uint32_t child) {
    while (base[v] != b) {
        uint32_t m = mate[v], bs[2] = {base[v], base[m]};
        for (int i = 0; i < 2; i++)
            if (!in_blossom[bs[i]])
                in_blossom[bs[i]] = 1, marked[mlen++] = bs[i];
        parent[v] = child;
        child = m;
        v = parent[m];
    }
}

static void shrink(uint32_t v, uint32_t to) {
    uint32_t b = common_base(v, to);
    mark_path(v, b, to);
    mark_path(to, b, v);
    for (size_t i = 0; i < qlen; i++)
        if (in_blossom[base[queue[i]]])
            base[queue[i]] = b;
    for (size_t i = 0; i < olen; i++) {
        uint32_t w = odd[i];
        if (in_blossom[base[w]]) {
            base[w] = b;
            if (!even[w])
                even[w] = 1, queue[qlen++] = w;
        }
    }
    for (size_t i = 0; i < mlen; i++)
        in_blossom[marked[i]] = 0;
    mlen = 0;
}

/* The search from roots[0..count); the free vertex an augmenting path
 * ends at, or NONE. */
static uint32_t search(const uint32_t *roots, uint32_t count) {
    for (size_t i = 0; i < qlen; i++) {
        uint32_t v = queue[i];
        base[v] = v, parent[v] = NONE, even[v] = 0;
    }
    for (size_t i = 0; i < olen; i++) {
        uint32_t v = odd[i];
        base[v] = v, parent[v] = NONE, even[v] = 0;
    }
    qlen = olen = 0;
    for (uint32_t i = 0; i < count; i++)
        even[roots[i]] = 1, queue[qlen++] = roots[i];
    for (size_t h = 0; h < qlen; h++) {
        uint32_t v = queue[h];
        for (uint32_t j = gstart[v]; j < gstart[v + 1]; j++) {
            uint32_t to = gadj[j];
            if (base[v] == base[to] || mate[v] == to)
                continue;
            if (even[to]) {
                shrink(v, to);
            } else if (parent[to] == NONE) {
                parent[to] = v;
                odd[olen++] = to;
                uint32_t next = mate[to];
                if (next == NONE)
                    return to;
                even[next] = 1, queue[qlen++] = next;
            }
        }
    }
    return NONE;
}

void blossom(void) {
    uint32_t n = (uint32_t)num(), m = (uint32_t)num();
    uint32_t *eu = must(malloc((m ? m : 1) * sizeof *eu));
    uint32_t *ev = must(malloc((m ? m : 1) * sizeof *ev));
    for (uint32_t i = 0; i < m; i++)
        eu[i] = (uint32_t)num(), ev[i] = (uint32_t)num();
    uint64_t clock = engine_start();
    size_t cap = 2 * (size_t)m + 1;
    uint32_t *from = must(malloc(cap * sizeof *from));
    uint32_t *to = must(malloc(cap * sizeof *to));
    uint32_t arcs = 0;
    for (uint32_t i = 0; i < m; i++)
        if (eu[i] != ev[i])
            from[arcs] = eu[i], to[arcs++] = ev[i], from[arcs] = ev[i], to[arcs++] = eu[i];
    csr(n, arcs, from, to, &gstart, &gadj);
    size_t words = n ? n : 1;
    mate = must(malloc(words * sizeof *mate));
    base = must(malloc(words * sizeof *base));
    parent = must(malloc(words * sizeof *parent));
    seen_at = must(calloc(words, sizeof *seen_at));
    queue = must(malloc(words * sizeof *queue));
    odd = must(malloc(words * sizeof *odd));
    marked = must(malloc(words * sizeof *marked));
    even = must(calloc(words, 1));
    in_blossom = must(calloc(words, 1));
    for (uint32_t v = 0; v < n; v++)
        mate[v] = NONE, base[v] = v, parent[v] = NONE;
    qlen = olen = mlen = 0;
    stamp = 0;
    uint32_t size = 0;
    for (uint32_t v = 0; v < n; v++)
        if (mate[v] == NONE)
            for (uint32_t j = gstart[v]; j < gstart[v + 1]; j++)
                if (mate[gadj[j]] == NONE) {
                    mate[v] = gadj[j], mate[gadj[j]] = v, size++;
                    break;
                }
    for (uint32_t root = 0; root < n; root++) {
        if (mate[root] != NONE)
            continue;
        uint32_t end = search(&root, 1);
        if (end == NONE)
            continue;
        size++;
        while (end != NONE) {
            uint32_t v = parent[end], next = mate[v];
            mate[end] = v, mate[v] = end;
            end = next;
        }
    }
    /* Gallai-Edmonds: one search from every free vertex. */
    uint32_t *roots = must(calloc(words, sizeof *roots)), count = 0;
    for (uint32_t v = 0; v < n; v++)
        if (mate[v] == NONE)
            roots[count++] = v;
    search(roots, count);
    uint32_t d = 0, a = 0;
    for (uint32_t v = 0; v < n; v++) {
        if (even[v]) {
            d++;
            continue;
        }
        for (uint32_t j = gstart[v]; j < gstart[v + 1]; j++)
            if (even[gadj[j]]) {
                a++;
                break;
            }
    }
    engine_stop(clock);
    put_num(size), put_char(' '), put_num(d), put_char(' '), put_num(a), put_char(' ');
    put_num(n - d - a), put_char('\n');
}
