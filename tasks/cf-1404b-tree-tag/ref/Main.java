// cf-1404b-tree-tag reference (Java): Codeforces 1404B Tree Tag
// https://codeforces.com/problemset/problem/1404/B
// In: t; per test "n a b da db" and n-1 edges "u v" of a tree.
// Out: per test "Alice" if Alice (moving first, jumps of at most da) can
// land on Bob's vertex (his jumps at most db), else "Bob".
// Theory (the round's editorial): Alice wins iff dist(a, b) <= da, or
// 2*da >= the diameter, or db <= 2*da. Distances by BFS over adjacency
// arrays; the diameter by two BFS passes. No recursion.
import java.io.DataInputStream;
import java.io.IOException;

public class Main {
    public static void main(String[] args) throws IOException {
        Reader rd = new Reader();
        int t = rd.nextInt();
        StringBuilder sb = new StringBuilder();
        while (t-- > 0) {
            int n = rd.nextInt(), a = rd.nextInt() - 1, b = rd.nextInt() - 1;
            long da = rd.nextInt(), db = rd.nextInt();
            int[] start = new int[n + 1];
            int[] eu = new int[n - 1], ev = new int[n - 1];
            for (int e = 0; e < n - 1; e++) {
                eu[e] = rd.nextInt() - 1;
                ev[e] = rd.nextInt() - 1;
                start[eu[e] + 1]++;
                start[ev[e] + 1]++;
            }
            for (int v = 0; v < n; v++) start[v + 1] += start[v];
            int[] adj = new int[2 * (n - 1)];
            int[] fill = start.clone();
            for (int e = 0; e < n - 1; e++) {
                adj[fill[eu[e]]++] = ev[e];
                adj[fill[ev[e]]++] = eu[e];
            }
            int[] dist = new int[n];
            int[] queue = new int[n];
            int far = bfs(a, n, start, adj, dist, queue);
            long ab = dist[b];
            int other = bfs(far, n, start, adj, dist, queue);
            long diameter = dist[other];
            boolean alice = ab <= da || 2 * da >= diameter || db <= 2 * da;
            sb.append(alice ? "Alice\n" : "Bob\n");
        }
        System.out.print(sb);
        System.out.flush();
    }

    /** Fills dist from s and returns a farthest vertex. */
    static int bfs(int s, int n, int[] start, int[] adj, int[] dist, int[] queue) {
        for (int i = 0; i < n; i++) dist[i] = -1;
        int head = 0, tail = 0;
        queue[tail++] = s;
        dist[s] = 0;
        int far = s;
        while (head < tail) {
            int v = queue[head++];
            if (dist[v] > dist[far]) far = v;
            for (int q = start[v]; q < start[v + 1]; q++) {
                int w = adj[q];
                if (dist[w] < 0) {
                    dist[w] = dist[v] + 1;
                    queue[tail++] = w;
                }
            }
        }
        return far;
    }

    /** Whitespace-separated non-negative integers from stdin. */
    static final class Reader {
        private final DataInputStream in = new DataInputStream(System.in);
        private final byte[] buf = new byte[1 << 16];
        private int len, pos;

        private int read() throws IOException {
            if (pos == len) {
                len = in.read(buf, 0, buf.length);
                pos = 0;
                if (len <= 0) return -1;
            }
            return buf[pos++];
        }

        int nextInt() throws IOException {
            int c = read();
            while (c != -1 && c <= ' ') c = read();
            int v = 0;
            while (c >= '0' && c <= '9') {
                v = v * 10 + (c - '0');
                c = read();
            }
            return v;
        }
    }
}
