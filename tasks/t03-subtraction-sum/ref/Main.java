// t03-subtraction-sum reference (Java). In: k, the k elements of S, m, then m
// pile sizes. Out: FIRST or SECOND (XOR of g[pile], never +), with the table
// g[x] = mex{ g[x-s] : s in S, s <= x } built to the largest pile. Piles above
// TABLE_LIMIT (up to 10^18) are first reduced with the certified period of g
// (first repeated window of max(S) values, exactly as in t11's reference).
import java.io.IOException;
import java.util.Arrays;

public class Main {
    static final long TABLE_LIMIT = 10_000_000L;

    public static void main(String[] args) throws IOException {
        Reader rd = new Reader();
        int k = rd.nextInt();
        long[] raw = new long[k];
        for (int i = 0; i < k; i++) raw[i] = rd.nextLong();
        int m = rd.nextInt();
        long[] piles = new long[m];
        long max = 0;
        for (int i = 0; i < m; i++) {
            piles[i] = rd.nextLong();
            max = Math.max(max, piles[i]);
        }
        if (max > TABLE_LIMIT) {
            // Moves longer than every pile never apply; with none left, every
            // g value is 0.
            final long largest = max;
            raw = Arrays.stream(raw).filter(e -> e <= largest).toArray();
            if (raw.length == 0) {
                System.out.print("SECOND\n");
                System.out.flush();
                return;
            }
            long[] np = Period.certified(raw);
            long n0 = np[0], p = np[1];
            max = 0;
            for (int i = 0; i < m; i++) {
                if (piles[i] >= n0) piles[i] = n0 + (piles[i] - n0) % p;
                max = Math.max(max, piles[i]);
            }
        }
        int[] g = table(raw, (int) max + 1);
        int xor = 0;
        for (long p : piles) xor ^= g[(int) p];
        System.out.print(xor != 0 ? "FIRST\n" : "SECOND\n");
        System.out.flush();
    }

    /** g[0..len) of the subtraction game; elements of S above the index never apply. */
    static int[] table(long[] s, int len) {
        int[] g = new int[len];
        int[] stamp = new int[s.length + 2];
        for (int x = 1; x < len; x++) {
            for (long e : s) {
                if (e <= x) {
                    int v = g[x - (int) e];
                    if (v < stamp.length) stamp[v] = x;
                }
            }
            int mex = 0;
            while (stamp[mex] == x) mex++;
            g[x] = mex;
        }
        return g;
    }

    /**
     * Certified least preperiod n0 and least period p of g, as in t11: a
     * doubling table until some window of max(S) values repeats (W(j) = W(i)
     * certifies period i-j from j on), then the least divisor of i-j that is a
     * period over one full period from j, then n0 scanned down from j.
     */
    static final class Period {
        private int[] s;
        private int[] g = new int[0];
        private int len;
        private int[] stamp;

        static long[] certified(long[] raw) {
            return new Period().run(raw);
        }

        private void extend(int target) {
            if (target <= len) return;
            if (g.length < target) g = Arrays.copyOf(g, target);
            for (int x = len; x < target; x++) {
                int mark = x + 1;
                for (int e : s) {
                    if (e <= x) {
                        int v = g[x - e];
                        if (v < stamp.length) stamp[v] = mark;
                    }
                }
                int mex = 0;
                while (stamp[mex] == mark) mex++;
                g[x] = mex;
            }
            len = target;
        }

        private boolean windowsEqual(int a, int b, int w) {
            for (int t = 0; t < w; t++) if (g[a + t] != g[b + t]) return false;
            return true;
        }

        private static long mix(long x) {
            x ^= x >>> 33;
            x *= 0xff51afd7ed558ccdL;
            x ^= x >>> 33;
            return x;
        }

        private long[] run(long[] raw) {
            s = Arrays.stream(raw).distinct().sorted().mapToInt(v -> (int) v).toArray();
            int w = s[s.length - 1];
            stamp = new int[s.length + 2];
            extend(4 * w + 16);
            final long base = 0x9E3779B97F4A7C15L;
            long pow = 1;
            for (int t = 1; t < w; t++) pow *= base;
            int cap = 1 << 16;
            long[] keys = new long[cap];
            int[] heads = new int[cap];
            Arrays.fill(heads, -1);
            int used = 0;
            int[] next = new int[len];
            long h = 0;
            int i = 0;
            int n0c = -1, pc = -1;
            while (n0c < 0) {
                if (i + w > len) {
                    extend(2 * len);
                    next = Arrays.copyOf(next, len);
                    continue;
                }
                if (i == 0) {
                    for (int t = 0; t < w; t++) h = h * base + g[t];
                } else {
                    h = (h - g[i - 1] * pow) * base + g[i - 1 + w];
                }
                int slot = (int) (mix(h) & (cap - 1));
                while (heads[slot] >= 0 && keys[slot] != h) slot = (slot + 1) & (cap - 1);
                if (heads[slot] >= 0) {
                    for (int j = heads[slot]; j >= 0; j = next[j]) {
                        if (windowsEqual(j, i, w)) {
                            n0c = j;
                            pc = i - j;
                            break;
                        }
                    }
                    if (n0c >= 0) break;
                    next[i] = heads[slot];
                    heads[slot] = i;
                } else {
                    keys[slot] = h;
                    heads[slot] = i;
                    next[i] = -1;
                    used++;
                    if (2 * used > cap) {
                        int ncap = cap * 2;
                        long[] nk = new long[ncap];
                        int[] nh = new int[ncap];
                        Arrays.fill(nh, -1);
                        for (int t = 0; t < cap; t++) {
                            if (heads[t] < 0) continue;
                            int ns = (int) (mix(keys[t]) & (ncap - 1));
                            while (nh[ns] >= 0) ns = (ns + 1) & (ncap - 1);
                            nk[ns] = keys[t];
                            nh[ns] = heads[t];
                        }
                        keys = nk;
                        heads = nh;
                        cap = ncap;
                    }
                }
                i++;
            }
            extend(n0c + 2 * pc + w);
            int p = pc;
            for (int d = 1; d <= pc; d++) {
                if (pc % d != 0) continue;
                boolean ok = true;
                for (int x = n0c; x < n0c + pc && ok; x++) ok = g[x + d] == g[x];
                if (ok) {
                    p = d;
                    break;
                }
            }
            int n0 = n0c;
            while (n0 > 0 && g[n0 - 1 + p] == g[n0 - 1]) n0--;
            return new long[] {n0, p};
        }
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

        boolean hasNext() {
            skip();
            return pos < buf.length;
        }

        long nextLong() {
            skip();
            boolean neg = false;
            if (pos < buf.length && buf[pos] == '-') { neg = true; pos++; }
            long v = 0;
            while (pos < buf.length && buf[pos] > ' ') v = v * 10 + (buf[pos++] - '0');
            return neg ? -v : v;
        }

        int nextInt() {
            return (int) nextLong();
        }

        String next() {
            skip();
            int start = pos;
            while (pos < buf.length && buf[pos] > ' ') pos++;
            return new String(buf, start, pos - start, java.nio.charset.StandardCharsets.US_ASCII);
        }
    }
}
