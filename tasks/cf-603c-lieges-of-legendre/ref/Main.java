// Codeforces 603C Lieges of Legendre
// (https://codeforces.com/problemset/problem/603/C), Java reference.
// In: n k, then a_1 .. a_n (n <= 10^5, k <= 10^9, a_i <= 10^9).
// Out: "Kevin" if the first player wins, else "Nicky".
// Theory: XOR of per-pile Grundy values; splitting 2x into k piles of x is
// worth g(x) for odd k and 0 for even k (k equal values XOR-ed).
// Even k: g = 0, 1, 2 for x = 0, 1, 2; then even x -> 1, odd x -> 0.
// Odd k: g = 0, 1, 0, 1, 2 for x <= 4; then odd x -> 0, even x -> 2 when
// g(x/2) == 1 and 1 otherwise (a loop down the halving chain).
import java.io.IOException;

public class Main {
    static int grundyEvenK(long x) {
        if (x <= 2) return (int) x;
        return x % 2 == 0 ? 1 : 0;
    }

    static int grundyOddK(long x) {
        // Walk down while x is even and >= 6, counting the halvings; each one
        // maps the value below v to (v == 1 ? 2 : 1).
        int halvings = 0;
        while (x >= 6 && x % 2 == 0) {
            x /= 2;
            halvings++;
        }
        int v;
        if (x <= 4) v = new int[] {0, 1, 0, 1, 2}[(int) x];
        else v = 0; // odd x >= 5
        for (int i = 0; i < halvings; i++) v = v == 1 ? 2 : 1;
        return v;
    }

    public static void main(String[] args) throws IOException {
        Reader rd = new Reader();
        int n = (int) rd.nextLong();
        long k = rd.nextLong();
        int total = 0;
        for (int i = 0; i < n; i++) {
            long a = rd.nextLong();
            total ^= k % 2 == 1 ? grundyOddK(a) : grundyEvenK(a);
        }
        System.out.print(total != 0 ? "Kevin\n" : "Nicky\n");
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
