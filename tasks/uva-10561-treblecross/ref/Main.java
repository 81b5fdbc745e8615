// uva-10561-treblecross reference (Java): UVa 10561 Treblecross
// https://onlinejudge.org/index.php?option=com_onlinejudge&Itemid=8&category=17&page=show_problem&problem=1502
// In: N (N < 100), then N boards over '.' and 'X' (length 3..200, never XXX).
// Out: per board "WINNING" and a line of the winning cells (1-based,
// increasing), or "LOSING" and an empty line.
// Theory: an empty cell that completes XXX wins at once; when one exists,
// those cells are the answer. Else cells within distance 2 of an X are poison;
// the safe cells form runs, a move at offset j of a run of length m leaves runs
// max(0, j-2) and max(0, m-j-3), so g(m) = mex over j of
// g(max(0, j-2)) ^ g(max(0, m-j-3)). XOR over the runs; the winning cells are
// the safe cells whose move leaves XOR 0.
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

public class Main {
    static final int MAX_LEN = 200;

    public static void main(String[] args) throws IOException {
        Reader rd = new Reader();
        int[] g = grundyTable(MAX_LEN);
        int n = rd.nextInt();
        StringBuilder sb = new StringBuilder();
        for (int k = 0; k < n; k++) {
            List<Integer> cells = winningCells(rd.next(), g);
            if (cells.isEmpty()) {
                sb.append("LOSING\n\n");
                continue;
            }
            sb.append("WINNING\n");
            for (int i = 0; i < cells.size(); i++) {
                if (i > 0) sb.append(' ');
                sb.append(cells.get(i) + 1);
            }
            sb.append('\n');
        }
        System.out.write(sb.toString().getBytes());
        System.out.flush();
    }

    /** g[0..n] of a run of safe cells. */
    static int[] grundyTable(int n) {
        int[] g = new int[n + 1];
        for (int m = 1; m <= n; m++) {
            boolean[] seen = new boolean[m + 2]; // at most m options: mex <= m
            for (int j = 0; j < m; j++) {
                int v = g[Math.max(0, j - 2)] ^ g[Math.max(0, m - j - 3)];
                if (v < seen.length) seen[v] = true;
            }
            int v = 0;
            while (seen[v]) v++;
            g[m] = v;
        }
        return g;
    }

    /** 0-based empty cells whose X completes three in a row. */
    static List<Integer> immediateWins(String b) {
        int n = b.length();
        List<Integer> wins = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            if (b.charAt(i) != '.') continue;
            for (int s = i - 2; s <= i; s++) {
                if (s < 0 || s + 2 >= n) continue;
                boolean full = true;
                for (int c = s; c <= s + 2; c++) {
                    if (c != i && b.charAt(c) != 'X') full = false;
                }
                if (full) {
                    wins.add(i);
                    break;
                }
            }
        }
        return wins;
    }

    /** {start, length} of the maximal runs of cells at distance > 2 from every X. */
    static List<int[]> safeRuns(String b) {
        int n = b.length();
        boolean[] safe = new boolean[n];
        java.util.Arrays.fill(safe, true);
        for (int i = 0; i < n; i++) {
            if (b.charAt(i) == 'X') {
                for (int k = Math.max(0, i - 2); k <= Math.min(n - 1, i + 2); k++) safe[k] = false;
            }
        }
        List<int[]> runs = new ArrayList<>();
        int i = 0;
        while (i < n) {
            if (!safe[i]) {
                i++;
                continue;
            }
            int j = i;
            while (j < n && safe[j]) j++;
            runs.add(new int[] {i, j - i});
            i = j;
        }
        return runs;
    }

    /** 0-based cells where the player to move wins, increasing. */
    static List<Integer> winningCells(String b, int[] g) {
        List<Integer> wins = immediateWins(b);
        if (!wins.isEmpty()) return wins;
        List<int[]> runs = safeRuns(b);
        int total = 0;
        for (int[] r : runs) total ^= g[r[1]];
        List<Integer> cells = new ArrayList<>();
        for (int[] r : runs) {
            int start = r[0], m = r[1];
            int rest = total ^ g[m];
            for (int j = 0; j < m; j++) {
                if ((rest ^ g[Math.max(0, j - 2)] ^ g[Math.max(0, m - j - 3)]) == 0) cells.add(start + j);
            }
        }
        return cells;
    }

    /** Whole-stdin whitespace token reader (spaces, tabs, CR, LF). */
    static final class Reader {
        private final byte[] buf;
        private int pos;

        Reader() throws IOException {
            buf = readAll();
        }

        private void skip() {
            while (pos < buf.length && buf[pos] <= ' ') pos++;
        }

        int nextInt() {
            skip();
            int v = 0;
            while (pos < buf.length && buf[pos] > ' ') v = v * 10 + (buf[pos++] - '0');
            return v;
        }

        String next() {
            skip();
            int start = pos;
            while (pos < buf.length && buf[pos] > ' ') pos++;
            return new String(buf, start, pos - start, java.nio.charset.StandardCharsets.US_ASCII);
        }
    }

    /** All of standard input (Java 6 has no InputStream.readAllBytes). */
    static byte[] readAll() throws java.io.IOException {
        byte[] buf = new byte[1 << 16];
        int len = 0;
        for (int r; (r = System.in.read(buf, len, buf.length - len)) > 0; ) {
            len += r;
            if (len == buf.length) buf = java.util.Arrays.copyOf(buf, 2 * len);
        }
        return java.util.Arrays.copyOf(buf, len);
    }
}
