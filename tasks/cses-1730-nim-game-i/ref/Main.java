// CSES 1730 Nim Game I (https://cses.fi/problemset/task/1730), Java reference.
// In: t; per test n, then x_1 .. x_n. Out: "first" or "second" per test.
// Plain Nim (Bouton): the player to move wins iff x_1 XOR ... XOR x_n != 0.
import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;

public class Main {
    private static final byte[] FIRST = "first\n".getBytes(StandardCharsets.US_ASCII);
    private static final byte[] SECOND = "second\n".getBytes(StandardCharsets.US_ASCII);

    public static void main(String[] args) throws IOException {
        Reader rd = new Reader();
        OutputStream out = new BufferedOutputStream(System.out, 1 << 16);
        int t = rd.nextInt();
        long[] xs = new long[16]; // reused across tests, grown on demand
        for (; t > 0; t--) {
            int n = rd.nextInt();
            if (n > xs.length) xs = new long[Math.max(n, 2 * xs.length)];
            for (int i = 0; i < n; i++) xs[i] = rd.nextLong();
            out.write(firstWins(xs, n) ? FIRST : SECOND);
        }
        out.flush();
    }

    /** Whether the player to move wins Nim on heaps xs[0..n). */
    static boolean firstWins(long[] xs, int n) {
        long x = 0;
        for (int i = 0; i < n; i++) x ^= xs[i];
        return x != 0;
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

        /** The next token as a non-negative decimal integer. */
        long nextLong() {
            skip();
            long v = 0;
            while (pos < buf.length && buf[pos] > ' ') v = v * 10 + (buf[pos++] - '0');
            return v;
        }

        int nextInt() {
            return (int) nextLong();
        }
    }
}
