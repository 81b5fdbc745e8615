// AtCoder Educational DP Contest L - Deque (https://atcoder.jp/contests/dp/tasks/dp_l),
// Java reference. In: N, then a_1 .. a_N. Out: X - Y, Taro's total minus Jiro's, when
// Taro (moving first) maximises it and Jiro minimises it, each move taking the first
// or the last element left.
// Here the table is filled by left end, from the right: for each i, row[j] for
// j = i..N-1 becomes the best (mover's total - other's) on a_i..a_j, from
// row[j] (the block i+1..j, still the old value) and row[j-1] (the block
// i..j-1, already updated). |values| <= sum a_i <= 3*10^12 fits long. O(N^2).
import java.io.IOException;

public class Main {
    public static void main(String[] args) throws IOException {
        Reader rd = new Reader();
        int n = (int) rd.nextLong();
        long[] a = new long[n];
        for (int i = 0; i < n; i++) a[i] = rd.nextLong();
        System.out.print(bestDifference(a) + "\n");
        System.out.flush();
    }

    /** The mover's total minus the other's under best play. */
    static long bestDifference(long[] a) {
        int n = a.length;
        if (n == 0) return 0; // nothing to take
        long[] row = new long[n];
        for (int i = n - 1; i >= 0; i--) {
            row[i] = a[i];
            for (int j = i + 1; j < n; j++) {
                row[j] = Math.max(a[i] - row[j], a[j] - row[j - 1]);
            }
        }
        return row[n - 1]; // the block 0..N-1
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
    }
}
