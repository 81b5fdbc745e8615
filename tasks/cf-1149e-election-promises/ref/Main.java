// cf-1149e-election-promises reference (Java): Codeforces 1149E Election Promises
// https://codeforces.com/problemset/problem/1149/E
// In: n m; h_1..h_n (taxes, 0..10^9); m one-way roads "u v" forming a DAG.
// Out: "LOSE" if the first party cannot force a win; else "WIN" and the n
// taxes after one winning convention (any winning convention is accepted).
// Theory: level(v) = mex of the out-neighbours' levels; X(t) = XOR of the
// taxes on level t; the mover loses iff every X(t) is 0. The winning
// convention: the highest t with X(t) != 0, a city v on level t whose tax
// has X(t)'s top bit, h_v ^= X(t), and for each lower level l with
// X(l) != 0 an out-neighbour of v on level l (one exists by the mex) gets
// h ^= X(l). Levels here come from an iterative DFS post-order. This
// reference takes the city with the LARGEST tax among those fitting, and
// for each level the out-neighbour with the largest number.
import java.io.IOException;

public class Main {
    public static void main(String[] args) throws IOException {
        Reader rd = new Reader();
        int n = rd.nextInt(), m = rd.nextInt();
        long[] h = new long[n];
        for (int i = 0; i < n; i++) h[i] = rd.nextInt();
        int[] from = new int[m], to = new int[m];
        int[] start = new int[n + 1];
        for (int e = 0; e < m; e++) {
            from[e] = rd.nextInt() - 1;
            to[e] = rd.nextInt() - 1;
            start[from[e] + 1]++;
        }
        for (int v = 0; v < n; v++) start[v + 1] += start[v];
        int[] adj = new int[m];
        int[] fill = start.clone();
        for (int e = 0; e < m; e++) adj[fill[from[e]]++] = to[e];

        // Post-order DFS with an explicit stack: a city is finished after all
        // its out-neighbours, and its level is then known.
        int[] level = new int[n];
        int[] cursor = start.clone();
        boolean[] visited = new boolean[n];
        int[] stack = new int[n];
        int[] mark = new int[n + 2];
        int top = 0;
        for (int root = 0; root < n; root++) {
            if (visited[root]) continue;
            int sp = 0;
            stack[sp++] = root;
            visited[root] = true;
            while (sp > 0) {
                int v = stack[sp - 1];
                if (cursor[v] < start[v + 1]) {
                    int w = adj[cursor[v]++];
                    if (!visited[w]) {
                        visited[w] = true;
                        stack[sp++] = w;
                    }
                } else {
                    sp--;
                    for (int k = start[v]; k < start[v + 1]; k++) mark[level[adj[k]]] = v + 1;
                    int x = 0;
                    while (mark[x] == v + 1) x++;
                    level[v] = x;
                    top = Math.max(top, x);
                }
            }
        }
        long[] xor = new long[top + 1];
        for (int v = 0; v < n; v++) xor[level[v]] ^= h[v];
        int t = top;
        while (t >= 0 && xor[t] == 0) t--;
        if (t < 0) {
            System.out.print("LOSE\n");
            return;
        }
        long bit = Long.highestOneBit(xor[t]);
        int v = -1;
        for (int u = 0; u < n; u++) {
            if (level[u] == t && (h[u] & bit) != 0 && (v < 0 || h[u] > h[v])) v = u;
        }
        h[v] ^= xor[t];
        int[] pick = new int[t];
        java.util.Arrays.fill(pick, -1);
        for (int k = start[v]; k < start[v + 1]; k++) {
            int w = adj[k];
            if (level[w] < t && w > pick[level[w]]) pick[level[w]] = w;
        }
        for (int l = 0; l < t; l++) if (xor[l] != 0) h[pick[l]] ^= xor[l];
        StringBuilder sb = new StringBuilder("WIN\n");
        for (int i = 0; i < n; i++) {
            if (i > 0) sb.append(' ');
            sb.append(h[i]);
        }
        sb.append('\n');
        System.out.write(sb.toString().getBytes());
        System.out.flush();
    }

    /** Whole-stdin whitespace token reader (spaces, tabs, CR, LF). */
    static final class Reader {
        private final byte[] buf;
        private int pos;

        Reader() throws IOException {
            buf = System.in.readAllBytes();
        }

        int nextInt() {
            while (pos < buf.length && buf[pos] <= ' ') pos++;
            int v = 0;
            while (pos < buf.length && buf[pos] > ' ') v = v * 10 + (buf[pos++] - '0');
            return v;
        }
    }
}
