// CodeChef FDIVGAME Floor Division Game (https://www.codechef.com/problems/FDIVGAME), Java reference:
// the file to submit (Java 6/7, no Java 8 API).
// In: T; per test N, then A_1 .. A_N. Out: per test Henry if the first player
// wins, else Derek.
// Each integer is a game of its own, g(n) = mex of g(n/k), k = 2..6. Its
// values, by the contest's editorial: g(0..5) = 0, 1, 2, 2, 3, 3 and
// g(n) = g(n/12) for n >= 6. Henry wins iff the XOR of the g(A_i) is not 0.
import java.io.DataInputStream;
import java.io.IOException;
import java.io.InputStream;

public class Main {
    static final int[] SMALL = {0, 1, 2, 2, 3, 3};

    static int grundy(long n) {
        while (n >= 6) n /= 12;
        return SMALL[(int) n];
    }

    public static void main(String[] args) throws IOException {
        Reader rd = new Reader(System.in);
        StringBuilder out = new StringBuilder();
        for (long t = rd.nextLong(); t > 0; t--) {
            int x = 0;
            for (long n = rd.nextLong(); n > 0; n--) x ^= grundy(rd.nextLong());
            out.append(x != 0 ? "Henry\n" : "Derek\n");
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
