// AtCoder ABC 255 G Constrained Nim
// (https://atcoder.jp/contests/abc255/tasks/abc255_g), Java reference.
// In: N M, A_1 .. A_N, then M banned moves X_i Y_i. Out: "Takahashi" if the
// first player wins, else "Aoki".
// Theory: h(n) = max g(0..n); sizes with no banned move continue the run
// g(n) = h(b) + (n - b) after the last banned size b. For a banned size x
// (increasing), the targets g(x - y) of its banned moves are sorted and
// counted; a value hit as often as it occurs below x (1 + extra[v]) is
// missing, and g(x) is the least missing value, else h(x - 1) + 1.
import java.io.IOException;
import java.util.Arrays;
import java.util.HashMap;

public class Main {
    static long[] sizes, gs, hs;
    static int done;

    /** g(v) from the banned sizes processed so far. */
    static long g(long v) {
        int lo = 0, hi = done; // first index with sizes[i] > v
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            if (sizes[mid] > v) hi = mid;
            else lo = mid + 1;
        }
        int i = lo - 1;
        if (i < 0) return v;
        if (sizes[i] == v) return gs[i];
        return hs[i] + (v - sizes[i]);
    }

    public static void main(String[] args) throws IOException {
        Reader rd = new Reader();
        int n = (int) rd.nextLong();
        int m = (int) rd.nextLong();
        long[] piles = new long[n];
        for (int i = 0; i < n; i++) piles[i] = rd.nextLong();
        long[][] pairs = new long[m][];
        for (int i = 0; i < m; i++) pairs[i] = new long[] {rd.nextLong(), rd.nextLong()};
        Arrays.sort(pairs, (a, b) -> a[0] != b[0] ? Long.compare(a[0], b[0]) : Long.compare(a[1], b[1]));
        sizes = new long[m];
        gs = new long[m];
        hs = new long[m];
        HashMap<Long, Integer> extra = new HashMap<>();
        long[] targets = new long[m];
        for (int i = 0; i < m; ) {
            long x = pairs[i][0];
            long top = done == 0 ? x - 1 : hs[done - 1] + (x - 1 - sizes[done - 1]);
            int t = 0;
            for (; i < m && pairs[i][0] == x; i++) {
                if (i > 0 && pairs[i - 1][0] == x && pairs[i - 1][1] == pairs[i][1]) continue;
                targets[t++] = g(x - pairs[i][1]);
            }
            Arrays.sort(targets, 0, t);
            long gx = -1;
            for (int a = 0; a < t && gx < 0; ) {
                int b = a;
                while (b < t && targets[b] == targets[a]) b++;
                if (b - a == 1 + extra.getOrDefault(targets[a], 0)) gx = targets[a];
                a = b;
            }
            long hx = top;
            if (gx >= 0) extra.merge(gx, 1, Integer::sum);
            else gx = hx = top + 1;
            sizes[done] = x;
            gs[done] = gx;
            hs[done] = hx;
            done++;
        }
        long total = 0;
        for (long a : piles) total ^= g(a);
        System.out.print(total != 0 ? "Takahashi\n" : "Aoki\n");
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
