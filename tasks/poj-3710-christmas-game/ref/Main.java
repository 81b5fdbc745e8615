// POJ 3710 Christmas Game (http://poj.org/problem?id=3710), Java reference:
// the file to submit (Java 6/7, no Java 8 API).
// In: test cases until EOF; each N, then N trees "m k" and k edges "a b"
// (vertex 1 the root). Out: "Sally" if the first player wins, else "Harry".
// Green Hackenbush with cycles: the bridges (Tarjan's low links, iterative,
// skipping the parent edge by its index so parallel edges form a cycle)
// split each tree into 2-edge-connected pieces; each piece fuses into one
// vertex carrying its edges as loops, worth (edges mod 2); then the colon
// principle on the bridge tree: g(v) = loops(v) ^ XOR over children (g(c)+1).
// The trees' values XOR to the answer.
import java.io.DataInputStream;
import java.io.IOException;
import java.io.InputStream;

public class Main {
    // Work arrays, allocated once and grown when a tree needs more.
    static int[] ea = new int[0], eb = new int[0], head, nxt, tin, low, comp, stackV, stackE,
            stackI, order, par, queue, th, tn, tto;
    static long[] g;
    static boolean[] isBridge, seen;
    static int capM = -1, capK = -1;

    static void ensure(int m, int k) {
        if (m > capM) {
            capM = Math.max(m, 2 * capM);
            head = new int[capM]; tin = new int[capM]; low = new int[capM]; comp = new int[capM];
            stackV = new int[capM + 1]; stackE = new int[capM + 1]; stackI = new int[capM + 1];
            order = new int[capM]; par = new int[capM]; queue = new int[capM];
            th = new int[capM]; g = new long[capM]; seen = new boolean[capM];
        }
        if (k > capK) {
            capK = Math.max(k, 2 * capK);
            ea = new int[capK]; eb = new int[capK]; nxt = new int[2 * capK];
            tn = new int[2 * capK]; tto = new int[2 * capK]; isBridge = new boolean[capK];
        }
    }

    static long treeValue(int m, int k) {
        // Adjacency as linked lists of arc ids (arc 2e and 2e+1 for edge e).
        java.util.Arrays.fill(head, 0, m, -1);
        for (int e = 0; e < k; e++) {
            nxt[2 * e] = head[ea[e]];
            head[ea[e]] = 2 * e;
            nxt[2 * e + 1] = head[eb[e]];
            head[eb[e]] = 2 * e + 1;
        }
        java.util.Arrays.fill(tin, 0, m, -1);
        java.util.Arrays.fill(isBridge, 0, k, false);
        int time = 0;
        for (int r = 0; r < m; r++) {
            if (tin[r] >= 0) continue;
            int sp = 0;
            stackV[0] = r;
            stackE[0] = -1;
            stackI[0] = head[r];
            tin[r] = low[r] = time++;
            while (sp >= 0) {
                int v = stackV[sp];
                int arc = stackI[sp];
                if (arc >= 0) {
                    stackI[sp] = nxt[arc];
                    int e = arc >> 1;
                    if (e == stackE[sp]) continue;
                    int w = (arc & 1) == 0 ? eb[e] : ea[e];
                    if (tin[w] < 0) {
                        tin[w] = low[w] = time++;
                        sp++;
                        stackV[sp] = w;
                        stackE[sp] = e;
                        stackI[sp] = head[w];
                    } else if (tin[w] < low[v]) {
                        low[v] = tin[w];
                    }
                } else {
                    sp--;
                    if (sp >= 0) {
                        int p = stackV[sp];
                        if (low[v] < low[p]) low[p] = low[v];
                        if (low[v] > tin[p]) isBridge[stackE[sp + 1]] = true;
                    }
                }
            }
        }
        // Components over non-bridge edges.
        java.util.Arrays.fill(comp, 0, m, -1);
        int count = 0;
        for (int s = 0; s < m; s++) {
            if (comp[s] >= 0) continue;
            int qh = 0, qt = 0;
            queue[qt++] = s;
            comp[s] = count;
            while (qh < qt) {
                int v = queue[qh++];
                for (int arc = head[v]; arc >= 0; arc = nxt[arc]) {
                    int e = arc >> 1;
                    int w = (arc & 1) == 0 ? eb[e] : ea[e];
                    if (!isBridge[e] && comp[w] < 0) {
                        comp[w] = count;
                        queue[qt++] = w;
                    }
                }
            }
            count++;
        }
        java.util.Arrays.fill(g, 0, count, 0);
        for (int e = 0; e < k; e++) if (!isBridge[e]) g[comp[ea[e]]] ^= 1;
        // Bridge tree from the root's piece: BFS order, then fold backwards.
        java.util.Arrays.fill(th, 0, count, -1);
        int arcs = 0;
        for (int e = 0; e < k; e++) {
            if (!isBridge[e]) continue;
            int a = comp[ea[e]], b = comp[eb[e]];
            tto[arcs] = b; tn[arcs] = th[a]; th[a] = arcs++;
            tto[arcs] = a; tn[arcs] = th[b]; th[b] = arcs++;
        }
        java.util.Arrays.fill(seen, 0, count, false);
        int qt = 0;
        order[qt++] = comp[0];
        seen[comp[0]] = true;
        par[comp[0]] = -1;
        for (int qh = 0; qh < qt; qh++) {
            int c = order[qh];
            for (int a = th[c]; a >= 0; a = tn[a]) {
                int d = tto[a];
                if (!seen[d]) {
                    seen[d] = true;
                    par[d] = c;
                    order[qt++] = d;
                }
            }
        }
        for (int i = qt - 1; i > 0; i--) {
            int c = order[i];
            g[par[c]] ^= g[c] + 1;
        }
        return g[comp[0]];
    }

    public static void main(String[] args) throws IOException {
        Reader rd = new Reader(System.in);
        StringBuilder out = new StringBuilder();
        while (true) {
            long n = rd.nextLong();
            if (n < 0) break;
            long x = 0;
            for (long t = 0; t < n; t++) {
                int m = (int) rd.nextLong(), k = (int) rd.nextLong();
                ensure(m, k);
                for (int e = 0; e < k; e++) {
                    ea[e] = (int) rd.nextLong() - 1;
                    eb[e] = (int) rd.nextLong() - 1;
                }
                x ^= treeValue(m, k);
            }
            out.append(x != 0 ? "Sally\n" : "Harry\n");
        }
        System.out.print(out);
        System.out.flush();
    }

    /** Buffered byte reader of whitespace-separated non-negative integers;
     *  -1 at the end of the input. */
    static final class Reader {
        private final InputStream in;
        private final byte[] buf = new byte[1 << 16];
        private int len, pos;

        Reader(InputStream in) {
            this.in = new DataInputStream(in);
        }

        private int read() throws IOException {
            if (len < 0) return -1;
            if (pos == len) {
                len = in.read(buf, 0, buf.length);
                pos = 0;
                if (len <= 0) return -1;
            }
            return buf[pos++];
        }

        long nextLong() throws IOException {
            int c = read();
            while (c != -1 && c <= ' ') c = read();
            if (c == -1) return -1;
            long v = 0;
            while (c > ' ') {
                v = v * 10 + (c - '0');
                c = read();
            }
            return v;
        }
    }
}
