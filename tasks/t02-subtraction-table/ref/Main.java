// t02-subtraction-table reference (Java). In: n, k, then the k elements of S
// (each >= 1; duplicates allowed; elements > n never apply).
// Out: one line g[0] ... g[n], g[x] = mex{ g[x-s] : s in S, s <= x }.
import java.io.IOException;

public class Main {
    public static void main(String[] args) throws IOException {
        Reader rd = new Reader();
        int n = rd.nextInt();
        int k = rd.nextInt();
        long[] s = new long[k];
        for (int i = 0; i < k; i++) s[i] = rd.nextLong();
        int[] g = new int[n + 1];
        int[] stamp = new int[k + 2];
        for (int x = 1; x <= n; x++) {
            for (long e : s) {
                if (e <= x) {
                    int v = g[x - (int) e];
                    if (v <= k) stamp[v] = x;
                }
            }
            int m = 0;
            while (stamp[m] == x) m++;
            g[x] = m;
        }
        StringBuilder sb = new StringBuilder();
        for (int x = 0; x <= n; x++) {
            if (x > 0) sb.append(' ');
            sb.append(g[x]);
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
