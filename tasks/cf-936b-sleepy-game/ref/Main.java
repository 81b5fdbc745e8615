// cf-936b-sleepy-game reference (Java): Codeforces 936B Sleepy Game
// https://codeforces.com/problemset/problem/936/B
// In: n m; for each vertex i a line "c_i a_i,1 ... a_i,c_i" (its out-edges);
// then s.
// Out: "Win" and a walk from s to a vertex with no out-edge after an odd
// number of moves (any such walk is accepted); else "Draw" if the chip can
// be kept moving forever (10^6 moves); else "Lose".
// Theory: Petya moves for both, so a win is a path in the graph of states
// (vertex, moves mod 2) from (s, 0) to (t, 1) with t a sink. This reference
// searches BACKWARD: a breadth-first search on the reversed state graph
// from every goal (t, 1) gives each state its distance to a goal; if (s, 0)
// has one, the walk goes forward to the first successor one step closer.
// Failing that, a draw is a cycle reachable from s: an iterative
// three-colour depth-first search from s.
import java.io.IOException;

public class Main {
    public static void main(String[] args) throws IOException {
        Reader rd = new Reader();
        int n = rd.nextInt(), m = rd.nextInt();
        int[] start = new int[n + 1];
        int[] adj = new int[m];
        int e = 0;
        for (int v = 0; v < n; v++) {
            int c = rd.nextInt();
            for (int j = 0; j < c; j++) adj[e++] = rd.nextInt() - 1;
            start[v + 1] = e;
        }
        int s = rd.nextInt() - 1;

        // The reversed graph: the predecessors of each vertex.
        int[] rstart = new int[n + 1];
        for (int i = 0; i < m; i++) rstart[adj[i] + 1]++;
        for (int v = 0; v < n; v++) rstart[v + 1] += rstart[v];
        int[] radj = new int[m];
        int[] fill = new int[n];
        for (int v = 0; v < n; v++) fill[v] = rstart[v];
        for (int v = 0; v < n; v++)
            for (int i = start[v]; i < start[v + 1]; i++) radj[fill[adj[i]]++] = v;

        // dist[2v + p]: moves from state (v, p) to a goal, -1 if none.
        int[] dist = new int[2 * n];
        java.util.Arrays.fill(dist, -1);
        int[] queue = new int[2 * n];
        int tail = 0;
        for (int v = 0; v < n; v++)
            if (start[v] == start[v + 1]) {
                dist[2 * v + 1] = 0;
                queue[tail++] = 2 * v + 1;
            }
        for (int head = 0; head < tail; head++) {
            int st = queue[head], w = st / 2, q = st % 2;
            for (int i = rstart[w]; i < rstart[w + 1]; i++) {
                int before = 2 * radj[i] + (1 - q);
                if (dist[before] < 0) {
                    dist[before] = dist[st] + 1;
                    queue[tail++] = before;
                }
            }
        }
        if (dist[2 * s] >= 0) {
            StringBuilder sb = new StringBuilder("Win\n");
            int v = s, p = 0;
            sb.append(v + 1);
            while (dist[2 * v + p] > 0) {
                int d = dist[2 * v + p];
                for (int i = start[v]; i < start[v + 1]; i++) {
                    if (dist[2 * adj[i] + (1 - p)] == d - 1) {
                        v = adj[i];
                        break;
                    }
                }
                p = 1 - p;
                sb.append(' ').append(v + 1);
            }
            sb.append('\n');
            System.out.write(sb.toString().getBytes());
            System.out.flush();
            return;
        }

        byte[] colour = new byte[n];
        int[] next = new int[n];
        for (int v = 0; v < n; v++) next[v] = start[v];
        int[] stack = new int[n];
        int top = 0;
        stack[top++] = s;
        colour[s] = 1;
        while (top > 0) {
            int v = stack[top - 1];
            if (next[v] == start[v + 1]) {
                colour[v] = 2;
                top--;
                continue;
            }
            int w = adj[next[v]++];
            if (colour[w] == 1) {
                System.out.print("Draw\n");
                return;
            }
            if (colour[w] == 0) {
                colour[w] = 1;
                stack[top++] = w;
            }
        }
        System.out.print("Lose\n");
    }

    static final class Reader {
        private final byte[] buf;
        private int pos;

        Reader() throws IOException {
            buf = System.in.readAllBytes();
        }

        int nextInt() {
            while (pos < buf.length && buf[pos] <= ' ') pos++;
            int v = 0;
            while (pos < buf.length && buf[pos] > ' ') v = v * 10 + (buf[pos++] - '0');
            return v;
        }
    }
}
