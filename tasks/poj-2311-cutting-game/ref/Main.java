// POJ 2311 Cutting Game (http://poj.org/problem?id=2311), Java reference.
// In: lines "W H" (2 <= W, H <= 200) until end of file.
// Out: one line per sheet, "WIN" if the first player wins, else "LOSE".
// Theory: a cut leaving a side of 1 hands the opponent a 1 x 1, so only cuts
// leaving both parts at least 2 in both sides count, and a player without one
// loses (normal play). g(w, h) is the mex of g(a) ^ g(b) over those cuts,
// memoised (g symmetric); the first player wins iff g(W, H) != 0. A strip
// 1 x n (n >= 2), beyond the judge's bounds, is a win at once.
import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.OutputStream;

public class Main {
    static int[][] memo = new int[201][201];

    static {
        for (int[] row : memo) java.util.Arrays.fill(row, -1);
    }

    /** Grundy value of a w x h piece (both sides >= 2); recursion depth <= w + h. */
    static int g(int w, int h) {
        if (memo[w][h] >= 0) return memo[w][h];
        boolean[] seen = new boolean[w + h + 2];
        for (int i = 2; i <= w - 2; i++) {
            int v = g(i, h) ^ g(w - i, h);
            if (v < seen.length) seen[v] = true;
        }
        for (int j = 2; j <= h - 2; j++) {
            int v = g(w, j) ^ g(w, h - j);
            if (v < seen.length) seen[v] = true;
        }
        int v = 0;
        while (seen[v]) v++;
        memo[w][h] = memo[h][w] = v;
        return v;
    }

    public static void main(String[] args) throws IOException {
        byte[] buf = readAll();
        OutputStream out = new BufferedOutputStream(System.out, 1 << 16);
        byte[] win = ascii("WIN\n");
        byte[] lose = ascii("LOSE\n");
        int pos = 0;
        int[] pair = new int[2];
        int have = 0;
        while (true) {
            while (pos < buf.length && buf[pos] <= ' ') pos++;
            if (pos >= buf.length) break;
            int v = 0;
            while (pos < buf.length && buf[pos] > ' ') v = v * 10 + (buf[pos++] - '0');
            pair[have++] = v;
            if (have == 2) {
                boolean strip = pair[0] == 1 || pair[1] == 1;
                out.write(strip || g(pair[0], pair[1]) != 0 ? win : lose);
                have = 0;
            }
        }
        out.flush();
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
