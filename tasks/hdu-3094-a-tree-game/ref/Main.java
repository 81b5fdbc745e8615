// hdu-3094-a-tree-game reference (Java): HDU 3094 A tree game
// https://acm.hdu.edu.cn/showproblem.php?pid=3094
// In: T (T <= 100); per test N (1 <= N <= 10^5) and N-1 undirected edges
// "I J". Vertex 1 is the root. Out: per test "Alice" if the first player
// wins, else "Bob".
// Theory: Green Hackenbush on a rooted tree (colon principle): a vertex is
// worth XOR over its children c of (g(c) + 1); Alice wins iff g(1) != 0.
// Rooted at 1 by a BFS (array queue), values folded in reverse BFS order.
import java.io.IOException;

public class Main {
    public static void main(String[] args) throws IOException {
        Reader rd = new Reader();
        StringBuilder sb = new StringBuilder();
        int t = rd.nextInt();
        // The arrays of the largest test so far, reused: a test's run clears
        // what it reads before writing (deg, seen, g) or writes before reading.
        int cap = 0;
        int[] deg = null, ea = null, eb = null, start = null, fill = null, adj = null, parent = null, order = null, g = null;
        boolean[] seen = null;
        for (int tc = 0; tc < t; tc++) {
            int n = rd.nextInt();
            if (n > cap) {
                cap = n;
                deg = new int[n + 2];
                ea = new int[n];
                eb = new int[n];
                start = new int[n + 2];
                fill = new int[n + 2];
                adj = new int[2 * n];
                parent = new int[n + 1];
                seen = new boolean[n + 1];
                order = new int[n];
                g = new int[n + 1];
            }
            java.util.Arrays.fill(deg, 0, n + 2, 0);
            for (int e = 0; e < n - 1; e++) {
                ea[e] = rd.nextInt();
                eb[e] = rd.nextInt();
                deg[ea[e]]++;
                deg[eb[e]]++;
            }
            // Compressed adjacency: neighbours of v are adj[start[v] .. start[v+1]).
            start[1] = 0;
            for (int v = 1; v <= n; v++) start[v + 1] = start[v] + deg[v];
            System.arraycopy(start, 0, fill, 0, n + 2);
            for (int e = 0; e < n - 1; e++) {
                adj[fill[ea[e]]++] = eb[e];
                adj[fill[eb[e]]++] = ea[e];
            }
            java.util.Arrays.fill(seen, 0, n + 1, false);
            int len = 0;
            order[len++] = 1;
            seen[1] = true;
            for (int i = 0; i < len; i++) {
                int v = order[i];
                for (int k = start[v]; k < start[v + 1]; k++) {
                    int w = adj[k];
                    if (!seen[w]) {
                        seen[w] = true;
                        parent[w] = v;
                        order[len++] = w;
                    }
                }
            }
            java.util.Arrays.fill(g, 0, n + 1, 0);
            for (int i = len - 1; i >= 1; i--) {
                int v = order[i];
                g[parent[v]] ^= g[v] + 1;
            }
            sb.append(g[1] != 0 ? "Alice\n" : "Bob\n");
        }
        System.out.write(sb.toString().getBytes());
        System.out.flush();
    }

    /** Whitespace token reader over standard input, 64 KiB at a time (the
     *  largest input is over 100 MB: held whole, it cost the JVM a heap of
     *  four times that and a copy at every doubling). */
    static final class Reader {
        private final java.io.InputStream in = System.in;
        private final byte[] buf = new byte[1 << 16];
        private int len, pos;

        private int read() throws IOException {
            if (pos == len) {
                len = in.read(buf, 0, buf.length);
                pos = 0;
                if (len <= 0) {
                    len = 0;
                    return -1;
                }
            }
            return buf[pos++];
        }

        int nextInt() throws IOException {
            int c = read();
            while (c != -1 && c <= ' ') c = read();
            int v = 0;
            while (c > ' ') {
                v = v * 10 + (c - '0');
                c = read();
            }
            return v;
        }
    }
}
