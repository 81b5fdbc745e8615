// octal-games reference (Java). In: an octal code d0.d1d2... (or the word
// grundy), Q, then Q heaps. Out: "n0 p" (least preperiod and period,
// Guy-Smith certified) or "uncertified N", then g(heap) per line.
// Naive nim-sequence: removing j tokens may leave nothing (bit 1 of dj,
// x == j), one heap (bit 2, x > j) or two non-empty heaps (bit 4, split
// x - j into a + b); grundy: split x into two unequal non-empty heaps. For
// an octal code the table grows 128, 256, ... up to its target
// T = min(2^25, max(largest heap + 1, 8192)) values, stopping at the first
// certificate (whether one fits in T values does not depend on how the table
// grows); "uncertified T" if none. Grundy's game, never certified, is
// computed to the largest heap + 1. Certificate (octal codes
// only): g(n+p) == g(n) for max(n0,1) <= n < L-p in a table of
// L >= 2*max(n0,1) + 2p + t values (t = largest j with dj != 0).
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

public class Main {
    static final int MAX_TERMS = 1 << 25;
    /** The table of an octal code grows to at least this many values. */
    static final int CERTIFY_FLOOR = 8192;

    static List<Integer> takeAll = new ArrayList<>(), takeOne = new ArrayList<>(), split = new ArrayList<>();
    static boolean unequal = false;
    static int t = -1; // -1: not an octal game, never certified

    static void parse(String code) {
        if (code.equals("grundy")) {
            split.add(0);
            unequal = true;
            return;
        }
        String digits = code.charAt(0) + code.substring(2);
        t = 0;
        for (int j = 0; j < digits.length(); j++) {
            int d = digits.charAt(j) - '0';
            if ((d & 1) != 0 && j > 0) takeAll.add(j);
            if ((d & 2) != 0 && j > 0) takeOne.add(j);
            if ((d & 4) != 0) split.add(j);
            if (d != 0) t = j;
        }
    }

    static int[] g = new int[0];
    static int len = 0;

    static void extend(int length) {
        g = java.util.Arrays.copyOf(g, Math.max(g.length, length));
        int[] stamp = new int[2 + takeOne.size() + split.size() * length];
        for (int x = len; x < length; x++) {
            int s = x + 1;
            if (takeAll.contains(x)) stamp[0] = s;
            for (int j : takeOne) if (x > j) stamp[g[x - j]] = s;
            for (int j : split) {
                int m = x - j;
                if (m < 2) continue;
                int top = unequal ? (m - 1) / 2 : m / 2;
                for (int a = 1; a <= top; a++) {
                    int v = g[a] ^ g[m - a];
                    if (v < stamp.length) stamp[v] = s;
                }
            }
            int v = 0;
            while (stamp[v] == s) v++;
            g[x] = v;
        }
        len = length;
    }

    /** Returns {n0, p} or null. */
    static int[] certify() {
        int L = len;
        for (int p = 1; 2 * p + t + 2 <= L; p++) {
            int h = (L - 2 * p - t) / 2;
            boolean ok = true;
            for (int n = h; n < L - p && ok; n++) ok = g[n + p] == g[n];
            if (ok) {
                int n0 = h;
                while (n0 > 0 && g[n0 - 1 + p] == g[n0 - 1]) n0--;
                return new int[] {n0, p};
            }
        }
        return null;
    }

    public static void main(String[] args) throws IOException {
        byte[] buf = System.in.readAllBytes();
        List<String> tok = new ArrayList<>();
        int start = -1;
        for (int i = 0; i <= buf.length; i++) {
            if (i == buf.length || buf[i] <= ' ') {
                if (start >= 0) {
                    tok.add(new String(buf, start, i - start, java.nio.charset.StandardCharsets.US_ASCII));
                    start = -1;
                }
            } else if (start < 0) start = i;
        }
        parse(tok.get(0));
        int q = Integer.parseInt(tok.get(1));
        long[] heaps = new long[q];
        for (int i = 0; i < q; i++) heaps[i] = Long.parseLong(tok.get(2 + i));
        if (t < 0) { // Grundy's game: never certified, computed to the largest heap
            long most = 0;
            for (long h : heaps) most = Math.max(most, h + 1);
            extend((int) most);
        }
        long most = CERTIFY_FLOOR;
        for (long h : heaps) most = Math.max(most, h + 1);
        int target = (int) Math.min(most, MAX_TERMS);
        int length = 128;
        int[] found = null;
        while (t >= 0) {
            extend(length);
            found = certify();
            if (found != null || length >= target) break;
            length = Math.min(2 * length, target);
        }
        StringBuilder sb = new StringBuilder();
        if (found != null) {
            long n0 = found[0], p = found[1];
            sb.append(n0).append(' ').append(p).append('\n');
            for (long h : heaps) sb.append(g[(int) (h < n0 ? h : n0 + (h - n0) % p)]).append('\n');
        } else {
            sb.append("uncertified ").append(len).append('\n');
            for (long h : heaps) sb.append(g[(int) h]).append('\n');
        }
        System.out.print(sb);
        System.out.flush();
    }
}
