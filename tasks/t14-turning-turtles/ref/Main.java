// t14-turning-turtles reference (Java). In: n, then a string of n characters
// H or T (position 0 leftmost). Out: FIRST or SECOND (XOR of i + 1 over heads
// at 0-based i). The coin string is read as the rest of the input (one token;
// absent when n = 0).
import java.io.IOException;

public class Main {
    public static void main(String[] args) throws IOException {
        Reader rd = new Reader();
        rd.nextLong(); // n: the string carries its own length
        long xor = 0;
        long i = 0;
        while (rd.hasNext()) {
            String s = rd.next();
            for (int j = 0; j < s.length(); j++, i++) {
                if (s.charAt(j) == 'H') xor ^= i + 1;
            }
        }
        System.out.print(xor != 0 ? "FIRST\n" : "SECOND\n");
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
