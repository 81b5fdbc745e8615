// t04-dag-grundy reference (Java). In: V E, then E edges u v (a move u -> v).
// Out: line 1, the V Grundy values in vertex order; line 2, the vertices with
// Grundy value 0, ascending (possibly an empty line). Reverse-topological
// (Kahn on out-degrees), iterative, O(V + E).
import java.io.IOException;

public class Main {
    public static void main(String[] args) throws IOException {
        Reader rd = new Reader();
        int V = rd.nextInt();
        int E = rd.nextInt();
        int[] eu = new int[E];
        int[] ev = new int[E];
        int[] outStart = new int[V + 1];
        int[] inStart = new int[V + 1];
        for (int i = 0; i < E; i++) {
            eu[i] = rd.nextInt();
            ev[i] = rd.nextInt();
            outStart[eu[i] + 1]++;
            inStart[ev[i] + 1]++;
        }
        for (int v = 0; v < V; v++) {
            outStart[v + 1] += outStart[v];
            inStart[v + 1] += inStart[v];
        }
        int[] out = new int[E];
        int[] in = new int[E];
        int[] po = new int[V];
        int[] pi = new int[V];
        for (int i = 0; i < E; i++) {
            out[outStart[eu[i]] + po[eu[i]]++] = ev[i];
            in[inStart[ev[i]] + pi[ev[i]]++] = eu[i];
        }
        int[] pending = new int[V];
        int maxDeg = 0;
        for (int v = 0; v < V; v++) {
            pending[v] = outStart[v + 1] - outStart[v];
            maxDeg = Math.max(maxDeg, pending[v]);
        }
        int[] queue = new int[V];
        int head = 0, tail = 0;
        for (int v = 0; v < V; v++) if (pending[v] == 0) queue[tail++] = v;
        int[] g = new int[V];
        int[] stamp = new int[maxDeg + 2];
        int round = 0;
        while (head < tail) {
            int v = queue[head++];
            round++;
            for (int j = outStart[v]; j < outStart[v + 1]; j++) {
                int w = g[out[j]];
                if (w <= maxDeg) stamp[w] = round;
            }
            int m = 0;
            while (stamp[m] == round) m++;
            g[v] = m;
            for (int j = inStart[v]; j < inStart[v + 1]; j++) {
                int u = in[j];
                if (--pending[u] == 0) queue[tail++] = u;
            }
        }
        StringBuilder sb = new StringBuilder();
        for (int v = 0; v < V; v++) {
            if (v > 0) sb.append(' ');
            sb.append(g[v]);
        }
        sb.append('\n');
        boolean first = true;
        for (int v = 0; v < V; v++) {
            if (g[v] == 0) {
                if (!first) sb.append(' ');
                sb.append(v);
                first = false;
            }
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

        private void skip() {
            while (pos < buf.length && buf[pos] <= ' ') pos++;
        }

        boolean hasNext() {
            skip();
            return pos < buf.length;
        }

        long nextLong() {
            skip();
            boolean neg = false;
            if (pos < buf.length && buf[pos] == '-') { neg = true; pos++; }
            long v = 0;
            while (pos < buf.length && buf[pos] > ' ') v = v * 10 + (buf[pos++] - '0');
            return neg ? -v : v;
        }

        int nextInt() {
            return (int) nextLong();
        }

        String next() {
            skip();
            int start = pos;
            while (pos < buf.length && buf[pos] > ' ') pos++;
            return new String(buf, start, pos - start, java.nio.charset.StandardCharsets.US_ASCII);
        }
    }
}
