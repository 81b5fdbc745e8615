// HDU 2149 Public Sale, Java reference (the file to submit to HDU).
// In: lines "M N" to the end of the input. The price starts at 0; Lele and
// Yueyue take turns raising it by 1 to N, Lele first; whoever makes it
// reach M or more buys the field. Out: per line, Lele's first raises that
// guarantee him the field, increasing, separated by spaces; "none" if
// there are none.
// With r left to pay, the player to move wins iff r is not a multiple of
// N + 1 (raise by r mod (N + 1); from a multiple every raise leaves a
// non-multiple, and a raise that reaches M needs r <= N, a non-multiple).
// So the first raise b wins iff b >= M, or b < M and (M - b) % (N + 1) == 0.
import java.io.DataInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;

public class Main {
    public static void main(String[] args) throws IOException {
        Reader rd = new Reader(System.in);
        Writer out = new Writer(System.out);
        while (true) {
            long m = rd.nextLong();
            if (m < 0) break;
            long n = rd.nextLong();
            boolean any = false;
            for (long b = 1; b <= n; b++) {
                if (b >= m || (m - b) % (n + 1) == 0) {
                    if (any) out.put((byte) ' ');
                    out.num(b);
                    any = true;
                }
            }
            out.text(any ? "\n" : "none\n");
        }
        out.flush();
    }

    /** Buffered byte reader of whitespace-separated non-negative integers;
     *  -1 at the end of the input. */
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
            if (c == -1) return -1;
            long v = 0;
            while (c > ' ') {
                v = v * 10 + (c - '0');
                c = read();
            }
            return v;
        }
    }

    /** Buffered byte writer of ASCII text and non-negative integers. */
    static final class Writer {
        private final OutputStream out;
        private final byte[] buf = new byte[1 << 16];
        private final byte[] digits = new byte[20];
        private int len;

        Writer(OutputStream out) {
            this.out = out;
        }

        void text(String s) throws IOException {
            for (int i = 0; i < s.length(); i++) put((byte) s.charAt(i));
        }

        void num(long v) throws IOException {
            int k = 0;
            do {
                digits[k++] = (byte) ('0' + v % 10);
                v /= 10;
            } while (v > 0);
            while (k > 0) put(digits[--k]);
        }

        void put(byte b) throws IOException {
            if (len == buf.length) flush();
            buf[len++] = b;
        }

        void flush() throws IOException {
            out.write(buf, 0, len);
            len = 0;
            out.flush();
        }
    }
}
