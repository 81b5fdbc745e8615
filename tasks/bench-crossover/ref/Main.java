// Benchmark B (bench-crossover) reference: monolithic win/loss search vs
// Grundy decomposition on m piles of n, m = 1..mmax.
// In: n, k, the k elements of S, mmax. Flags: --time-budget-ms N (default
// 10000), --mem-budget-mb N (default 1024), --canonical.
// Out: "m states mono_ms decomp_ms mono decomp" (+ " canon_states canon_ms
// canon" with --canonical), one line per m, then the crossover line.
//
// Same algorithms as the Rust binary: a dense table (one byte per state
// here) indexed by the mixed-radix rank, filled bottom-up since every move
// lowers the rank; sorted tuples ranked by the combinatorial number system;
// one Grundy table and an XOR. A search is skipped (and every later one) once
// its predicted time, from the last measured cost per unit of work, or its
// memory passes a budget. Java arrays stop at 2^31 - 9 states.
import java.io.*;
import java.math.BigInteger;
import java.util.*;

public class Main {
    static final long MAX_N = 1_000_000, MAX_MMAX = 1000, MAX_WORK = 1_000_000_000L;
    static final BigInteger U64 = BigInteger.ONE.shiftLeft(64).subtract(BigInteger.ONE);
    static final long MAX_ARRAY = Integer.MAX_VALUE - 8;

    static class InputError extends Exception {
        InputError(String m) { super(m); }
    }

    static long timeMs = 10000, memMb = 1024;
    static boolean canonical = false;

