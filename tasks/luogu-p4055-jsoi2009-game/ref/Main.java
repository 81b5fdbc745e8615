// Luogu P4055 [JSOI2009] Game, Java reference (the file to submit where
// the judge's Rust is not recorded; Java 6 code).
// In: N M, then N rows of M cells . or #. Out: WIN and the cells "r c" (row
// by row) from which AA, who places the token, wins, or LOSE.
// YY moves first, so AA wins from a cell exactly when some maximum matching
// misses it. Kuhn's augmenting paths from the cells with r + c even (an
// explicit stack), then a breadth-first search from every unmatched cell,
// out along any edge and back along the matched one.
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.util.StringTokenizer;

public class Main {
    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        StringBuilder all = new StringBuilder();
        String line;
        while ((line = in.readLine()) != null) all.append(line).append(' ');
        StringTokenizer st = new StringTokenizer(all.toString());
        int n = Integer.parseInt(st.nextToken()), m = Integer.parseInt(st.nextToken());
        int cells = n * m;
        boolean[] free = new boolean[cells];
        for (int r = 0; r < n; r++) {
            String row = st.nextToken();
            for (int c = 0; c < m; c++) free[r * m + c] = row.charAt(c) == '.';
        }
        int[] adj = new int[4 * cells];
        int[] deg = new int[cells];
        for (int v = 0; v < cells; v++) {
            if (!free[v]) continue;
            int r = v / m, c = v % m;
            if (r > 0 && free[v - m]) adj[4 * v + deg[v]++] = v - m;
            if (r + 1 < n && free[v + m]) adj[4 * v + deg[v]++] = v + m;
            if (c > 0 && free[v - 1]) adj[4 * v + deg[v]++] = v - 1;
            if (c + 1 < m && free[v + 1]) adj[4 * v + deg[v]++] = v + 1;
        }
        int[] mate = new int[cells];
        java.util.Arrays.fill(mate, -1);
        int[] seen = new int[cells];
        java.util.Arrays.fill(seen, -1);
        int[] via = new int[cells];
        int[] stackV = new int[cells + 1];
        int[] stackI = new int[cells + 1];
        // A greedy start: each even cell takes a free neighbour if one is left.
        for (int v = 0; v < cells; v++) {
            if (!free[v] || (v / m + v % m) % 2 != 0) continue;
            for (int i = 0; i < deg[v] && mate[v] < 0; i++) {
                int w = adj[4 * v + i];
                if (mate[w] < 0) {
                    mate[v] = w;
                    mate[w] = v;
                }
            }
        }
        // Cells seen by a search that found nothing stay dead until the
        // matching changes: the stamp moves on only after an augmentation.
        int stamp = 0;
        for (int root = 0; root < cells; root++) {
            if (!free[root] || mate[root] >= 0 || (root / m + root % m) % 2 != 0) continue;
            int top = 0;
            stackV[top] = root;
            stackI[top] = 0;
            top++;
            int found = -1;
            while (top > 0 && found < 0) {
                int v = stackV[top - 1];
                int i = stackI[top - 1];
                if (i == deg[v]) {
                    top--;
                    continue;
                }
                stackI[top - 1] = i + 1;
                int w = adj[4 * v + i];
                if (seen[w] == stamp) continue;
                seen[w] = stamp;
                via[w] = v;
                if (mate[w] < 0) {
                    found = w;
                } else {
                    stackV[top] = mate[w];
                    stackI[top] = 0;
                    top++;
                }
            }
            if (found >= 0) stamp++;
            int w = found;
            while (w >= 0) {
                int v = via[w];
                int old = mate[v];
                mate[v] = w;
                mate[w] = v;
                w = old;
            }
        }
        boolean[] avoidable = new boolean[cells];
        // (the stamp is only read above)
        int[] queue = new int[cells];
        int tail = 0;
        for (int v = 0; v < cells; v++) {
            if (free[v] && mate[v] < 0) {
                avoidable[v] = true;
                queue[tail++] = v;
            }
        }
        for (int h = 0; h < tail; h++) {
            int v = queue[h];
            for (int i = 0; i < deg[v]; i++) {
                int x = mate[adj[4 * v + i]];
                if (x >= 0 && !avoidable[x]) {
                    avoidable[x] = true;
                    queue[tail++] = x;
                }
            }
        }
        StringBuilder sb = new StringBuilder();
        for (int v = 0; v < cells; v++) {
            if (avoidable[v]) sb.append(v / m + 1).append(' ').append(v % m + 1).append('\n');
        }
        PrintStream out = new PrintStream(System.out, false);
        out.print(sb.length() == 0 ? "LOSE\n" : "WIN\n" + sb);
        out.flush();
    }
}
