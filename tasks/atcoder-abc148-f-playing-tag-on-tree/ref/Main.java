// atcoder-abc148-f-playing-tag-on-tree reference (Java): AtCoder ABC148 F
// Playing Tag on Tree, https://atcoder.jp/contests/abc148/tasks/abc148_f
// In: "N u v", then N-1 edges "A B" of a tree.
// Out: the number of moves Aoki (at v) makes before the game ends, when
// Takahashi (at u) moves first, each move a step to a neighbour, Takahashi
// delaying the end and Aoki hurrying it.
// Theory: Takahashi can reach w safely iff dist(u, w) < dist(v, w); he waits
// at the farthest such w from Aoki, who then makes dist(v, w) - 1 moves.
// Two BFS passes over adjacency arrays. No recursion.
import java.io.DataInputStream;
import java.io.IOException;

public class Main {
    public static void main(String[] args) throws IOException {
        Reader rd = new Reader();
        int n = rd.nextInt(), u = rd.nextInt() - 1, v = rd.nextInt() - 1;
        int[] start = new int[n + 1];
        int[] ea = new int[n - 1], eb = new int[n - 1];
        for (int e = 0; e < n - 1; e++) {
            ea[e] = rd.nextInt() - 1;
            eb[e] = rd.nextInt() - 1;
            start[ea[e] + 1]++;
            start[eb[e] + 1]++;
        }
        for (int x = 0; x < n; x++) start[x + 1] += start[x];
        int[] adj = new int[2 * (n - 1)];
        int[] fill = start.clone();
        for (int e = 0; e < n - 1; e++) {
            adj[fill[ea[e]]++] = eb[e];
            adj[fill[eb[e]]++] = ea[e];
        }
        int[] du = bfs(u, n, start, adj);
        int[] dv = bfs(v, n, start, adj);
        int best = 0;
        for (int w = 0; w < n; w++) {
            if (du[w] < dv[w]) best = Math.max(best, dv[w] - 1);
        }
        System.out.println(best);
    }

    static int[] bfs(int s, int n, int[] start, int[] adj) {
        int[] dist = new int[n];
        for (int i = 0; i < n; i++) dist[i] = -1;
        int[] queue = new int[n];
        int head = 0, tail = 0;
        queue[tail++] = s;
        dist[s] = 0;
        while (head < tail) {
            int x = queue[head++];
            for (int q = start[x]; q < start[x + 1]; q++) {
                int w = adj[q];
                if (dist[w] < 0) {
                    dist[w] = dist[x] + 1;
                    queue[tail++] = w;
                }
            }
        }
        return dist;
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
