// poj-1067-wythoff reference (Java): POJ 1067 (= HDU 1527) Wythoff's game
// http://poj.org/problem?id=1067
// In: pairs "a b" (0 <= a, b <= 10^9) until the end of the input; no count line.
// Out: one line per pair: 1 if the player to move wins, 0 if not.
// Theory: the losing positions (a <= b) are (floor(k*phi), floor(k*phi) + k),
// k = 0, 1, 2, ..., phi = (1 + sqrt 5) / 2. With a <= b and k = b - a the
// mover loses exactly when a == floor(k*phi) = (k + isqrt(5 k^2)) / 2, in
// exact integers: a double phi is wrong from k = 102334155. For k <= 10^9
// (the judge's bounds) 5 k^2 fits in a long and its square root is a double's
// corrected by one step each way; beyond, BigInteger.sqrt.
import java.io.IOException;
import java.math.BigInteger;

public class Main {
    static final BigInteger FIVE = BigInteger.valueOf(5);

    /** floor(sqrt(n)) by Newton's method from above (BigInteger.sqrt is Java 9). */
    static BigInteger bigSqrt(BigInteger n) {
        if (n.signum() == 0) return n;
        BigInteger x = BigInteger.ONE.shiftLeft(n.bitLength() / 2 + 1);
        while (true) {
            BigInteger y = x.add(n.divide(x)).shiftRight(1);
            if (y.compareTo(x) >= 0) return x;
            x = y;
        }
    }

    /** floor(k * phi), exactly. */
    static long floorKPhi(long k) {
        if (k <= 1000000000L) {
            long x = 5 * k * k;
            long r = (long) Math.sqrt((double) x);
            while (r * r > x) r--;
            while ((r + 1) * (r + 1) <= x) r++;
            return (k + r) >> 1;
        }
        BigInteger kk = BigInteger.valueOf(k);
        return bigSqrt(kk.multiply(kk).multiply(FIVE)).add(kk).shiftRight(1).longValue();
    }

    static final byte[] in = new byte[1 << 16];
    static int pos, len;

    /** The next byte of stdin, or -1 at its end (read in 64 KiB blocks). */
    static int read() throws IOException {
        if (pos == len) {
            len = System.in.read(in, 0, in.length);
            pos = 0;
            if (len <= 0) {
                len = 0;
                return -1;
            }
        }
        return in[pos++];
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

    public static void main(String[] args) throws IOException {
        byte[] out = new byte[1 << 16];
        int n = 0;
        while (true) {
            long x = next();
            long y = next();
            if (y < 0) break;
            long a = Math.min(x, y);
            long b = Math.max(x, y);
            out[n++] = (byte) (floorKPhi(b - a) == a ? '0' : '1');
            out[n++] = '\n';
            if (n == out.length) {
                System.out.write(out, 0, n);
                n = 0;
            }
        }
        System.out.write(out, 0, n);
        System.out.flush();
    }
}
