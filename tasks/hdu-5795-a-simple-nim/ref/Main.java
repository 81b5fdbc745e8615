// HDU 5795 A Simple Nim (http://acm.hdu.edu.cn/showproblem.php?pid=5795), Java reference:
// the file to submit (Java 7, no Java 8 API).
// In: T; per test n, then s[0] .. s[n-1]. Out: "First player wins." or
// "Second player wins.", one line per test.
// A heap of s is worth s, except that inside each block 8m+1 .. 8m+8 the
// last two trade values: g(8m+7) = 8m+8, g(8m+8) = 8m+7. The first player
// wins iff the XOR of the values is not 0.
import java.io.DataInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;

public class Main {
    static long grundy(long s) {
        long low = s & 7;
        if (low == 7) return s + 1;
        if (low == 0 && s > 0) return s - 1;
        return s;
    }

    public static void main(String[] args) throws IOException {
        Reader rd = new Reader(System.in);
        StringBuilder out = new StringBuilder();
        for (long t = rd.nextLong(); t > 0; t--) {
            long x = 0;
            for (long n = rd.nextLong(); n > 0; n--) x ^= grundy(rd.nextLong());
            out.append(x != 0 ? "First player wins.\n" : "Second player wins.\n");
        }
        PrintStream ps = new PrintStream(System.out, false, "US-ASCII");
        ps.print(out);
        ps.flush();
    }

    /** Buffered byte reader of whitespace-separated non-negative integers:
     *  streams the input. */
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
