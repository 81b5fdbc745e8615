// t11-periodicity reference (Java). In: k, the k elements of S (each >= 1), Q,
// then Q values n (0 <= n <= 10^18). Out: line 1, "n0 p" (least preperiod and
// least period of g); then Q lines, g(n).
// Method: tabulate g[x] = mex{ g[x-s] : s in S, s <= x } in a table that
// doubles (from 4*max(S)+16) until some window of max(S) values repeats (a
// full-window certificate: W(j) = W(i) gives period i-j from j on, since each
// value depends only on the max(S) before it). Then p = the least divisor of
// i-j that is a period over one full period from j, and n0 = scan down from j.
import java.io.IOException;
import java.util.Arrays;

public class Main {
    static int[] s;       // distinct elements of S
    static int[] g = new int[0];
    static int len;       // g[0..len) computed
    static int[] stamp;

    static void extend(int target) {
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

    static boolean windowsEqual(int a, int b, int w) {
        for (int t = 0; t < w; t++) if (g[a + t] != g[b + t]) return false;
        return true;
    }

    public static void main(String[] args) throws IOException {
        Reader rd = new Reader();
        int k = rd.nextInt();
        long[] raw = new long[k];
        for (int i = 0; i < k; i++) raw[i] = rd.nextLong();
        s = Arrays.stream(raw).distinct().sorted().mapToInt(v -> (int) v).toArray();
        // max(S), the window length; with no move at all every g(n) is 0 and
        // depends on nothing, so a window of 1 certifies as well as any.
        int w = s.length == 0 ? 1 : s[s.length - 1];
        stamp = new int[s.length + 2];
        extend(4 * w + 16);

        // Rolling polynomial hash of W(i) = g[i..i+w), mod 2^64; an open-address
        // table maps a hash to the latest index with it, next[] chains earlier
        // ones; every hash hit is verified window against window.
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
        int n0c = -1, pc = -1; // certified preperiod and period
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
        keys = null;
        heads = null;
        next = null;

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

        StringBuilder sb = new StringBuilder();
        sb.append(n0).append(' ').append(p).append('\n');
        int q = rd.nextInt();
        for (int t = 0; t < q; t++) {
            long n = rd.nextLong();
            int v = n < n0 ? g[(int) n] : g[n0 + (int) ((n - n0) % p)];
            sb.append(v).append('\n');
        }
        System.out.write(sb.toString().getBytes());
        System.out.flush();
    }

    static long mix(long x) {
        x ^= x >>> 33;
        x *= 0xff51afd7ed558ccdL;
        x ^= x >>> 33;
        return x;
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
