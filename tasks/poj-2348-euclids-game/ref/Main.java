// POJ 2348 Euclid's Game (http://poj.org/problem?id=2348), Java reference:
// the file to submit (POJ and HDU 1525 take no Rust; compiles with javac
// --release 7).
// In: lines "a b" (up to 10^18), ended by "0 0". Out: "Stan wins" if the
// player to move wins, else "Ollie wins".
// Theory: with a >= b > 0, the mover wins if a >= 2b or b divides a;
// otherwise the only move is to (b, a - b), and the result flips. A 0 means
// the game is over (the mover has lost).
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

    static boolean moverWins(long a, long b) {
        if (a < b) {
            long t = a;
            a = b;
            b = t;
        }
        boolean wins = true;
        while (true) {
            if (b == 0) return !wins;
            // b divides a with a < 2b only when a == b (2b < 2^61: no overflow)
            if (a >= 2 * b || a == b) return wins;
            long r = a - b;
            a = b;
            b = r;
            wins = !wins;
        }
    }

    static final byte[] STAN = "Stan wins\n".getBytes(), OLLIE = "Ollie wins\n".getBytes();
    static final byte[] out = new byte[1 << 16];
    static int outLen;

    static void put(byte[] line) {
        if (outLen + line.length > out.length) flush();
        System.arraycopy(line, 0, out, outLen, line.length);
        outLen += line.length;
    }

    static void flush() {
        System.out.write(out, 0, outLen);
        outLen = 0;
    }

    public static void main(String[] args) throws IOException {
        while (true) {
            long a = next(), b = next();
            if (b < 0 || (a == 0 && b == 0)) break;
            put(moverWins(a, b) ? STAN : OLLIE);
        }
        flush();
        System.out.flush();
    }
}
