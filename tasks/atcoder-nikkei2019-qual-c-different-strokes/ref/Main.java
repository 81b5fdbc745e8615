// AtCoder NIKKEI 2019 Qual C - Different Strokes
// (https://atcoder.jp/contests/nikkei2019-qual/tasks/nikkei2019_qual_c), Java reference.
// In: N, then N dishes A_i B_i. Out: Takahashi's total minus Aoki's when they eat
// in turn, Takahashi first, each maximising his own total minus the other's.
// Start from "Aoki eats everything" (-sum B_i); each dish Takahashi eats instead
// adds A_i + B_i, and each player takes the largest A_i + B_i left, so Takahashi
// gets the 1st, 3rd, 5th, ... largest. Sums fit long.
import java.io.IOException;
import java.util.Arrays;

public class Main {
    public static void main(String[] args) throws IOException {
        Reader rd = new Reader();
        int n = (int) rd.nextLong();
        long[] gain = new long[n];
        long answer = 0;
        for (int i = 0; i < n; i++) {
            long a = rd.nextLong();
            long b = rd.nextLong();
            gain[i] = a + b;
            answer -= b;
        }
        Arrays.sort(gain);
        for (int k = n - 1; k >= 0; k -= 2) answer += gain[k];
        System.out.print(answer + "\n");
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

        /** The next token as a non-negative decimal integer. */
        long nextLong() {
            skip();
            long v = 0;
            while (pos < buf.length && buf[pos] > ' ') v = v * 10 + (buf[pos++] - '0');
            return v;
        }
    }
}
