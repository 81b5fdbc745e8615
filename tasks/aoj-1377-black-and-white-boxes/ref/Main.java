// AOJ 1377 Black and White Boxes (https://judge.u-aizu.ac.jp/onlinejudge/description.jsp?id=1377), Java reference.
// In: n (<= 40), then n piles, strings of B and W from the bottom up.
// Out: the most boxes in a choice of piles that is fair (the sum of the piles' values is 0).
// Theory: a pile is a Blue-Red Hackenbush stalk (B is Alice's, Left): by Berlekamp's rule
// the first run of one colour counts +-1 a box, the i-th box after it +-1/2^i; a sum of
// numbers is fair (the player to move loses, so both can win) exactly when it is 0.
// Values in units of 2^-40 (a pile of at most 40 boxes needs at most 2^-39), in longs;
// each half's subset sums sorted, with the most boxes per sum, and searched
// (sum and boxes packed in one long; each half kept in order as it is built).
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.StringTokenizer;

public class Main {
    static final long UNIT = 1L << 40;

    static long stalk(String s) {
        int i = 0;
        long v = 0;
        while (i < s.length() && s.charAt(i) == s.charAt(0)) {
            v += (s.charAt(i) == 'B' ? 1 : -1) * UNIT;
            i++;
        }
        for (int k = 1; i < s.length(); i++, k++) v += (s.charAt(i) == 'B' ? 1 : -1) * (UNIT >> k);
        return v;
    }

    /** Room for a half's weight (at most 20 piles of 40 boxes) below the sum. */
    static final int SHIFT = 11, MASK = (1 << SHIFT) - 1;

    /**
     * Every subset's sum and weight, packed as sum * 2^SHIFT + (MASK - weight)
     * (|sum| < 2^50), in increasing order: by sum, the most boxes first within
     * a sum. Adding a pile adds one constant to every entry, which keeps the
     * order, so each pile's step merges two sorted lists: no sort.
     */
    static long[] sortedSubsets(long[] v, long[] w, int from, int to) {
        long[] all = new long[1 << (to - from)], next = new long[all.length];
        all[0] = MASK;
        int len = 1;
        for (int i = from; i < to; i++) {
            long add = (v[i] << SHIFT) - w[i];
            int p = 0, q = 0, k = 0;
            while (p < len && q < len) {
                long x = all[p], y = all[q] + add;
                if (x <= y) {
                    next[k++] = x;
                    p++;
                } else {
                    next[k++] = y;
                    q++;
                }
            }
            while (p < len) next[k++] = all[p++];
            while (q < len) next[k++] = all[q++] + add;
            long[] t = all;
            all = next;
            next = t;
            len = k;
        }
        return all;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader br = new BufferedReader(new InputStreamReader(System.in));
        StringBuilder text = new StringBuilder();
        for (String line; (line = br.readLine()) != null; ) text.append(line).append(' ');
        StringTokenizer st = new StringTokenizer(text.toString());
        int n = Integer.parseInt(st.nextToken());
        long[] v = new long[n], w = new long[n];
        for (int i = 0; i < n; i++) {
            String s = st.nextToken();
            v[i] = stalk(s);
            w[i] = s.length();
        }
        // Both halves in order, swept: low upwards, high downwards, sums meeting at 0.
        long[] low = sortedSubsets(v, w, 0, n / 2), high = sortedSubsets(v, w, n / 2, n);
        long best = 0;
        int j = high.length - 1;
        for (int i = 0; i < low.length && j >= 0; ) {
            long a = low[i] >> SHIFT, b = high[j] >> SHIFT;
            if (a + b < 0) {
                i++;
            } else if (a + b > 0) {
                j--;
            } else {
                while (j > 0 && high[j - 1] >> SHIFT == b) j--;  // the heaviest of this sum
                best = Math.max(best, (MASK - (low[i] & MASK)) + (MASK - (high[j] & MASK)));
                while (i < low.length && low[i] >> SHIFT == a) i++;
                j--;
            }
        }
        System.out.println(best);
    }
}
