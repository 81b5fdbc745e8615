// moore-nim-k (our own problem, Moore's Nim_k with a winning move), Java reference.
// In: T, then T tests: "n k", then n heaps h_i (0 <= h_i <= 10^18).
// Out: per test "SECOND" if the player to move loses, else "FIRST", m, and m lines "i v"
// (heap i, 1-based, becomes v < h_i): a move after which the player to move loses.
// Theory (Moore 1910): the mover loses iff every bit's count of ones is divisible by k + 1.
// The move, bits from the top: heaps lowered at a higher bit are free below it. With
// d = (ones among the others) mod (k+1) != 0, lower d more heaps that hold the bit when the
// lowered ones stay at most k, else give the bit to k + 1 - d lowered heaps.
import java.io.DataInputStream;
import java.io.IOException;
import java.util.Arrays;

public class Main {
    static DataInputStream in = new DataInputStream(new java.io.BufferedInputStream(System.in, 1 << 16));

    static long next() throws IOException {
        int c = in.read();
        while (c == ' ' || c == '\n' || c == '\r' || c == '\t') c = in.read();
        long v = 0;
        while (c >= '0' && c <= '9') {
            v = v * 10 + (c - '0');
            c = in.read();
        }
        return v;
    }

    public static void main(String[] args) throws IOException {
        StringBuilder out = new StringBuilder();
        long t = next();
        for (long test = 0; test < t; test++) {
            int n = (int) next();
            long k = next();
            long[] h = new long[n];
            for (int i = 0; i < n; i++) h[i] = next();
            boolean[] lowered = new boolean[n];
            long[] value = new long[n];
            int[] order = new int[n];
            int count = 0;
            for (int bit = 59; bit >= 0; bit--) {
                long ones = 0;
                for (int i = 0; i < n; i++) if (!lowered[i] && (h[i] >>> bit & 1) == 1) ones++;
                long d = ones % (k + 1);
                if (d == 0) continue;
                if (count + d <= k) {
                    for (int i = 0; i < n && d > 0; i++) {
                        if (!lowered[i] && (h[i] >>> bit & 1) == 1) {
                            lowered[i] = true;
                            value[i] = (h[i] >>> (bit + 1)) << (bit + 1);
                            order[count++] = i;
                            d--;
                        }
                    }
                } else {
                    long give = k + 1 - d;
                    for (int j = 0; j < give; j++) value[order[j]] |= 1L << bit;
                }
            }
            if (count == 0) {
                out.append("SECOND\n");
                continue;
            }
            int[] chosen = Arrays.copyOf(order, count);
            Arrays.sort(chosen);
            out.append("FIRST\n").append(count).append('\n');
            for (int i : chosen) out.append(i + 1).append(' ').append(value[i]).append('\n');
        }
        System.out.print(out);
    }
}
