// cf-768e-game-of-stones reference (Java): Codeforces 768E Game of Stones
// https://codeforces.com/problemset/problem/768/E
// In: n (1 <= n <= 10^6), then n pile sizes s_i (1..60), one per line.
// Out: YES if Jon, the SECOND player, wins (XOR of the pile values is 0), else NO.
// Theory: on one pile each removal amount may be used once, so a pile of s
// stones can last at most k moves, k the largest with 1 + 2 + ... + k <= s;
// its Grundy value is that k. The piles are independent: XOR.
import java.io.IOException;

public class Main {
    static final int MAX_PILE = 60;

    public static void main(String[] args) throws IOException {
        Reader rd = new Reader();
        int[] value = pileValues(MAX_PILE);
        int n = rd.nextInt();
        int x = 0;
        for (int i = 0; i < n; i++) x ^= value[rd.nextInt()];
        System.out.print(x == 0 ? "YES\n" : "NO\n");
        System.out.flush();
    }

    /** value[s] = the largest k with k(k+1)/2 <= s, for s = 0..limit. */
    static int[] pileValues(int limit) {
        int[] value = new int[limit + 1];
        int k = 0;
        for (int s = 0; s <= limit; s++) {
            while ((k + 1) * (k + 2) / 2 <= s) k++;
            value[s] = k;
        }
        return value;
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
