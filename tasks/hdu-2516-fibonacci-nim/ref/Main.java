// HDU 2516 (Fibonacci Nim), Java reference.
// In: one n per line, ended by a line holding 0. Out: per n "Second win" if
// the first player loses, else "First win".
// The first player loses exactly when n is a Fibonacci number. Here: the
// greedy Zeckendorf representation of n (take the largest Fibonacci number
// that fits, repeat); n is Fibonacci iff that takes a single term.
import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.OutputStream;

public class Main {
    private static final byte[] FIRST = ascii("First win\n");
    private static final byte[] SECOND = ascii("Second win\n");

    /** Fibonacci numbers 1, 2, 3, 5, ... below 2^62. */
    private static long[] fibs() {
        long[] f = new long[100];
        int k = 0;
        for (long a = 1, b = 2; a < (1L << 62); k++) {
            f[k] = a;
            long c = a + b;
            a = b;
            b = c;
        }
        return java.util.Arrays.copyOf(f, k);
    }

    /** Number of terms of the Zeckendorf representation of n >= 1. */
    static int zeckendorfTerms(long n, long[] f) {
        int terms = 0;
        for (int i = f.length - 1; i >= 0 && n > 0; i--) {
            if (f[i] <= n) {
                n -= f[i];
                terms++;
            }
        }
        return terms;
    }

    public static void main(String[] args) throws IOException {
        byte[] buf = readAll();
        OutputStream out = new BufferedOutputStream(System.out, 1 << 16);
        long[] f = fibs();
        int pos = 0;
        while (true) {
            while (pos < buf.length && buf[pos] <= ' ') pos++;
            if (pos == buf.length) break;
            long n = 0;
            while (pos < buf.length && buf[pos] > ' ') n = n * 10 + (buf[pos++] - '0');
            if (n == 0) break;
            out.write(zeckendorfTerms(n, f) == 1 ? SECOND : FIRST);
        }
        out.flush();
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
