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

    /** The next non-negative integer, or -1 at the end of the input. */
    static long next() throws IOException {
        int c = read();
        while (c != -1 && (c < '0' || c > '9')) c = read();
        if (c == -1) return -1;
        long v = 0;
        while (c >= '0' && c <= '9') {
            v = v * 10 + (c - '0');
            c = read();
        }
        return v;
    }

    public static void main(String[] args) throws IOException {
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
