// POJ 1704 Georgia and Bob, Java reference.
// In: T; per test N, then N distinct cells P_i (not sorted). Out: "Georgia
// will win" if the first player wins, else "Bob will win", one line per test.
// Sort; if N is odd, add a chessman at cell 0 (a wall that never moves) so
// the count is even; then pair neighbours from the left, (q0, q1), (q2, q3),
// ..., which is the same as pairing from the right. Each pair is a Nim heap
// of the empty cells inside it; Georgia wins iff the XOR is not 0.
import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.util.Arrays;

public class Main {
    public static void main(String[] args) throws IOException {
        Reader rd = new Reader();
        OutputStream out = new BufferedOutputStream(System.out, 1 << 16);
        byte[] georgia = ascii("Georgia will win\n");
        byte[] bob = ascii("Bob will win\n");
        for (long t = rd.nextLong(); t > 0; t--) {
            int n = (int) rd.nextLong();
            int m = n + (n % 2);
            long[] q = new long[m]; // q[0] stays 0 (the wall) when n is odd
            for (int i = m - n; i < m; i++) q[i] = rd.nextLong();
            Arrays.sort(q);
            long x = 0;
            for (int i = 0; i + 1 < m; i += 2) x ^= q[i + 1] - q[i] - 1;
            out.write(x != 0 ? georgia : bob);
        }
        out.flush();
    }

    /** Whole-stdin whitespace token reader. */
    static final class Reader {
        private final byte[] buf;
        private int pos;

        Reader() throws IOException {
            buf = readAll();
        }

        long nextLong() {
            while (pos < buf.length && buf[pos] <= ' ') pos++;
            long v = 0;
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

    /** The bytes of an ASCII text (StandardCharsets is Java 7). */
    static byte[] ascii(String s) {
        byte[] b = new byte[s.length()];
        for (int i = 0; i < b.length; i++) b[i] = (byte) s.charAt(i);
        return b;
    }
}
