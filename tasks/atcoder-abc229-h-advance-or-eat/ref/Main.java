// AtCoder ABC229 H Advance or Eat (https://atcoder.jp/contests/abc229/tasks/abc229_h), Java reference.
// In: N, then N rows of N cells W (Takahashi's), B (Snuke's) or '.', row 1 on top.
// Out: "Takahashi" if he, moving first, wins, else "Snuke".
// Theory: a move changes one column, so the board is the sum of its columns; every column
// is a number, the simplest number strictly between its best Left option (Takahashi: a W
// up into an empty cell, or eat a B) and its best Right option (Snuke: a B up, or eat a W).
// Takahashi moving first wins iff the sum is > 0. Numbers in units of 2^-40 (longs);
// a column is a char array, memoized by its string.
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.StringTokenizer;

public class Main {
    static final int SCALE = 40;
    static final long ONE = 1L << SCALE;
    static final HashMap<String, Long> memo = new HashMap<>();

    /** The simplest number x with lo < x < hi; a null bound is absent. */
    static long simplest(Long lo, Long hi) {
        if ((lo == null || lo < 0) && (hi == null || hi > 0)) return 0;
        if (hi != null && hi <= 0) return -simplest(-hi, lo == null ? null : -lo);
        long n = ((lo >> SCALE) + 1) * ONE;
        if (hi == null || n < hi) return n;
        for (int j = 1; j <= SCALE; j++) {
            long m = ((lo >> (SCALE - j)) + 1) * (ONE >> j);
            if (m < hi) return m;
        }
        throw new ArithmeticException("finer than 2^-40");
    }

    static List<String> moves(String col, char mine, char theirs) {
        List<String> out = new ArrayList<>();
        char[] c = col.toCharArray();
        for (int i = 0; i < c.length; i++) {
            if (c[i] == theirs) {
                char[] d = c.clone();
                d[i] = '.';
                out.add(new String(d));
            }
            if (c[i] == mine && i > 0 && c[i - 1] == '.') {
                char[] d = c.clone();
                d[i - 1] = mine;
                d[i] = '.';
                out.add(new String(d));
            }
        }
        return out;
    }

    static long value(String col) {
        Long known = memo.get(col);
        if (known != null) return known;
        Long lo = null, hi = null;
        for (String m : moves(col, 'W', 'B')) {
            long v = value(m);
            if (lo == null || v > lo) lo = v;
        }
        for (String m : moves(col, 'B', 'W')) {
            long v = value(m);
            if (hi == null || v < hi) hi = v;
        }
        if (lo != null && hi != null && lo >= hi) throw new IllegalStateException("not a number: " + col);
        long v = simplest(lo, hi);
        memo.put(col, v);
        return v;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader br = new BufferedReader(new InputStreamReader(System.in));
        StringBuilder text = new StringBuilder();
        for (String line; (line = br.readLine()) != null; ) text.append(line).append(' ');
        StringTokenizer st = new StringTokenizer(text.toString());
        int n = Integer.parseInt(st.nextToken());
        String[] rows = new String[n];
        for (int i = 0; i < n; i++) rows[i] = st.nextToken();
        long total = 0;
        for (int j = 0; j < n; j++) {
            StringBuilder col = new StringBuilder();
            for (String row : rows) col.append(row.charAt(j));
            total += value(col.toString());
        }
        System.out.println(total > 0 ? "Takahashi" : "Snuke");
    }
}
