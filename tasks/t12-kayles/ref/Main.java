// t12-kayles reference (Java). In: n, m, then m segment lengths (each <= n).
// Out: line 1, g[0] ... g[n] of Kayles by the naive O(n^2) recurrence
// g(x) = mex({ g(i) ^ g(x-1-i) } u { g(i) ^ g(x-2-i) }); line 2, FIRST or
// SECOND for the row of segments (XOR of g[segment]).
import java.io.IOException;

public class Main {
    public static void main(String[] args) throws IOException {
        Reader rd = new Reader();
        int n = rd.nextInt();
        int m = rd.nextInt();
        int[] g = new int[n + 1];
        int[] stamp = new int[2 * n + 3];
        for (int x = 1; x <= n; x++) {
            int limit = 2 * x + 1; // at most 2x - 1 options, so mex <= 2x - 1
            for (int i = 0; i < x; i++) {
                int v = g[i] ^ g[x - 1 - i];
                if (v <= limit) stamp[v] = x;
            }
            for (int i = 0; i + 2 <= x; i++) {
                int v = g[i] ^ g[x - 2 - i];
                if (v <= limit) stamp[v] = x;
            }
            int mex = 0;
            while (stamp[mex] == x) mex++;
            g[x] = mex;
        }
        int xor = 0;
        for (int i = 0; i < m; i++) xor ^= g[rd.nextInt()];
        StringBuilder sb = new StringBuilder();
        for (int x = 0; x <= n; x++) {
            if (x > 0) sb.append(' ');
            sb.append(g[x]);
        }
        sb.append('\n');
        sb.append(xor != 0 ? "FIRST\n" : "SECOND\n");
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
