// HDU 1907 / POJ 3480 John (misère Nim), Java reference.
// In: T; per test N, then A_1 .. A_N. Out: "John" if the first player (John)
// wins, else "Brother", one line per test.
// Misère Nim: the largest heap decides which rule applies. If it is at most
// 1, John wins iff the XOR (the parity of the 1-heaps) is 0; otherwise iff
// the XOR is not 0.
import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.OutputStream;

public class Main {
    public static void main(String[] args) throws IOException {
        Reader rd = new Reader();
        OutputStream out = new BufferedOutputStream(System.out, 1 << 16);
        byte[] john = ascii("John\n");
        byte[] brother = ascii("Brother\n");
        for (long t = rd.nextLong(); t > 0; t--) {
            long n = rd.nextLong();
            long xor = 0, max = 0;
            for (long i = 0; i < n; i++) {
                long a = rd.nextLong();
                xor ^= a;
                max = Math.max(max, a);
            }
            boolean johnWins = max <= 1 ? xor == 0 : xor != 0;
            out.write(johnWins ? john : brother);
        }
        out.flush();
    }

    /** Whole-stdin whitespace token reader. */
    static final class Reader {
        private final byte[] buf;
        private int pos;

        Reader() throws IOException {
            buf = readAll();
        }

        long nextLong() {
            while (pos < buf.length && buf[pos] <= ' ') pos++;
            long v = 0;
            while (pos < buf.length && buf[pos] > ' ') v = v * 10 + (buf[pos++] - '0');
            return v;
        }
    }

    /** All of standard input (Java 6 has no InputStream.readAllBytes). */
    static byte[] readAll() throws java.io.IOException {
        byte[] buf = new byte[1 << 16];
        int len = 0;
        for (int r; (r = System.in.read(buf, len, buf.length - len)) > 0; ) {
            len += r;
            if (len == buf.length) buf = java.util.Arrays.copyOf(buf, 2 * len);
        }
        return java.util.Arrays.copyOf(buf, len);
    }

    /** The bytes of an ASCII text (StandardCharsets is Java 7). */
    static byte[] ascii(String s) {
        byte[] b = new byte[s.length()];
        for (int i = 0; i < b.length; i++) b[i] = (byte) s.charAt(i);
        return b;
    }
}
