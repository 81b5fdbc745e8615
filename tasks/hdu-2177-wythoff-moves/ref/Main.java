// hdu-2177-wythoff-moves reference (Java): HDU 2177 Wythoff's game with the winning moves
// http://acm.hdu.edu.cn/showproblem.php?pid=2177
// In: lines "a b" (0 <= a <= b <= 10^6); the line "0 0" ends the input.
// Out: per line "0" if the player to move loses; else "1" and one line "x y"
// (x <= y, the piles left) per winning first move: first the move taking the
// same number from both piles, then the one taking from pile a, then the one
// taking from pile b (not listed when a == b: it is the move on pile a again).
// Theory: the losing positions (x <= y) are (A_k, A_k + k) with
// A_k = floor(k phi) = (k + isqrt(5 k^2)) / 2 (exact; BigInteger above 2^30). Every
// positive integer x is in exactly one: as A_j with j near x / phi, or as
// B_j = A_j + j with j near x / phi^2 (a few candidates around each guess).
import java.io.IOException;
import java.math.BigInteger;

public class Main {
    static final BigInteger FIVE = BigInteger.valueOf(5);

    /** A_k = floor(k * phi), exactly. */
    static long lower(long k) {
        if (k <= 1L << 30) return (k + isqrt(5 * k * k)) / 2;
        BigInteger kk = BigInteger.valueOf(k);
        return bigSqrt(kk.multiply(kk).multiply(FIVE)).add(kk).shiftRight(1).longValue();
    }

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

    /** floor(sqrt(n)) for 0 <= n < 2^63: a double guess, corrected exactly. */
    static long isqrt(long n) {
        long r = (long) Math.sqrt((double) n);
        while (r * r > n) r--;
        while ((r + 1) * (r + 1) <= n) r++;
        return r;
    }

    /** The partner of every x below TABLE (the judge's piles are at most
     *  10^6), filled from the losing pairs once; larger x are searched. */
    static final int TABLE = 1 << 21;
    static int[] partners;

    static long partner(long x) {
        if (x < TABLE) {
            if (partners == null) {
                partners = new int[TABLE];
                for (long k = 0; ; k++) {
                    long lo = lower(k), hi = lo + k;
                    if (lo >= TABLE) break;
                    partners[(int) lo] = (int) hi;
                    if (hi < TABLE) partners[(int) hi] = (int) lo;
                }
            }
            return partners[(int) x];
        }
        return search(x);
    }

    /** The other pile of the losing pair holding x, by search. */
    static long search(long x) {
        // x / phi = x phi - x, rounded down, then a few candidates around it.
        long guess = lower(x) - x;
        for (long j = Math.max(0, guess - 2); j <= guess + 2; j++) {
            if (lower(j) == x) return x + j;
        }
        // x / phi^2 = x (3 - sqrt 5) / 2 = x - x / phi.
        long guess2 = x - guess;
        for (long j = Math.max(0, guess2 - 2); j <= guess2 + 2; j++) {
            if (lower(j) + j == x) return lower(j);
        }
        throw new IllegalStateException("no losing pair holds " + x);
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

    static final byte[] out = new byte[1 << 16];
    static int outLen;

    /** Makes room for `bytes` more bytes of output. */
    static void room(int bytes) {
        if (outLen + bytes > out.length) flush();
    }

    /** Writes v's digits (room must be made). */
    static void putNumber(long v) {
        int start = outLen;
        while (v > Integer.MAX_VALUE) {
            out[outLen++] = (byte) ('0' + v % 10);
            v /= 10;
        }
        int w = (int) v; // int division: much faster than long
        do {
            out[outLen++] = (byte) ('0' + w % 10);
            w /= 10;
        } while (w > 0);
        for (int i = start, j = outLen - 1; i < j; i++, j--) {
            byte t = out[i];
            out[i] = out[j];
            out[j] = t;
        }
    }

    static void putPair(long x, long y) {
        room(42);
        putNumber(x);
        out[outLen++] = ' ';
        putNumber(y);
        out[outLen++] = '\n';
    }

    static void putLine(char c) {
        room(2);
        out[outLen++] = (byte) c;
        out[outLen++] = '\n';
    }

    static void flush() {
        System.out.write(out, 0, outLen);
        outLen = 0;
    }

    /** Writes the answer for the position (a, b), a <= b. */
    static void answer(long a, long b) {
        long k = b - a;
        long ak = lower(k);
        if (ak == a) {
            putLine('0');
            return;
        }
        putLine('1');
        if (ak < a) putPair(ak, ak + k);
        long p = partner(b);
        if (p < a) putPair(p, b);
        if (a < b) {
            long q = partner(a);
            if (q < b) putPair(Math.min(a, q), Math.max(a, q));
        }
    }

    public static void main(String[] args) throws IOException {
        while (true) {
            long a = next(), b = next();
            if (b < 0 || (a == 0 && b == 0)) break;
            answer(a, b);
        }
        flush();
        System.out.flush();
    }
}
