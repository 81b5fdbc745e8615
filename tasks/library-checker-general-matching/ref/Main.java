// Library Checker general_matching, Matching on General Graph
// (https://judge.yosupo.jp/problem/general_matching), Java reference.
// In: N M, then M edges "u v" of a simple undirected graph (from 0).
// Out: X, the size of a maximum matching, then its X edges "u v".
// Edmonds' blossom algorithm on an adjacency matrix: from each free vertex a
// breadth-first alternating tree (labels even/odd), an odd cycle shrunk by
// pointing its vertices to the cycle's base, the augmenting path flipped
// through the parent links.
import java.io.BufferedWriter;
import java.io.DataInputStream;
import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;

public class Main {
    static DataInputStream in = new DataInputStream(System.in);
    static byte[] buf = new byte[1 << 16];
    static int len = 0, ptr = 0;

    static int read() throws IOException {
        if (ptr == len) {
            len = in.read(buf, 0, buf.length);
            ptr = 0;
            if (len <= 0) return -1;
        }
        return buf[ptr++];
    }

    static int nextInt() throws IOException {
        int c = read();
        while (c < '0') c = read();
        int x = 0;
        while (c >= '0') {
            x = x * 10 + (c - '0');
            c = read();
        }
        return x;
    }

    static int n;
    static boolean[][] g;
    static int[] mate, parent, base, label, seen, queue;
    static boolean[] inCycle;
    static int stamp = 0, qTail;

    static int commonBase(int a, int b) {
        stamp++;
        while (true) {
            a = base[a];
            seen[a] = stamp;
            if (mate[a] < 0) break;
            a = parent[mate[a]];
        }
        while (true) {
            b = base[b];
            if (seen[b] == stamp) return b;
            b = parent[mate[b]];
        }
    }

    static void walk(int v, int b, int from) {
        while (base[v] != b) {
            inCycle[base[v]] = true;
            inCycle[base[mate[v]]] = true;
            parent[v] = from;
            from = mate[v];
            v = parent[mate[v]];
        }
    }

    static int grow(int root) {
        for (int i = 0; i < n; i++) {
            parent[i] = -1;
            base[i] = i;
            label[i] = 0;
        }
        label[root] = 1;
        qTail = 0;
        queue[qTail++] = root;
        for (int qh = 0; qh < qTail; qh++) {
            int v = queue[qh];
            for (int to = 0; to < n; to++) {
                if (!g[v][to] || base[v] == base[to] || mate[v] == to) continue;
                if (label[to] == 1) {
                    int b = commonBase(v, to);
                    java.util.Arrays.fill(inCycle, false);
                    walk(v, b, to);
                    walk(to, b, v);
                    for (int i = 0; i < n; i++) {
                        if (inCycle[base[i]]) {
                            base[i] = b;
                            if (label[i] != 1) {
                                label[i] = 1;
                                queue[qTail++] = i;
                            }
                        }
                    }
                } else if (label[to] == 0) {
                    parent[to] = v;
                    label[to] = 2;
                    if (mate[to] < 0) return to;
                    label[mate[to]] = 1;
                    queue[qTail++] = mate[to];
                }
            }
        }
        return -1;
    }

    public static void main(String[] args) throws IOException {
        n = nextInt();
        int m = nextInt();
        g = new boolean[n][n];
        for (int i = 0; i < m; i++) {
            int u = nextInt(), v = nextInt();
            g[u][v] = true;
            g[v][u] = true;
        }
        mate = new int[n];
        parent = new int[n];
        base = new int[n];
        label = new int[n];
        seen = new int[n];
        queue = new int[n];
        inCycle = new boolean[n];
        java.util.Arrays.fill(mate, -1);
        int size = 0;
        for (int root = 0; root < n; root++) {
            if (mate[root] >= 0) continue;
            int v = grow(root);
            if (v < 0) continue;
            size++;
            while (v >= 0) {
                int pv = parent[v], next = mate[pv];
                mate[v] = pv;
                mate[pv] = v;
                v = next;
            }
        }
        StringBuilder sb = new StringBuilder();
        sb.append(size).append('\n');
        for (int u = 0; u < n; u++) {
            if (mate[u] > u) sb.append(u).append(' ').append(mate[u]).append('\n');
        }
        PrintWriter out = new PrintWriter(new BufferedWriter(new OutputStreamWriter(System.out)));
        out.print(sb);
        out.flush();
    }
}
