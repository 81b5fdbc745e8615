// Codeforces 850C Arpa and a game with Mojtaba
// (https://codeforces.com/problemset/problem/850/C), Java reference.
// In: n, then a_1 .. a_n (1 <= n <= 100, 1 <= a_i <= 10^9).
// Out: "Mojtaba" if the first player wins, else "Arpa".
// Theory: XOR over primes of the Grundy value of that prime's exponent set
// (bit e set when some number has exactly e factors p). Choosing p^k maps
// e >= k to e - k and keeps e < k; memoised mex, recursion at most 30 deep
// because every move lowers the top exponent.
import java.io.IOException;
import java.util.HashMap;
import java.util.Map;

public class Main {
    private static final Map<Integer, Integer> MEMO = new HashMap<>();

    /** Grundy value of the exponent set {e : bit e of mask}. */
    static int grundy(int mask) {
        if (mask == 0) return 0;
        Integer known = MEMO.get(mask);
        if (known != null) return known;
        int top = 31 - Integer.numberOfLeadingZeros(mask);
        long seen = 0;
        for (int k = 1; k <= top; k++) {
            int next = ((mask >>> k) | (mask & ((1 << k) - 1))) & ~1;
            seen |= 1L << grundy(next);
        }
        int g = Long.numberOfTrailingZeros(~seen);
        MEMO.put(mask, g);
        return g;
    }

    public static void main(String[] args) throws IOException {
        Reader rd = new Reader();
        int n = (int) rd.nextLong();
        Map<Long, Integer> masks = new HashMap<>();
        for (int i = 0; i < n; i++) {
            long x = rd.nextLong();
            for (long p = 2; p * p <= x; p++) {
                int e = 0;
                while (x % p == 0) {
                    x /= p;
                    e++;
                }
                if (e > 0) masks.merge(p, 1 << e, (a, b) -> a | b);
            }
            if (x > 1) masks.merge(x, 2, (a, b) -> a | b);
        }
        int total = 0;
        for (int m : masks.values()) total ^= grundy(m);
        System.out.print(total != 0 ? "Mojtaba\n" : "Arpa\n");
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
