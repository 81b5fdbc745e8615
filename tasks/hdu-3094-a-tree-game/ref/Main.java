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
        for (int tc = 0; tc < t; tc++) {
            int n = rd.nextInt();
            int[] deg = new int[n + 2];
            int[] ea = new int[n - 1], eb = new int[n - 1];
            for (int e = 0; e < n - 1; e++) {
                ea[e] = rd.nextInt();
                eb[e] = rd.nextInt();
                deg[ea[e]]++;
                deg[eb[e]]++;
            }
            // Compressed adjacency: neighbours of v are adj[start[v] .. start[v+1]).
            int[] start = new int[n + 2];
            for (int v = 1; v <= n; v++) start[v + 1] = start[v] + deg[v];
            int[] fill = start.clone();
            int[] adj = new int[2 * (n - 1)];
            for (int e = 0; e < n - 1; e++) {
                adj[fill[ea[e]]++] = eb[e];
                adj[fill[eb[e]]++] = ea[e];
            }
            int[] parent = new int[n + 1];
            boolean[] seen = new boolean[n + 1];
            int[] order = new int[n];
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
            long[] g = new long[n + 1];
            for (int i = len - 1; i >= 1; i--) {
                int v = order[i];
                g[parent[v]] ^= g[v] + 1;
            }
            sb.append(g[1] != 0 ? "Alice\n" : "Bob\n");
        }
        System.out.write(sb.toString().getBytes());
        System.out.flush();
    }

    /** Whole-stdin whitespace token reader (spaces, tabs, CR, LF). */
    static final class Reader {
        private final byte[] buf;
        private int pos;

        Reader() throws IOException {
            buf = readAll();
        }

        int nextInt() {
            while (pos < buf.length && buf[pos] <= ' ') pos++;
            int v = 0;
            while (pos < buf.length && buf[pos] > ' ') v = v * 10 + (buf[pos++] - '0');
            return v;
        }
    }

    /** All of standard input (Java 6 has no InputStream.readAllBytes). */
    static byte[] readAll() throws java.io.IOException {
        byte[] buf = new byte[1 << 16];
        int len = 0;
        for (int r; (r = System.in.read(buf, len, buf.length - len)) > 0; ) {
            len += r;
            if (len == buf.length) buf = java.util.Arrays.copyOf(buf, 2 * len);
        }
        return java.util.Arrays.copyOf(buf, len);
    }
}
