// hdu-3094-a-tree-game reference (Java): HDU 3094 A tree game
// https://acm.hdu.edu.cn/showproblem.php?pid=3094
// In: T (T <= 100); per test N (1 <= N <= 10^5) and N-1 undirected edges
// "I J". Vertex 1 is the root. Out: per test "Alice" if the first player
// wins, else "Bob".
// Theory: Green Hackenbush on a rooted tree (colon principle): a vertex is
// worth XOR over its children c of (g(c) + 1); Alice wins iff g(1) != 0.
// Folded without building the tree: each vertex keeps its degree and the
// XOR of its neighbours' numbers as the edges are read. A leaf other than
// the root has one neighbour left, its parent, named by that XOR: it is
// folded into the parent (g(p) ^= g(leaf) + 1) and cut off, until only the
// root is left. No adjacency lists: four arrays of n.
import java.io.IOException;

public class Main {
    public static void main(String[] args) throws IOException {
        Reader rd = new Reader();
        StringBuilder sb = new StringBuilder();
        int t = rd.nextInt();
        // The arrays of the largest test so far, reused: a test clears what
        // it uses first.
        int cap = 0;
        int[] deg = null, xor = null, g = null, leaves = null;
        for (int tc = 0; tc < t; tc++) {
            int n = rd.nextInt();
            if (n > cap) {
                cap = n;
                deg = new int[n + 1];
                xor = new int[n + 1];
                g = new int[n + 1];
                leaves = new int[n];
            }
            java.util.Arrays.fill(deg, 0, n + 1, 0);
            java.util.Arrays.fill(xor, 0, n + 1, 0);
            java.util.Arrays.fill(g, 0, n + 1, 0);
            for (int e = 0; e < n - 1; e++) {
                int a = rd.nextInt(), b = rd.nextInt();
                deg[a]++;
                deg[b]++;
                xor[a] ^= b;
                xor[b] ^= a;
            }
            int top = 0;
            for (int v = 2; v <= n; v++) {
                if (deg[v] == 1) leaves[top++] = v;
            }
            while (top > 0) {
                int v = leaves[--top];
                int p = xor[v];
                g[p] ^= g[v] + 1;
                xor[p] ^= v;
                if (--deg[p] == 1 && p != 1) leaves[top++] = p;
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
