// Codeforces 1537D Deleting Divisors (https://codeforces.com/problemset/problem/1537/D), Java reference.
// In: t; then t numbers n. Out: "Alice" or "Bob" per test.
// Subtract a divisor d of n, 1 < d < n: the player to move loses exactly
// when n is odd or n = 2^k with k odd.
import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;

public class Main {
    public static void main(String[] args) throws IOException {
        Reader rd = new Reader();
        OutputStream out = new BufferedOutputStream(System.out, 1 << 16);
        long t = rd.nextLong();
        for (; t > 0; t--) {
            String w = aliceWins(rd.nextLong()) ? "Alice\n" : "Bob\n";
            out.write(w.getBytes(StandardCharsets.US_ASCII));
        }
        out.flush();
    }

    /** Whether the player to move wins from n >= 1. */
    static boolean aliceWins(long n) {
        if ((n & 1) == 1) return false;
        int k = Long.numberOfTrailingZeros(n);
        boolean powerOfTwo = (n & (n - 1)) == 0;
        return !(powerOfTwo && k % 2 == 1);
    }

    /** Whole-stdin whitespace token reader (spaces, tabs, CR, LF). */
    static final class Reader {
        private final byte[] buf;
        private int pos;

        Reader() throws IOException {
            buf = System.in.readAllBytes();
        }

        long nextLong() {
            while (pos < buf.length && buf[pos] <= ' ') pos++;
            long v = 0;
            while (pos < buf.length && buf[pos] > ' ') v = v * 10 + (buf[pos++] - '0');
            return v;
        }
    }
}
