// Codeforces 662A Gambling Nim (https://codeforces.com/contest/662/problem/A), Java reference.
// In: n, then n lines "a b". Out: Petya's winning probability "p/q", irreducible.
// The shown heaps XOR to S ^ (XOR of d_i over the flipped cards), where
// S = XOR a_i and d_i = a_i ^ b_i. Each vector of the span of the d_i (rank
// r) is hit by 2^(n-r) flip sets, so Petya loses with probability 1/2^r if S
// is in the span, else never. Values are at most 10^18 < 2^60, so r <= 60.
import java.io.DataInputStream;
import java.io.IOException;
import java.io.InputStream;

public class Main {
    public static void main(String[] args) throws IOException {
        Reader rd = new Reader(System.in);
        int n = (int) rd.nextLong();
        long s = 0;
        long[] basis = new long[64]; // basis[b]: highest set bit b, or 0
        int rank = 0;
        for (int i = 0; i < n; i++) {
            long a = rd.nextLong(), b = rd.nextLong();
            s ^= a;
            long d = a ^ b;
            for (int bit = 63; bit >= 0 && d != 0; bit--) {
                if ((d >>> bit & 1) == 0) continue;
                if (basis[bit] == 0) {
                    basis[bit] = d;
                    rank++;
                    break;
                }
                d ^= basis[bit];
            }
        }
        for (int bit = 63; bit >= 0; bit--) {
            if ((s >>> bit & 1) == 1) s ^= basis[bit];
        }
        String answer;
        if (s != 0) answer = "1/1";
        else if (rank == 0) answer = "0/1";
        else answer = ((1L << rank) - 1) + "/" + (1L << rank);
        System.out.println(answer);
    }

    /** Buffered byte reader of whitespace-separated non-negative integers. */
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
            long v = 0;
            while (c > ' ') {
                v = v * 10 + (c - '0');
                c = read();
            }
            return v;
        }
    }
}
