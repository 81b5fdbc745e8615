// CSES 2207 Grundy's Game (https://cses.fi/problemset/task/2207), Java reference.
// In: t, then t heap sizes n (1 <= n <= 10^6). Out: per test "first" if the
// player to move wins on one heap of n coins, "second" otherwise.
// A move splits a heap into two non-empty heaps of different sizes, so
// g(n) = mex{ g(a) XOR g(n-a) : 1 <= a < n-a } (Sprague-Grundy).
// Relied-on fact (computed, not proved): no heap n with 1222 < n <= 10^6 has
// g(n) = 0. Grundy's game has been computed far beyond 10^6 (to 2^21 and more),
// and its losing heaps there are exactly OEIS A036685 = 0, 1, 2, 4, 7, 10, 20,
// 23, ..., 929, 932, 1222. So g is computed by the definition up to BOUND = 2048
// (O(BOUND^2) work, every losing heap included), and every n > BOUND is a
// first-player win.
import java.io.IOException;
import java.nio.charset.StandardCharsets;

public class Main {
    static final int BOUND = 2048;

    public static void main(String[] args) throws IOException {
        Reader rd = new Reader();
        int[] g = grundyTable(BOUND);
        int t = rd.nextInt();
        StringBuilder sb = new StringBuilder(t * 7);
        for (int i = 0; i < t; i++) {
            int n = rd.nextInt();
            sb.append(n > BOUND || g[n] != 0 ? "first\n" : "second\n");
        }
        System.out.write(sb.toString().getBytes(StandardCharsets.US_ASCII));
        System.out.flush();
    }

    /**
     * g[0..top] of Grundy's game, by the definition. g(n) is at most the number of
     * moves, (n-1)/2 < top/2, so every XOR of two values is below top: top+1 stamps.
     */
    static int[] grundyTable(int top) {
        int[] g = new int[top + 1];
        int[] stamp = new int[top + 1];
        for (int n = 3; n <= top; n++) {
            for (int a = 1; 2 * a < n; a++) stamp[g[a] ^ g[n - a]] = n;
            int v = 0;
            while (stamp[v] == n) v++;
            g[n] = v;
        }
        return g;
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

        int nextInt() {
            skip();
            int v = 0;
            while (pos < buf.length && buf[pos] > ' ') v = v * 10 + (buf[pos++] - '0');
            return v;
        }
    }
}
