// HDU 3595 GG and MM (http://acm.hdu.edu.cn/showproblem.php?pid=3595), Java
// reference: the file to submit (HDU takes no Rust; compiles with javac
// --release 7).
// In: tests until EOF, each N and N lines "p q". Out: "MM" if the first
// player wins, else "GG".
// Theory (every-SG): every unfinished game is moved each turn, so the game
// that ends last decides. Steps: finished 0; won 1 + the most steps of a
// lost option; lost 1 + the fewest steps of any option; MM wins iff the
// largest is odd. Euclid (a >= b > 0, a = q b + r): r = 0 wins in 1; q = 1
// is forced: 1 + steps(b, r); q >= 2: 1 + steps(b, r) if that is even
// (lost), else 2 + it (through (r + b, b)).
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

    /** The next number, or -1 at the end of the input. */
    static long next() throws IOException {
        int c = read();
        while (c >= 0 && c <= ' ') c = read();
        if (c < 0) return -1;
        long v = 0;
        while (c > ' ') {
            v = v * 10 + (c - '0');
            c = read();
        }
        return v;
    }

    static final boolean[] single = new boolean[128];

    static long steps(long a, long b) {
        if (a < b) {
            long t = a;
            a = b;
            b = t;
        }
        if (b == 0) return 0;
        int depth = 0;
        while (a % b != 0) {
            single[depth++] = a / b == 1;
            long r = a % b;
            a = b;
            b = r;
        }
        long s = 1;
        for (int i = depth - 1; i >= 0; i--) s += (single[i] || s % 2 == 0) ? 1 : 2;
        return s;
    }

    public static void main(String[] args) throws IOException {
        StringBuilder sb = new StringBuilder();
        while (true) {
            long n = next();
            if (n < 0) break;
            long best = 0;
            for (long i = 0; i < n; i++) {
                long p = next(), q = next();
                best = Math.max(best, steps(p, q));
            }
            sb.append(best % 2 == 1 ? "MM\n" : "GG\n");
        }
        System.out.print(sb);
        System.out.flush();
    }
}
