// Library Checker bipartitematching, Matching on Bipartite Graph
// (https://judge.yosupo.jp/problem/bipartitematching), Java reference.
// In: L R M, then M edges "a b" (left a, right b, from 0).
// Out: K, the size of a maximum matching, then its K edges "left right".
// Kuhn's algorithm: from each left vertex in turn, a depth-first search for
// an augmenting path (an explicit stack), visited marks cleared only after
// a success; a greedy matching first.
import java.io.DataInputStream;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.BufferedWriter;
import java.io.OutputStreamWriter;

public class Main {
    static DataInputStream in = new DataInputStream(System.in);
    static byte[] buf = new byte[1 << 16];
    static int len = 0, ptr = 0;

    static int read() throws IOException {
        if (ptr == len) {
            len = in.read(buf, 0, buf.length);
            ptr = 0;
            if (len <= 0) return -1;
        }
        return buf[ptr++];
    }

    static int nextInt() throws IOException {
        int c = read();
        while (c < '0') c = read();
        int x = 0;
        while (c >= '0') {
            x = x * 10 + (c - '0');
            c = read();
        }
        return x;
    }

    public static void main(String[] args) throws IOException {
        int l = nextInt(), r = nextInt(), m = nextInt();
        int[] ea = new int[m], eb = new int[m];
        int[] start = new int[l + 1];
        for (int i = 0; i < m; i++) {
            ea[i] = nextInt();
            eb[i] = nextInt();
            start[ea[i] + 1]++;
        }
        for (int i = 0; i < l; i++) start[i + 1] += start[i];
        int[] adj = new int[m];
        int[] fill = start.clone();
        for (int i = 0; i < m; i++) adj[fill[ea[i]]++] = eb[i];
        int[] mateL = new int[l], mateR = new int[r];
        java.util.Arrays.fill(mateL, -1);
        java.util.Arrays.fill(mateR, -1);
        int size = 0;
        for (int a = 0; a < l; a++) {
            for (int e = start[a]; e < start[a + 1]; e++) {
                if (mateR[adj[e]] < 0) {
                    mateL[a] = adj[e];
                    mateR[adj[e]] = a;
                    size++;
                    break;
                }
            }
        }
        int[] seen = new int[r];
        int stamp = 1;
        int[] stack = new int[l + 1];
        int[] edge = new int[l + 1];
        for (int root = 0; root < l; root++) {
            if (mateL[root] >= 0) continue;
            int top = 0;
            stack[0] = root;
            edge[0] = start[root];
            boolean found = false;
            while (top >= 0 && !found) {
                int a = stack[top];
                if (edge[top] == start[a + 1]) {
                    top--;
                    if (top >= 0) edge[top]++;
                    continue;
                }
                int b = adj[edge[top]];
                if (seen[b] == stamp) {
                    edge[top]++;
                    continue;
                }
                seen[b] = stamp;
                if (mateR[b] < 0) {
                    for (int i = top; i >= 0; i--) {
                        int x = stack[i], y = adj[edge[i]];
                        mateL[x] = y;
                        mateR[y] = x;
                    }
                    found = true;
                } else {
                    top++;
                    stack[top] = mateR[b];
                    edge[top] = start[mateR[b]];
                }
            }
            if (found) {
                size++;
                stamp++;
            }
        }
        StringBuilder sb = new StringBuilder();
        sb.append(size).append('\n');
        for (int a = 0; a < l; a++) {
            if (mateL[a] >= 0) sb.append(a).append(' ').append(mateL[a]).append('\n');
        }
        PrintWriter out = new PrintWriter(new BufferedWriter(new OutputStreamWriter(System.out)));
        out.print(sb);
        out.flush();
    }
}