    static boolean isDigits(String s) {
        if (s.isEmpty()) return false;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c < '0' || c > '9') return false;
        }
        return true;
    }

    static void parseArgs(String[] args) throws InputError {
        for (int i = 0; i < args.length; i++) {
            String a = args[i];
            if (a.equals("--canonical")) { canonical = true; continue; }
            if (!a.equals("--time-budget-ms") && !a.equals("--mem-budget-mb"))
                throw new InputError("option \"" + a + "\": unknown");
            if (i + 1 >= args.length || !isDigits(args[i + 1]) || new BigInteger(args[i + 1]).compareTo(U64) > 0)
                throw new InputError("option " + a + " needs a non-negative integer");
            // Budgets above 2^63 - 1 are as good as unlimited.
            BigInteger v = new BigInteger(args[i + 1]).min(BigInteger.valueOf(Long.MAX_VALUE));
            if (a.equals("--time-budget-ms")) timeMs = v.longValue(); else memMb = v.longValue();
            i++;
        }
    }

    static int[] grundyTable(int[] moves, int n) {
        int[] g = new int[n + 1];
        int[] stamp = new int[moves.length + 2];
        Arrays.fill(stamp, -1);
        for (int x = 1; x <= n; x++) {
            for (int s : moves) if (s <= x) stamp[g[x - s]] = x;
            int v = 0;
            while (stamp[v] == x) v++;
            g[x] = v;
        }
        return g;
    }

    static boolean decomposedWins(int[] moves, int[] piles) {
        int hi = 0;
        for (int p : piles) hi = Math.max(hi, p);
        int[] g = grundyTable(moves, hi);
        int x = 0;
        for (int p : piles) x ^= g[p];
        return x != 0;
    }

    // moves: sorted distinct, each <= max(piles); the state count fits an array.
    static boolean monolithicWins(int[] moves, int[] piles) {
        int m = piles.length;
        if (m == 0) return false;
        int first = piles[0];
        int block = first + 1;
        int[] weights = new int[m - 1];
        int total = block;
        for (int i = 1; i < m; i++) { weights[i - 1] = total; total *= piles[i] + 1; }
        byte[] win = new byte[total];
        int[] digits = new int[m - 1];
        int[] far = new int[(m - 1) * moves.length];
        int base = 0;
        while (true) {
            int nf = 0;
            for (int i = 0; i < m - 1; i++)
                for (int s : moves) { if (s > digits[i]) break; far[nf++] = s * weights[i]; }
            for (int d0 = 0; d0 < block; d0++) {
                int r = base + d0;
                boolean found = false;
                for (int s : moves) {
                    if (s > d0) break;
                    if (win[r - s] == 0) { found = true; break; }
                }
                if (!found)
                    for (int j = 0; j < nf; j++)
                        if (win[r - far[j]] == 0) { found = true; break; }
                if (found) win[r] = 1;
            }
            base += block;
            int i = 0;
            while (true) {
                if (i == m - 1) return win[total - 1] == 1;
                if (digits[i] < piles[i + 1]) { digits[i]++; break; }
                digits[i] = 0;
                i++;
            }
        }
    }

    // Search over sorted tuples ranked by sum C(q_t + t, t + 1).
    static boolean canonicalWins(int[] moves, int[] piles) {
        int m = piles.length;
        if (m == 0) return false;
        int hi = 0;
        for (int p : piles) hi = Math.max(hi, p);
        int total = multisets(hi, m).intValueExact();
        int[] f = new int[(hi + 1) * m]; // f[v*m+t] = C(v + t, t + 1)
        for (int v = 1; v <= hi; v++)
            for (int t = 0; t < m; t++)
                f[v * m + t] = (t == 0 ? 1 : f[v * m + t - 1]) + f[(v - 1) * m + t];
        byte[] win = new byte[total];
        int[] q = new int[m];
        for (int rank = 0; rank < total; rank++) {
            boolean found = false;
            for (int j = 0; j < m && !found; j++) {
                if (j > 0 && q[j - 1] == q[j]) continue;
                int v = q[j];
                for (int s : moves) {
                    if (s > v) break;
                    int w = v - s, k = j, dropped = f[v * m + j], added = 0;
                    while (k > 0 && q[k - 1] > w) {
                        k--;
                        dropped += f[q[k] * m + k];
                        added += f[q[k] * m + k + 1];
                    }
                    added += f[w * m + k];
                    if (win[rank - dropped + added] == 0) { found = true; break; }
                }
            }
            if (found) win[rank] = 1;
            for (int t = 0; t < m; t++) {
                int lim = t + 1 < m ? q[t + 1] : hi;
                if (q[t] < lim) {
                    q[t]++;
                    for (int u = 0; u < t; u++) q[u] = 0;
                    break;
                }
            }
        }
        int[] start = piles.clone();
        Arrays.sort(start);
        int rank = 0;
        for (int t = 0; t < m; t++) rank += f[start[t] * m + t];
        return win[rank] == 1;
    }

    static BigInteger multisets(long n, long m) {
        BigInteger c = BigInteger.ONE;
        for (long i = 1; i <= m; i++)
            c = c.multiply(BigInteger.valueOf(n + i)).divide(BigInteger.valueOf(i));
        return c;
    }

    static class Budget {
        final int pilePower;
        double cost;
        boolean measured;
        long skippedFrom = 0;

        Budget(int pilePower) { this.pilePower = pilePower; }

        double work(double states, long m) { return states * Math.pow(m, pilePower); }

        // One byte per state plus extraBytes; beyond a Java array never fits.
        boolean allows(long m, BigInteger states, long extraBytes, double fallback) {
            if (skippedFrom != 0) return false;
            boolean fits = false;
            if (states.compareTo(BigInteger.valueOf(MAX_ARRAY)) <= 0) {
                long s = states.longValue();
                double c = measured ? cost : fallback;
                BigInteger mem = BigInteger.valueOf(memMb).shiftLeft(20);
                fits = BigInteger.valueOf(s + extraBytes).compareTo(mem) <= 0 && c * work(s, m) <= timeMs;
            }
            if (!fits) skippedFrom = m;
            return fits;
        }

        void record(double ms, BigInteger states, long m) {
            cost = ms / work(states.doubleValue(), m);
            measured = true;
        }
    }

    static String winner(boolean w) { return w ? "FIRST" : "SECOND"; }

    static String ms3(double ms) { return String.format(Locale.ROOT, "%.3f", ms); }

    public static void main(String[] args) throws IOException {
        StringBuilder out = new StringBuilder();
        try {
            parseArgs(args);
            byte[] data = System.in.readAllBytes();
            String[] toks = new String(data, "ISO-8859-1").trim().split("[ \\t\\n\\r\\x0b\\f]+");
            if (toks.length == 1 && toks[0].isEmpty()) toks = new String[0];
            int[] pos = {0};
            String[] t = toks;
            long n = readNum(t, pos, "n", BigInteger.valueOf(MAX_N)).longValue();
            BigInteger kb = readNum(t, pos, "k", U64);
            if (kb.compareTo(BigInteger.valueOf(t.length - pos[0])) > 0)
                throw new InputError("token " + pos[0] + " (k): more elements than the input holds");
            int k = kb.intValue();
            TreeSet<Integer> set = new TreeSet<>();
            for (int i = 0; i < k; i++) {
                BigInteger s = readNum(t, pos, "element of S", U64);
                if (s.signum() == 0)
                    throw new InputError("token " + pos[0] + " (element of S): is 0: a pass makes the game loopy");
                if (s.compareTo(BigInteger.valueOf(n)) <= 0) set.add(s.intValue());
            }
            long mmax = readNum(t, pos, "mmax", BigInteger.valueOf(MAX_MMAX)).longValue();
            if (pos[0] != t.length)
                throw new InputError("token " + (pos[0] + 1) + " (end of input): unexpected extra token");
            int[] moves = set.stream().mapToInt(Integer::intValue).toArray();
            if (mmax * (n + 1) * moves.length > MAX_WORK)
                throw new InputError("n, S and mmax: above the work limit " + MAX_WORK);

            out.append("m states mono_ms decomp_ms mono decomp");
            if (canonical) out.append(" canon_states canon_ms canon");
            out.append('\n');
            Budget mono = new Budget(1), canon = new Budget(2);
            BigInteger states = BigInteger.ONE;
            for (long m = 1; m <= mmax; m++) {
                states = states.multiply(BigInteger.valueOf(n + 1));
                int[] piles = new int[(int) m];
                Arrays.fill(piles, (int) n);
                long t0 = System.nanoTime();
                boolean decomp = decomposedWins(moves, piles);
                double decompMs = (System.nanoTime() - t0) / 1e6;
                double fallback = decompMs / (n + 1);
                String monoMs = "-", monoW = "-";
                if (mono.allows(m, states, 0, fallback)) {
                    t0 = System.nanoTime();
                    boolean w = monolithicWins(moves, piles);
                    double ms = (System.nanoTime() - t0) / 1e6;
                    mono.record(ms, states, m);
                    monoMs = ms3(ms);
                    monoW = winner(w);
                }
                out.append(m).append(' ').append(states).append(' ').append(monoMs).append(' ')
                        .append(ms3(decompMs)).append(' ').append(monoW).append(' ').append(winner(decomp));
                if (canonical) {
                    BigInteger cs = multisets(n, m);
                    out.append(' ').append(cs).append(' ');
                    if (canon.allows(m, cs, (n + 1) * m * 8, fallback)) {
                        t0 = System.nanoTime();
                        boolean w = canonicalWins(moves, piles);
                        double ms = (System.nanoTime() - t0) / 1e6;
                        canon.record(ms, cs, m);
                        out.append(ms3(ms)).append(' ').append(winner(w));
                    } else {
                        out.append("- -");
                    }
                }
                out.append('\n');
            }
            if (mono.skippedFrom != 0)
                out.append("crossover: monolithic impractical from m=").append(mono.skippedFrom).append('\n');
            else
                out.append("crossover: none up to m=").append(mmax).append('\n');
        } catch (InputError e) {
            System.err.println("error: " + e.getMessage());
            System.exit(1);
        }
        PrintStream ps = new PrintStream(new FileOutputStream(FileDescriptor.out), false, "UTF-8");
        ps.print(out);
        ps.flush();
    }

    static BigInteger readNum(String[] t, int[] pos, String what, BigInteger limit) throws InputError {
        if (pos[0] >= t.length)
            throw new InputError("token " + (pos[0] + 1) + " (" + what + "): missing: the input ended");
        String s = t[pos[0]++];
        if (!isDigits(s) || new BigInteger(s).compareTo(limit) > 0)
            throw new InputError("token " + pos[0] + " (" + what + "): expected an integer in 0..=" + limit
                    + ", found \"" + s + "\"");
        return new BigInteger(s);
    }
}
