// cf-1498f-christmas-game reference (Java): Codeforces 1498F Christmas Game
// https://codeforces.com/problemset/problem/1498/F
// In: n k; n-1 undirected edges "x y"; a_1..a_n (presents per node).
// Out: n values separated by spaces: the i-th is 1 if Alice (who moves
// first) wins when the tree is rooted at node i, else 0.
// Theory: a move keeps depth mod k and lowers floor(depth / k) by one, so
// each residue is a staircase Nim in which only odd steps count: Alice wins
// for root r iff XOR{a_i : depth_r(i) mod 2k in [k, 2k)} != 0.
// All roots: sub[v][j] = XOR of a over v's subtree at distance = j (mod 2k),
// filled bottom-up over a BFS order; then, top-down, all[v] (the whole tree
// seen from v) is all[c][j] = sub[c][j] ^ (all[p] minus c's share)[j-1],
// where c's share of all[p] at index i is sub[c][i-1]. O(n k).
import java.io.IOException;

public class Main {
    public static void main(String[] args) throws IOException {
        Reader rd = new Reader();
        int n = rd.nextInt(), k = rd.nextInt();
        int m = 2 * k;
        int[] ex = new int[n - 1], ey = new int[n - 1];
        int[] start = new int[n + 1];
        for (int e = 0; e < n - 1; e++) {
            ex[e] = rd.nextInt() - 1;
            ey[e] = rd.nextInt() - 1;
            start[ex[e] + 1]++;
            start[ey[e] + 1]++;
        }
        for (int v = 0; v < n; v++) start[v + 1] += start[v];
        int[] adj = new int[2 * (n - 1)];
        int[] fill = start.clone();
        for (int e = 0; e < n - 1; e++) {
            adj[fill[ex[e]]++] = ey[e];
            adj[fill[ey[e]]++] = ex[e];
        }
        int[] a = new int[n];
        for (int i = 0; i < n; i++) a[i] = rd.nextInt();

        int[] parent = new int[n];
        int[] order = new int[n];
        boolean[] seen = new boolean[n];
        int len = 0;
        order[len++] = 0;
        seen[0] = true;
        parent[0] = -1;
        for (int i = 0; i < len; i++) {
            int v = order[i];
            for (int q = start[v]; q < start[v + 1]; q++) {
                int w = adj[q];
                if (!seen[w]) {
                    seen[w] = true;
                    parent[w] = v;
                    order[len++] = w;
                }
            }
        }
        int[][] sub = new int[n][m];
        for (int i = n - 1; i >= 0; i--) {
            int v = order[i];
            sub[v][0] ^= a[v];
            int p = parent[v];
            if (p >= 0) for (int j = 0; j < m; j++) sub[p][(j + 1) % m] ^= sub[v][j];
        }
        int[][] all = new int[n][];
        all[0] = sub[0];
        int[] without = new int[m];
        for (int i = 1; i < n; i++) {
            int c = order[i], p = parent[c];
            for (int j = 0; j < m; j++) without[j] = all[p][j] ^ sub[c][(j + m - 1) % m];
            int[] row = new int[m];
            for (int j = 0; j < m; j++) row[j] = sub[c][j] ^ without[(j + m - 1) % m];
            all[c] = row;
        }
        StringBuilder sb = new StringBuilder(2 * n);
        for (int v = 0; v < n; v++) {
            int x = 0;
            for (int j = k; j < m; j++) x ^= all[v][j];
            if (v > 0) sb.append(' ');
            sb.append(x != 0 ? '1' : '0');
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
