// HackerRank Zero-Move Nim (https://www.hackerrank.com/challenges/zero-move-nim/problem), Java reference:
// the file to submit (Java 6: no lambdas, no Java 7+ syntax or APIs).
// In: g, then g games, each a line n and a line of n piles p_i.
// Out: per game "W" if John (first) wins, else "L".
// Theory: with its zero-move left a pile p is worth p+1 (odd), p-1 (even, > 0), 0 (empty):
// by induction its options are g(0..p-1) and the spent pile p. XOR over the piles.
import java.io.IOException;
import java.io.InputStream;

public class Main {
    static final InputStream IN = System.in;
    static final byte[] buf = new byte[1 << 16];
    static int pos, len;

    static int read() throws IOException {
        if (pos == len) {
            len = IN.read(buf, 0, buf.length);
            pos = 0;
            if (len <= 0) {
                len = 0;
                return -1;
            }
        }
        return buf[pos++];
    }

    static long next() throws IOException {
        int c = read();
        while (c >= 0 && c <= ' ') c = read();
        long v = 0;
        while (c > ' ') {
            v = v * 10 + (c - '0');
            c = read();
        }
        return v;
    }

    public static void main(String[] args) throws IOException {
        long games = next();
        StringBuilder out = new StringBuilder();
        for (long t = 0; t < games; t++) {
            long n = next();
            long x = 0;
            for (long i = 0; i < n; i++) {
                long p = next();
                long g = p == 0 ? 0 : (p % 2 == 1 ? p + 1 : p - 1);
                x ^= g;
            }
            out.append(x != 0 ? "W" : "L").append('\n');
        }
        System.out.print(out);
        System.out.flush();
    }
}
