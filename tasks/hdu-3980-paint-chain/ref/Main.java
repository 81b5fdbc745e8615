// HDU 3980 Paint Chain, Java reference (the file to submit to HDU).
// In: T; per test N M (a ring of N beads; a move paints M consecutive
// unpainted beads). Out: "Case #i: aekdycoin" if the first player wins,
// else "Case #i: abcdxyzk".
// A ring of N < M has no move; N = M is painted whole in one move; N > M
// becomes, after any first move, a row of N - M unpainted beads. A row of
// len is worth mex { g(x) ^ g(len - M - x) : 0 <= x <= len - M }, so the
// first player wins iff N = M, or N > M and g(N - M) = 0. One table per
// distinct M, as long as the longest row its tests need.
import java.io.DataInputStream;
import java.io.IOException;
import java.io.InputStream;

public class Main {
    public static void main(String[] args) throws IOException {
        Reader rd = new Reader(System.in);
        int t = (int) rd.nextLong();
        int[] ns = new int[t];
        int[] ms = new int[t];
        int top = 0;
        for (int i = 0; i < t; i++) {
            ns[i] = (int) rd.nextLong();
            ms[i] = (int) rd.nextLong();
            top = Math.max(top, Math.max(ns[i], ms[i]));
        }
        int[] need = new int[top + 1];
        for (int i = 0; i < t; i++) {
            if (ns[i] > ms[i]) need[ms[i]] = Math.max(need[ms[i]], ns[i] - ms[i]);
        }
        int[][] g = new int[top + 1][];
        int[] seen = new int[4096];
        int stamp = 0;
        for (int m = 1; m <= top; m++) {
            int len = need[m];
            if (len == 0) continue;
            int[] row = new int[len + 1];
            for (int l = m; l <= len; l++) {
                stamp++;
                int rest = l - m;
                for (int x = 0; x + x <= rest; x++) {
                    int v = row[x] ^ row[rest - x];
                    if (v >= seen.length) {
                        int[] bigger = new int[Math.max(seen.length * 2, v + 1)];
                        System.arraycopy(seen, 0, bigger, 0, seen.length);
                        seen = bigger;
                    }
                    seen[v] = stamp;
                }
                int mex = 0;
                while (mex < seen.length && seen[mex] == stamp) mex++;
                row[l] = mex;
            }
            g[m] = row;
        }
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < t; i++) {
            int n = ns[i], m = ms[i];
            boolean first = n == m || (n > m && g[m][n - m] == 0);
            out.append("Case #").append(i + 1).append(": ").append(first ? "aekdycoin" : "abcdxyzk").append('\n');
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
