// CSES 1099 Stair Game (https://cses.fi/problemset/task/1099), Java reference.
// In: t; per test n, then p_1 .. p_n (balls on stairs 1..n). Out: "first" or
// "second" per test. Staircase Nim with stair 1 as the floor: the even stairs
// 2, 4, 6, ... play Nim (moving balls down from one of them removes them from
// the even stairs), and a move from an odd stair k >= 3 onto even stair k-1 is
// undone by moving the same balls on to k-2. So the player to move wins iff
// p_2 XOR p_4 XOR p_6 ... != 0.
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

    /** Whether the player to move wins; p[0] is stair 1, p[n-1] stair n. */
    static boolean firstWins(long[] p, int n) {
        long x = 0;
        for (int i = 1; i < n; i += 2) x ^= p[i]; // stairs 2, 4, 6, ...
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
