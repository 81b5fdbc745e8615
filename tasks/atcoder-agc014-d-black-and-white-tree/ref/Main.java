// AtCoder AGC 014 D Black and White Tree (https://atcoder.jp/contests/agc014/tasks/agc014_d), Java reference.
// In: N, then N - 1 edges a b. Out: First, or Second when the tree has a
// perfect matching. Counting, rooted at vertex 1 with an explicit stack:
// a vertex is left for its parent when none of its children is (every
// child paired below) and it is not paired with one of them; two children
// left over, or the root left, means no perfect matching.
import java.io.DataInputStream;
import java.io.IOException;

public class Main {
    static DataInputStream in = new DataInputStream(System.in);

    static int readInt() throws IOException {
        int c = in.read();
        while (c == ' ' || c == '\n' || c == '\r' || c == '\t') c = in.read();
        int n = 0;
        while (c >= '0' && c <= '9') {
            n = n * 10 + (c - '0');
            c = in.read();
        }
        return n;
    }

    public static void main(String[] args) throws IOException {
        in = new DataInputStream(new java.io.BufferedInputStream(System.in, 1 << 16));
        int n = readInt();
        int[] head = new int[n + 1];
        java.util.Arrays.fill(head, -1);
        int[] next = new int[2 * (n - 1)];
        int[] to = new int[2 * (n - 1)];
        for (int i = 0; i < n - 1; i++) {
            int a = readInt(), b = readInt();
            to[2 * i] = b; next[2 * i] = head[a]; head[a] = 2 * i;
            to[2 * i + 1] = a; next[2 * i + 1] = head[b]; head[b] = 2 * i + 1;
        }
        int[] parent = new int[n + 1];
        int[] order = new int[n];
        int[] stack = new int[n];
        int top = 0, count = 0;
        stack[top++] = 1;
        parent[1] = 0;
        while (top > 0) {
            int v = stack[--top];
            order[count++] = v;
            for (int e = head[v]; e >= 0; e = next[e]) {
                if (to[e] != parent[v]) {
                    parent[to[e]] = v;
                    stack[top++] = to[e];
                }
            }
        }
        int[] leftChildren = new int[n + 1];
        boolean ok = true;
        for (int i = n - 1; i >= 0; i--) {
            int v = order[i];
            if (leftChildren[v] > 1) ok = false;
            boolean left = leftChildren[v] == 0;
            if (left) {
                if (parent[v] == 0) ok = false;
                else leftChildren[parent[v]]++;
            }
        }
        System.out.println(ok ? "Second" : "First");
    }
}
