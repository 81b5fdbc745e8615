// cf-494e-sharti reference (Java): Codeforces 494E Sharti
// https://codeforces.com/problemset/problem/494/E
// In: "n m k", then m lines "a b c d": rectangles from (a, b) to (c, d)
// whose union is the white cells of the n x n board.
// Out: "Hamed" if the first player wins, else "Malek".
// Theory: a lone white cell (i, j) is worth min(lowbit i, lowbit j, K),
// K = 2^T the largest power of two <= k; all values are powers of two, so
// the first player loses iff, for every t <= T, an even number of white
// cells have both coordinates divisible by 2^t. Each count is the area of
// a union of rectangles (each shrunk to its multiples of 2^t), found by
// sweeping the columns with a segment tree over compressed rows.
import java.io.DataInputStream;
import java.io.IOException;
import java.util.Arrays;

public class Main {
    static long[] ys;
    static int[] cover;
    static long[] covered;

    static void update(int node, int l, int r, int lo, int hi, int delta) {
        if (hi <= l || r <= lo) return;
        if (lo <= l && r <= hi) {
            cover[node] += delta;
        } else {
            int mid = (l + r) >>> 1;
            update(2 * node, l, mid, lo, hi, delta);
            update(2 * node + 1, mid, r, lo, hi, delta);
        }
        if (cover[node] > 0) covered[node] = ys[r] - ys[l];
        else if (r - l == 1) covered[node] = 0;
        else covered[node] = covered[2 * node] + covered[2 * node + 1];
    }

    /** The number of cells in the union of rectangles [x1, x2] x [y1, y2] (rows by columns). */
    static long area(long[] x1, long[] y1, long[] x2, long[] y2, int m) {
        if (m == 0) return 0;
        long[] all = new long[2 * m];
        for (int i = 0; i < m; i++) {
            all[2 * i] = y1[i];
            all[2 * i + 1] = y2[i] + 1;
        }
        Arrays.sort(all);
        int u = 0;
        for (int i = 0; i < all.length; i++) if (u == 0 || all[i] != all[u - 1]) all[u++] = all[i];
        ys = Arrays.copyOf(all, u);
        cover = new int[4 * u];
        covered = new long[4 * u];
        // Events sorted by column: (column << 20 | index << 1 | end?) packed in a long.
        long[] ev = new long[2 * m];
        for (int i = 0; i < m; i++) {
            ev[2 * i] = (x1[i] << 18 | i) << 1 | 1;       // start (1 sorts after an end at the same column)
            ev[2 * i + 1] = ((x2[i] + 1) << 18 | i) << 1; // end
        }
        Arrays.sort(ev);
        long total = 0, prev = ev[0] >> 19;
        for (int e = 0; e < ev.length; e++) {
            long at = ev[e] >> 19;
            int i = (int) (ev[e] >> 1 & ((1 << 18) - 1));
            int delta = (ev[e] & 1) == 1 ? 1 : -1;
            total += covered[1] * (at - prev);
            prev = at;
            int lo = Arrays.binarySearch(ys, y1[i]), hi = Arrays.binarySearch(ys, y2[i] + 1);
            if (u > 1) update(1, 0, u - 1, lo, hi, delta);
        }
        return total;
    }

    static DataInputStream in = new DataInputStream(new java.io.BufferedInputStream(System.in, 1 << 16));

    static long next() throws IOException {
        int c = in.read();
        while (c < '0' || c > '9') c = in.read();
        long v = 0;
        while (c >= '0' && c <= '9') {
            v = v * 10 + (c - '0');
            c = in.read();
        }
        return v;
    }

    public static void main(String[] args) throws IOException {
        long n = next();
        int m = (int) next();
        long k = next();
        long[] a = new long[m], b = new long[m], c = new long[m], d = new long[m];
        for (int i = 0; i < m; i++) {
            a[i] = next();
            b[i] = next();
            c[i] = next();
            d[i] = next();
        }
        boolean hamed = false;
        long[] x1 = new long[m], y1 = new long[m], x2 = new long[m], y2 = new long[m];
        for (int t = 0; (1L << t) <= k; t++) {
            long p = 1L << t;
            int cnt = 0;
            for (int i = 0; i < m; i++) {
                long r1 = (a[i] + p - 1) / p, r2 = c[i] / p, c1 = (b[i] + p - 1) / p, c2 = d[i] / p;
                if (r1 <= r2 && c1 <= c2) {
                    x1[cnt] = r1;
                    x2[cnt] = r2;
                    y1[cnt] = c1;
                    y2[cnt] = c2;
                    cnt++;
                }
            }
            if (area(x1, y1, x2, y2, cnt) % 2 == 1) hamed = true;
        }
        System.out.println(hamed ? "Hamed" : "Malek");
    }
}
