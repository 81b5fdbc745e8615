// CSES 1097 Removal Game (https://cses.fi/problemset/task/1097), Java reference.
// In: n, then x_1 .. x_n (each -10^9..10^9). Out: the first player's total when
// each player, taking the first or the last number left on every move, makes
// their own total as large as possible.
// The totals X and Y always add up to S = x_1 + ... + x_n, so making X large is
// making X - Y = 2X - S large. d[i][j] = best (mover's total - other's) on
// x_i..x_j = max(x_i - d[i+1][j], x_j - d[i][j-1]), filled by left end from the
// right in one array; then X = (S + d[1][n]) / 2, exactly (S + D = 2X).
// |d| <= 5000 * 10^9 fits long. O(n^2).
import java.io.IOException;

public class Main {
    public static void main(String[] args) throws IOException {
        Reader rd = new Reader();
        int n = (int) rd.nextLong();
        long[] x = new long[n];
        long sum = 0;
        for (int i = 0; i < n; i++) {
            x[i] = rd.nextLong();
            sum += x[i];
        }
        long d = bestDifference(x);
        System.out.print((sum + d) / 2 + "\n");
        System.out.flush();
    }

    /** The mover's total minus the other's under best play. */
    static long bestDifference(long[] x) {
        int n = x.length;
        if (n == 0) return 0; // nothing to take
        long[] row = new long[n];
        for (int i = n - 1; i >= 0; i--) {
            row[i] = x[i];
            for (int j = i + 1; j < n; j++) {
                // row[j]: the block i+1..j (old); row[j-1]: the block i..j-1 (new).
                row[j] = Math.max(x[i] - row[j], x[j] - row[j - 1]);
            }
        }
        return row[n - 1]; // the block 0..n-1
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

        /** The next token as a decimal integer with an optional '-'. */
        long nextLong() {
            skip();
            boolean neg = pos < buf.length && buf[pos] == '-';
            if (neg) pos++;
            long v = 0;
            while (pos < buf.length && buf[pos] > ' ') v = v * 10 + (buf[pos++] - '0');
            return neg ? -v : v;
        }
    }
}
