// Luogu P1971 [NOI2011] Bunny and Egg Game, Java reference (the file to
// submit where the judge's Rust is not recorded; Java 6 code).
// In: n m, n rows of X, O and one ., then k and 2k moves x y (Tutu first).
// Out: the number of Tutu's mistakes, then their move numbers.
// The empty cell walks through black cells of its own chessboard colour and
// white cells of the other, never twice: vertex geography on a bipartite
// graph. One maximum matching of the cells not yet entered; when the empty
// cell leaves v, v's partner u is unmatched and one augmenting path from u
// is sought without v: found means v was avoidable (the mover at v lost).
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.StringTokenizer;

public class Main {
    static int cells;
    static int[] adj, deg, mate, mark;
    static boolean[] alive;
    static int stamp = 0;

    static boolean augment(int v) {
        for (int i = 0; i < deg[v]; i++) {
            int w = adj[4 * v + i];
            if (!alive[w] || mark[w] == stamp) continue;
            mark[w] = stamp;
            if (mate[w] < 0 || augment(mate[w])) {
                mate[w] = v;
                mate[v] = w;
                return true;
            }
        }
        return false;
    }

    static boolean leave(int v) {
        alive[v] = false;
        int u = mate[v];
        if (u < 0) return false;
        mate[v] = -1;
        mate[u] = -1;
        stamp++;
        return !augment(u);
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        StringBuilder all = new StringBuilder();
        String line;
        while ((line = in.readLine()) != null) all.append(line).append(' ');
        StringTokenizer st = new StringTokenizer(all.toString());
        int n = Integer.parseInt(st.nextToken()), m = Integer.parseInt(st.nextToken());
        String[] rows = new String[n];
        for (int r = 0; r < n; r++) rows[r] = st.nextToken();
        cells = n * m;
        int start = 0;
        for (int v = 0; v < cells; v++) if (rows[v / m].charAt(v % m) == '.') start = v;
        int parity = (start / m + start % m) % 2;
        alive = new boolean[cells];
        for (int v = 0; v < cells; v++) {
            char ch = rows[v / m].charAt(v % m);
            boolean same = (v / m + v % m) % 2 == parity;
            alive[v] = same ? ch != 'O' : ch == 'O';
        }
        adj = new int[4 * cells];
        deg = new int[cells];
        for (int v = 0; v < cells; v++) {
            if (!alive[v]) continue;
            int r = v / m, c = v % m;
            if (r > 0 && alive[v - m]) adj[4 * v + deg[v]++] = v - m;
            if (r + 1 < n && alive[v + m]) adj[4 * v + deg[v]++] = v + m;
            if (c > 0 && alive[v - 1]) adj[4 * v + deg[v]++] = v - 1;
            if (c + 1 < m && alive[v + 1]) adj[4 * v + deg[v]++] = v + 1;
        }
        mate = new int[cells];
        mark = new int[cells];
        java.util.Arrays.fill(mate, -1);
        for (int v = 0; v < cells; v++) {
            if (alive[v] && (v / m + v % m) % 2 == parity && mate[v] < 0) {
                stamp++;
                augment(v);
            }
        }
        int k = Integer.parseInt(st.nextToken());
        StringBuilder sb = new StringBuilder();
        int count = 0;
        int hole = start;
        for (int turn = 1; turn <= k; turn++) {
            boolean before = leave(hole);
            int x = Integer.parseInt(st.nextToken()), y = Integer.parseInt(st.nextToken());
            hole = (x - 1) * m + y - 1;
            boolean after = leave(hole);
            if (before && after) {
                count++;
                sb.append(turn).append('\n');
            }
            x = Integer.parseInt(st.nextToken());
            y = Integer.parseInt(st.nextToken());
            hole = (x - 1) * m + y - 1;
        }
        System.out.print(count + "\n" + sb);
        System.out.flush();
    }
}
