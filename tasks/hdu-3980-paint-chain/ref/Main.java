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
import java.io.OutputStream;

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
        // A row has at most 1000 options, so every value is below 1024, and
        // so is the XOR of two.
        int[] seen = new int[1024];
        int stamp = 0;
        for (int m = 1; m <= top; m++) {
            int len = need[m];
            if (len == 0) continue;
            int[] row = new int[len + 1];
            for (int l = m; l <= len; l++) {
                stamp++;
                int rest = l - m;
                for (int x = 0; x + x <= rest; x++) {
                    seen[row[x] ^ row[rest - x]] = stamp;
                }
                int mex = 0;
                while (seen[mex] == stamp) mex++;
                row[l] = mex;
            }
            g[m] = row;
        }
        Writer out = new Writer(System.out);
        for (int i = 0; i < t; i++) {
            int n = ns[i], m = ms[i];
            boolean first = n == m || (n > m && g[m][n - m] == 0);
            out.text("Case #");
            out.num(i + 1);
            out.text(first ? ": aekdycoin\n" : ": abcdxyzk\n");
        }
        out.flush();
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

    /** Buffered byte writer of ASCII text and non-negative integers. */
    static final class Writer {
        private final OutputStream out;
        private final byte[] buf = new byte[1 << 16];
        private final byte[] digits = new byte[20];
        private int len;

        Writer(OutputStream out) {
            this.out = out;
        }

        void text(String s) throws IOException {
            for (int i = 0; i < s.length(); i++) put((byte) s.charAt(i));
        }

        void num(long v) throws IOException {
            int k = 0;
            do {
                digits[k++] = (byte) ('0' + v % 10);
                v /= 10;
            } while (v > 0);
            while (k > 0) put(digits[--k]);
        }

        void put(byte b) throws IOException {
            if (len == buf.length) flush();
            buf[len++] = b;
        }

        void flush() throws IOException {
            out.write(buf, 0, len);
            len = 0;
            out.flush();
        }
    }
}
