// AtCoder CADDi 2018 D Harlequin (https://atcoder.jp/contests/caddi2018/tasks/caddi2018_b), Java reference.
// In: N; then a_1 .. a_N. Out: "first" or "second".
// Eat one apple of each of some colors; the last to eat wins: the player to
// move loses exactly when every count is even.
import java.io.IOException;

public class Main {
    public static void main(String[] args) throws IOException {
        byte[] buf = System.in.readAllBytes();
        int[] pos = {0};
        long n = next(buf, pos);
        int odd = 0;
        for (long i = 0; i < n; i++) odd += (int) (next(buf, pos) & 1);
        System.out.print(odd > 0 ? "first\n" : "second\n");
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
