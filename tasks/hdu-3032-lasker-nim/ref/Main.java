// HDU 3032 Nim or not Nim? (Lasker's Nim), Java reference.
// In: T; per test N, then s[0] .. s[N-1]. Out: "Alice" if the first player
// wins, else "Bob", one line per test.
// Grundy values of Lasker's Nim, by the last two bits of s: ...01 and ...10
// keep s; ...11 becomes s + 1 and ...00 (s > 0) becomes s - 1 (the two swap).
// Alice wins iff the XOR of the values is not 0.
import java.io.DataInputStream;
import java.io.IOException;
import java.io.InputStream;

public class Main {
    static long grundy(long s) {
        long low = s & 3;
        if (low == 3) return s + 1;
        if (low == 0 && s > 0) return s - 1;
        return s;
    }

    public static void main(String[] args) throws IOException {
        Reader rd = new Reader(System.in);
        StringBuilder out = new StringBuilder();
        for (long t = rd.nextLong(); t > 0; t--) {
            long x = 0;
            for (long n = rd.nextLong(); n > 0; n--) x ^= grundy(rd.nextLong());
            out.append(x != 0 ? "Alice\n" : "Bob\n");
        }
        System.out.print(out);
        System.out.flush();
    }

    /** Buffered byte reader of whitespace-separated non-negative integers:
     *  streams the input (it may be hundreds of megabytes). */
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
