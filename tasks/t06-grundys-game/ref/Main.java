// t06-grundys-game reference (Java). In: m, then m pile sizes.
// Out: FIRST or SECOND. g(n) = mex{ g(a) ^ g(n-a) : 1 <= a < n-a }, table to
// the max pile, then XOR of g[pile].
import java.io.IOException;

public class Main {
    public static void main(String[] args) throws IOException {
        Reader rd = new Reader();
        int m = rd.nextInt();
        int[] piles = new int[m];
        int max = 0;
        for (int i = 0; i < m; i++) {
            piles[i] = rd.nextInt();
            max = Math.max(max, piles[i]);
        }
        int[] g = new int[max + 1];
        int[] stamp = new int[max / 2 + 2];
        for (int n = 1; n <= max; n++) {
            int limit = n / 2 + 1; // at most (n-1)/2 options, so mex <= n/2
            for (int a = 1; a < n - a; a++) {
                int v = g[a] ^ g[n - a];
                if (v <= limit) stamp[v] = n;
            }
            int mex = 0;
            while (stamp[mex] == n) mex++;
            g[n] = mex;
        }
        int xor = 0;
        for (int p : piles) xor ^= g[p];
        System.out.print(xor != 0 ? "FIRST\n" : "SECOND\n");
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
