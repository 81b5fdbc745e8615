// Luogu P5675 [GZOI2017] 取石子游戏 (Stone Game) (https://www.luogu.com.cn/problem/P5675), Java reference:
// the file to submit (Java 6/7, no Java 8 API).
// In: N, then N pile sizes a_1 .. a_N. Out: mod 1e9+7, the number of (chosen
// set of piles, designated pile i in it) such that Alice, who must first take
// from pile i, loses Nim.
// With pile i designated and the other chosen piles of XOR x, Alice can leave
// XOR 0 (and wins) iff x < a_i. pre[i][x] counts the subsets of piles 1..i
// of XOR x, suf[i][x] those of piles i..N; the subsets of the piles other
// than i of XOR >= a_i are the pairs (pre[i-1][x], suf[i+1][y]), x ^ y >= a_i.
import java.io.DataInputStream;
import java.io.IOException;
import java.io.InputStream;

public class Main {
    static final long MOD = 1000000007L;

    public static void main(String[] args) throws IOException {
        Reader rd = new Reader(System.in);
        int n = (int) rd.nextLong();
        int[] a = new int[n];
        int size = 1;
        for (int i = 0; i < n; i++) {
            a[i] = (int) rd.nextLong();
            while (size <= a[i]) size *= 2;
        }
        long[][] pre = new long[n + 1][size];
        long[][] suf = new long[n + 2][size];
        pre[0][0] = 1;
        for (int i = 1; i <= n; i++) {
            for (int x = 0; x < size; x++) {
                pre[i][x] = (pre[i - 1][x] + pre[i - 1][x ^ a[i - 1]]) % MOD;
            }
        }
        suf[n + 1][0] = 1;
        for (int i = n; i >= 1; i--) {
            for (int x = 0; x < size; x++) {
                suf[i][x] = (suf[i + 1][x] + suf[i + 1][x ^ a[i - 1]]) % MOD;
            }
        }
        long total = 0;
        for (int i = 1; i <= n; i++) {
            long[] left = pre[i - 1];
            long[] right = suf[i + 1];
            int need = a[i - 1];
            for (int x = 0; x < size; x++) {
                if (left[x] == 0) continue;
                long sum = 0;
                for (int y = 0; y < size; y++) {
                    if ((x ^ y) >= need) sum += right[y];
                }
                total = (total + left[x] * (sum % MOD)) % MOD;
            }
        }
        System.out.println(total);
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
