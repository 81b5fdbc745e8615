// HDU 3544 Alice's Game (http://acm.hdu.edu.cn/showproblem.php?pid=3544), Java reference:
// the file to submit (Java 7: no lambdas, no Java 8 APIs).
// In: the number of test cases; each: N, then N lines "X Y" (1 <= X, Y <= 10^9).
// Out: per case "Case k: Alice" if Alice (first; she cuts across X) wins, else "Case k: Bob".
// Theory: Cutcake (Winning Ways ch. 2), every bar an integer: halve both sides while both
// exceed 1; then X x 1 is worth X - 1 to Alice and 1 x Y is worth Y - 1 to Bob. The bars add,
// and Alice moving first wins exactly when the total is positive (a zero game: Bob).
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

    /** The bar's value to Alice (positive) or Bob (negative). */
    static long value(long x, long y) {
        while (x > 1 && y > 1) {
            x >>= 1;
            y >>= 1;
        }
        return x - y;
    }

    public static void main(String[] args) throws IOException {
        long cases = next();
        StringBuilder out = new StringBuilder();
        for (long k = 1; k <= cases; k++) {
            long n = next();
            long sum = 0;
            for (long i = 0; i < n; i++) {
                long x = next();
                long y = next();
                sum += value(x, y);
            }
            out.append("Case ").append(k).append(sum > 0 ? ": Alice\n" : ": Bob\n");
        }
        System.out.print(out);
        System.out.flush();
    }
}
