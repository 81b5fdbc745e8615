// t13-misere-nim reference (Java). In: m, then m pile sizes.
// Out: "NORMAL: FIRST|SECOND" and "MISERE: FIRST|SECOND". Misere rule: if every
// pile is <= 1 (m = 0 included), the mover wins iff the count of 1-piles is
// even; otherwise as normal play (XOR != 0).
import java.io.IOException;

public class Main {
    public static void main(String[] args) throws IOException {
        Reader rd = new Reader();
        int m = rd.nextInt();
        long xor = 0;
        long ones = 0;
        boolean allSmall = true;
        for (int i = 0; i < m; i++) {
            long p = rd.nextLong();
            xor ^= p;
            if (p == 1) ones++;
            if (p > 1) allSmall = false;
        }
        boolean normal = xor != 0;
        boolean misere = allSmall ? ones % 2 == 0 : xor != 0;
        System.out.print("NORMAL: " + (normal ? "FIRST" : "SECOND") + "\n"
                + "MISERE: " + (misere ? "FIRST" : "SECOND") + "\n");
        System.out.flush();
    }

    /** Whole-stdin whitespace token reader (spaces, tabs, CR, LF). */
    static final class Reader {
        private final byte[] buf;
        private int pos;

        Reader() throws IOException {
            buf = System.in.readAllBytes();
        }

        private void skip() {
            while (pos < buf.length && buf[pos] <= ' ') pos++;
        }

        boolean hasNext() {
            skip();
            return pos < buf.length;
        }

        long nextLong() {
            skip();
            boolean neg = false;
            if (pos < buf.length && buf[pos] == '-') { neg = true; pos++; }
            long v = 0;
            while (pos < buf.length && buf[pos] > ' ') v = v * 10 + (buf[pos++] - '0');
            return neg ? -v : v;
        }

        int nextInt() {
            return (int) nextLong();
        }

        String next() {
            skip();
            int start = pos;
            while (pos < buf.length && buf[pos] > ' ') pos++;
            return new String(buf, start, pos - start, java.nio.charset.StandardCharsets.US_ASCII);
        }
    }
}
