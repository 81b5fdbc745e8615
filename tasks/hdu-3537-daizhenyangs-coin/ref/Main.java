// hdu-3537-daizhenyangs-coin reference (Java): HDU 3537 Daizhenyang's Coin
// http://acm.hdu.edu.cn/showproblem.php?pid=3537
// In: test cases to the end of the input, each "n" then n positions of heads
// (coins numbered from 0; a position may be listed more than once: one head).
// Out: per test case "Yes" if the first player loses, else "No".
// Theory: Mock Turtles (turn 1, 2 or 3 coins, the rightmost heads to tails).
// A lone head on coin x is worth 2x if x has an odd number of 1 bits, else
// 2x + 1 (the odious numbers); a position is the XOR over its distinct heads.
// The file to submit to HDU (Java 7).
import java.io.IOException;
import java.util.Arrays;

public class Main {
    static byte[] in;
    static int pos, len;

    /** All of stdin, read in one growing buffer. */
    static void readAll() throws IOException {
        in = new byte[1 << 20];
        while (true) {
            if (len == in.length) in = Arrays.copyOf(in, 2 * len);
            int got = System.in.read(in, len, in.length - len);
            if (got <= 0) break;
            len += got;
        }
    }

    /** The next non-negative integer, or -1 at the end of the input. */
    static long next() {
        while (pos < len && (in[pos] < '0' || in[pos] > '9')) pos++;
        if (pos == len) return -1;
        long v = 0;
        while (pos < len && in[pos] >= '0' && in[pos] <= '9') v = v * 10 + (in[pos++] - '0');
        return v;
    }

    public static void main(String[] args) throws IOException {
        readAll();
        StringBuilder out = new StringBuilder();
        long[] heads = new long[16];
        while (true) {
            long n = next();
            if (n < 0) break;
            if (n > heads.length) heads = new long[(int) n];
            for (int i = 0; i < n; i++) heads[i] = next();
            Arrays.sort(heads, 0, (int) n);
            long x = 0;
            for (int i = 0; i < n; i++) {
                if (i > 0 && heads[i] == heads[i - 1]) continue;
                long h = heads[i];
                x ^= 2 * h + (Long.bitCount(h) % 2 == 0 ? 1 : 0);
            }
            out.append(x == 0 ? "Yes\n" : "No\n");
        }
        System.out.print(out);
        System.out.flush();
    }
}
