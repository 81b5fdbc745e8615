// Luogu P2599 [ZJOI2009] 取石子游戏 (https://www.luogu.com.cn/problem/P2599), Java reference:
// the file to submit (Java 6/7, no Java 8 API).
// In: T; per test n, then a_1 .. a_n. Out: 1 if the first player wins, else 0.
// For each segment keep L (the one pile that, put on its left, loses for the
// mover) and R (the same on its right), filled by length in two rows of n
// values. A pile x added on the right of a segment with values L, R gives the
// new L: 0 if x == R; x - 1 if R < x <= L; x + 1 if L <= x < R; else x. The
// new R of x added on the left mirrors it. The first player loses exactly
// when a_1 equals L of a_2 .. a_n.
import java.io.DataInputStream;
import java.io.IOException;
import java.io.InputStream;

public class Main {
    static long extend(long x, long far, long near) {
        if (x == near) return 0;
        if (near < x && x <= far) return x - 1;
        if (far <= x && x < near) return x + 1;
        return x;
    }

    public static void main(String[] args) throws IOException {
        Reader rd = new Reader(System.in);
        StringBuilder out = new StringBuilder();
        for (long t = rd.nextLong(); t > 0; t--) {
            int n = (int) rd.nextLong();
            long[] a = new long[n];
            for (int i = 0; i < n; i++) a[i] = rd.nextLong();
            boolean win;
            if (n == 0) {
                win = false;
            } else {
                // Segments of a[1 .. n-1]: left[i], right[i] for a[i .. i+len-1].
                int m = n - 1;
                long[] left = new long[m + 1], right = new long[m + 1];
                for (int i = 0; i < m; i++) {
                    left[i] = a[i + 1];
                    right[i] = a[i + 1];
                }
                for (int len = 2; len <= m; len++) {
                    for (int i = 0; i + len <= m; i++) {
                        int j = i + len - 1;
                        long nl = extend(a[j + 1], left[i], right[i]);
                        long nr = extend(a[i + 1], right[i + 1], left[i + 1]);
                        left[i] = nl;
                        right[i] = nr;
                    }
                }
                long lose = m == 0 ? 0 : left[0];
                win = a[0] != lose;
            }
            out.append(win ? "1\n" : "0\n");
        }
        System.out.print(out);
        System.out.flush();
    }

    /** Buffered byte reader of whitespace-separated non-negative integers. */
    static final class Reader {
        private final InputStream in;
        private final byte[] buf = new byte[1 << 16];
        private int len, pos;

        Reader(InputStream in) {
            this.in = new DataInputStream(in);
        }

        private int read() throws IOException {
            if (pos == len) {
                len = in.read(buf, 0, buf.length);
                pos = 0;
                if (len <= 0) return -1;
            }
            return buf[pos++];
        }

        long nextLong() throws IOException {
            int c = read();
            while (c != -1 && c <= ' ') c = read();
            long v = 0;
            while (c > ' ') {
                v = v * 10 + (c - '0');
                c = read();
            }
            return v;
        }
    }
}
