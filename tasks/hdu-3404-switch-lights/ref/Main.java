// hdu-3404-switch-lights reference (Java): HDU 3404 Switch lights
// http://acm.hdu.edu.cn/showproblem.php?pid=3404
// In: T, then per test case n and n lines "x y" (1 <= x, y <= 10000), the
// lights that are on, all distinct.
// Out: per test case "Have a try, lxhgww." if the first player wins, else
// "Don't waste your time.".
// Theory: a move toggles the distinct corners of a rectangle whose
// lower-right corner is on: the product of two rows of Turning Turtles
// (values x and y from 1), so by the Tartan theorem a light on (x, y) is
// worth the nim product x (*) y, and the position the XOR over the lights.
// Nim product by halves: with F = 2^L and a = a1 F + a0, b = b1 F + b0,
// a (*) b = ((a0^a1)(b0^b1) ^ a0 b0) F ^ a0 b0 ^ (a1 b1) (*) (F / 2);
// the products of bytes come from a 256 x 256 table built so.
// The file to submit to HDU (Java 6).
import java.io.IOException;

public class Main {
    /** a (*) b for a, b below 2^(2L), L a power of two or 0. */
    static int mul(int a, int b, int l) {
        if (a <= 1 || b <= 1) return a * b;
        int f = 1 << l, h = l / 2;
        int a1 = a >> l, a0 = a & (f - 1), b1 = b >> l, b0 = b & (f - 1);
        int lo = mul(a0, b0, h), hi = mul(a1, b1, h), mid = mul(a0 ^ a1, b0 ^ b1, h);
        return ((mid ^ lo) << l) ^ lo ^ mul(hi, f >> 1, h);
    }

    static final int[] BYTES = new int[256 * 256];

    /** a (*) b for a, b below 2^16, from the table of byte products. */
    static int mul16(int a, int b) {
        int a1 = a >> 8, a0 = a & 255, b1 = b >> 8, b0 = b & 255;
        int lo = BYTES[a0 << 8 | b0], hi = BYTES[a1 << 8 | b1];
        int mid = BYTES[(a0 ^ a1) << 8 | (b0 ^ b1)];
        return ((mid ^ lo) << 8) ^ lo ^ BYTES[hi << 8 | 128];
    }

    static final byte[] in = new byte[1 << 16];
    static int pos, len;

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

    static int next() throws IOException {
        int c = read();
        while (c != -1 && (c < '0' || c > '9')) c = read();
        int v = 0;
        while (c >= '0' && c <= '9') {
            v = v * 10 + (c - '0');
            c = read();
        }
        return v;
    }

    public static void main(String[] args) throws IOException {
        for (int a = 0; a < 256; a++)
            for (int b = 0; b < 256; b++) BYTES[a << 8 | b] = mul(a, b, 4);
        StringBuilder out = new StringBuilder();
        int t = next();
        for (int i = 0; i < t; i++) {
            int n = next();
            int x = 0;
            for (int j = 0; j < n; j++) {
                int r = next(), c = next();
                x ^= mul16(r, c);
            }
            out.append(x != 0 ? "Have a try, lxhgww.\n" : "Don't waste your time.\n");
        }
        System.out.print(out);
        System.out.flush();
    }
}
