// POJ 3922 A simple stone game (http://poj.org/problem?id=3922), Java
// reference: the file to submit (POJ and HDU 2486 take no Rust; compiles
// with javac --release 7).
// In: t, then t lines "n k". Out: "Case i: lose" if the first player loses,
// else "Case i: m", m the smallest winning first take.
// Theory (WC2009, the k-multiple dynamic subtraction game): the losing piles
// are a[0] = 1, a[i] = b[i-1] + 1, where b[i] = a[i] + b[j] for the largest j
// with a[j] * k < a[i] (b[i] = a[i] if none): b[i] is the largest sum of
// terms up to a[i], each more than k times the next. A pile that is no term
// is such a sum, found greedily; its smallest part is the smallest winning
// first take.
import java.io.DataInputStream;
import java.io.IOException;
import java.util.Arrays;

public class Main {
    static DataInputStream in = new DataInputStream(System.in);
    static byte[] buf = new byte[1 << 16];
    static int pos, len;

    static int read() throws IOException {
        if (pos == len) {
            len = in.read(buf, 0, buf.length);
            pos = 0;
            if (len <= 0) {
                len = 0;
                return -1;
            }
        }
        return buf[pos++];
    }

    static long next() throws IOException {
        int c = read();
        while (c >= 0 && c <= ' ') c = read();
        long v = 0;
        while (c > ' ') {
            v = v * 10 + (c - '0');
            c = read();
        }
        return v;
    }

    // a[i] <= n <= 10^9 fits an int; b[i] may pass 2^31. About 10^6 terms at
    // most (k = 10^5, n = 10^9), so the arrays rarely grow.
    static int[] a = new int[1 << 20];
    static long[] b = new long[1 << 20];

    public static void main(String[] args) throws IOException {
        int t = (int) next();
        StringBuilder sb = new StringBuilder();
        for (int c = 1; c <= t; c++) {
            long n = next(), k = next();
            a[0] = 1;
            b[0] = 1;
            int last = 0, j = 0;
            while (a[last] < n) {
                long nxt = b[last] + 1;
                while (j + 1 <= last && (long) a[j + 1] * k < nxt) j++;
                if (++last == a.length) {
                    a = Arrays.copyOf(a, 2 * a.length);
                    b = Arrays.copyOf(b, 2 * b.length);
                }
                a[last] = (int) nxt;
                b[last] = (long) a[j] * k < nxt ? b[j] + nxt : nxt;
            }
            sb.append("Case ").append(c).append(": ");
            if (n <= 1 || a[last] == n) {
                sb.append("lose\n");
                continue;
            }
            long rest = n, take = 0;
            for (int i = last; rest > 0; i--) {
                if (a[i] <= rest) {
                    rest -= a[i];
                    take = a[i];
                }
            }
            sb.append(take).append('\n');
        }
        System.out.print(sb);
        System.out.flush();
    }
}
