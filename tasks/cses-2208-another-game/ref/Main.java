// CSES 2208 Another Game (https://cses.fi/problemset/task/2208), Java reference.
// In: t; per test n, then x_1 .. x_n. Out: "first" or "second" per test.
// Not a disjunctive sum (a move takes one coin from each of several heaps),
// so no nim-sum: the losing positions are exactly "every heap even". From
// there every move makes some heap odd; from anywhere else, taking one coin
// from each odd heap makes all even. So first wins iff some x_i is odd.
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

    /** Whether the player to move wins: some heap of xs[0..n) is odd. */
    static boolean firstWins(long[] xs, int n) {
        for (int i = 0; i < n; i++) if (xs[i] % 2 == 1) return true;
        return false;
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
