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

public class Main {
    public static void main(String[] args) throws IOException {
        Reader rd = new Reader(System.in);
        StringBuilder out = new StringBuilder();
        while (true) {
            long m = rd.nextLong();
            if (m < 0) break;
            long n = rd.nextLong();
            boolean any = false;
            for (long b = 1; b <= n; b++) {
                if (b >= m || (m - b) % (n + 1) == 0) {
                    if (any) out.append(' ');
                    out.append(b);
                    any = true;
                }
            }
            out.append(any ? "\n" : "none\n");
        }
        System.out.print(out);
        System.out.flush();
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
}
