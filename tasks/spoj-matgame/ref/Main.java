// spoj-matgame reference (Java): SPOJ MATGAME Matrix Game (CodeChef SNCK01)
// https://www.spoj.com/problems/MATGAME/
// In: T, then T tests: N M and N rows of M integers (1..50); blank lines
// between tests, so the input is read as tokens. Out: FIRST or SECOND per test.
// Theory: the rows are independent games, so the matrix is their sum (XOR of
// the row values). A row is a sequential compound (only its left-most non-zero
// entry can be played); folding from the right with g = 0, an entry a turns
// the value of the rest g into a - 1 if a <= g, else a. FIRST iff XOR != 0.
import java.io.IOException;

public class Main {
    public static void main(String[] args) throws IOException {
        Reader rd = new Reader();
        int t = rd.nextInt();
        StringBuilder sb = new StringBuilder();
        int[] row = new int[0];
        for (; t > 0; t--) {
            int n = rd.nextInt(), m = rd.nextInt();
            if (row.length < m) row = new int[m];
            int x = 0;
            for (int i = 0; i < n; i++) {
                for (int j = 0; j < m; j++) row[j] = rd.nextInt();
                x ^= rowValue(row, m);
            }
            sb.append(x != 0 ? "FIRST\n" : "SECOND\n");
        }
        System.out.write(sb.toString().getBytes());
        System.out.flush();
    }

    /** Folds row[0..m) from the right: g = a - 1 if a <= g, else a. */
    static int rowValue(int[] row, int m) {
        int g = 0;
        for (int j = m - 1; j >= 0; j--) {
            int a = row[j];
            g = a <= g ? a - 1 : a;
        }
        return g;
    }

    /** Whole-stdin whitespace token reader (spaces, tabs, CR, LF). */
    static final class Reader {
        private final byte[] buf;
        private int pos;

        Reader() throws IOException {
            buf = readAll();
        }

        private void skip() {
            while (pos < buf.length && buf[pos] <= ' ') pos++;
        }

        int nextInt() {
            skip();
            int v = 0;
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
}
