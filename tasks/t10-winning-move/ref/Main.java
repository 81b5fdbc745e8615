// t10-winning-move reference (Java). In: m, then g[1] ... g[m].
// Out: LOSING if the XOR x is 0; otherwise "i t": i the smallest 1-based index
// whose g[i] has the highest set bit of x, and t = g[i] ^ x.
import java.io.IOException;

public class Main {
    public static void main(String[] args) throws IOException {
        Reader rd = new Reader();
        int m = rd.nextInt();
        long[] g = new long[m];
        long x = 0;
        for (int i = 0; i < m; i++) {
            g[i] = rd.nextLong();
            x ^= g[i];
        }
        if (x == 0) {
            System.out.print("LOSING\n");
        } else {
            long h = Long.highestOneBit(x);
            for (int i = 0; i < m; i++) {
                if ((g[i] & h) != 0) {
                    System.out.print((i + 1) + " " + (g[i] ^ x) + "\n");
                    break;
                }
            }
        }
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
