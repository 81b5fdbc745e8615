// AOJ 1377 Black and White Boxes (https://judge.u-aizu.ac.jp/onlinejudge/description.jsp?id=1377), Java reference.
// In: n (<= 40), then n piles, strings of B and W from the bottom up.
// Out: the most boxes in a choice of piles that is fair (the sum of the piles' values is 0).
// Theory: a pile is a Blue-Red Hackenbush stalk (B is Alice's, Left): by Berlekamp's rule
// the first run of one colour counts +-1 a box, the i-th box after it +-1/2^i; a sum of
// numbers is fair (the player to move loses, so both can win) exactly when it is 0.
// Values in units of 2^-40 (a pile of at most 40 boxes needs at most 2^-39), in longs;
// each half's subset sums sorted, with the most boxes per sum, and searched.
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.Arrays;
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

    /** Every subset's sum and weight, packed as [sum, weight] rows. */
    static long[][] subsets(long[] v, long[] w, int from, int to) {
        int m = to - from;
        long[][] all = new long[1 << m][];
        all[0] = new long[] {0, 0};
        int len = 1;
        for (int i = from; i < to; i++) {
            for (int j = 0, end = len; j < end; j++) all[len++] = new long[] {all[j][0] + v[i], all[j][1] + w[i]};
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
        long[][] low = subsets(v, w, 0, n / 2), high = subsets(v, w, n / 2, n);
        // Sorted by sum, the most boxes first within a sum.
        Arrays.sort(low, new java.util.Comparator<long[]>() {
            public int compare(long[] a, long[] b) {
                if (a[0] != b[0]) return a[0] < b[0] ? -1 : 1;
                return a[1] == b[1] ? 0 : (a[1] > b[1] ? -1 : 1);
            }
        });
        long[] sums = new long[low.length];
        for (int i = 0; i < low.length; i++) sums[i] = low[i][0];
        long best = 0;
        for (long[] h : high) {
            int at = Arrays.binarySearch(sums, -h[0]);
            if (at < 0) continue;
            while (at > 0 && sums[at - 1] == -h[0]) at--;
            best = Math.max(best, low[at][1] + h[1]);
        }
        System.out.println(best);
    }
}
