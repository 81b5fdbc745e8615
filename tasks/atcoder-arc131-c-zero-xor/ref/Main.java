// AtCoder ARC 131 C Zero XOR (https://atcoder.jp/contests/arc131/tasks/arc131_c), Java reference.
// In: N; then A_1 .. A_N, distinct. Out: "Win" or "Lose".
// Eat one cookie a turn; leaving XOR 0 wins. An odd N wins; an even N wins
// only by a first move that leaves XOR 0 (some A_i equals the XOR of all).
import java.io.IOException;

public class Main {
    public static void main(String[] args) throws IOException {
        byte[] buf = System.in.readAllBytes();
        int[] pos = {0};
        int n = (int) next(buf, pos);
        long[] a = new long[n];
        long x = 0;
        for (int i = 0; i < n; i++) {
            a[i] = next(buf, pos);
            x ^= a[i];
        }
        boolean win = n % 2 == 1;
        for (int i = 0; i < n; i++) if ((x ^ a[i]) == 0) win = true;
        System.out.print(win ? "Win\n" : "Lose\n");
    }

    /** The next whitespace-separated non-negative integer from buf at pos[0]. */
    static long next(byte[] buf, int[] pos) {
        int p = pos[0];
        while (p < buf.length && buf[p] <= ' ') p++;
        long v = 0;
        while (p < buf.length && buf[p] > ' ') v = v * 10 + (buf[p++] - '0');
        pos[0] = p;
        return v;
    }
}
