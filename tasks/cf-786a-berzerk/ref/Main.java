// Codeforces 786A Berzerk (https://codeforces.com/problemset/problem/786/A), Java reference.
// In: n, then Rick's set k1 s..., then Morty's set k2 s.... Out: two lines of
// Win/Lose/Loop for the first player, monster on objects 2..n, Rick moving
// first, then Morty moving first.
// Retrograde analysis with a stack (last in, first out: the outcomes do not
// depend on the order): position v = o * 2 + p, player p to move with the
// monster on object o (0-based; whoever is to move at the black hole, 0, has
// lost). A lost position makes every predecessor won; a won one lowers each
// predecessor's count of moves not yet known to lose, and a count at 0 makes
// it lost. Never decided: Loop. O(n (k1 + k2)).
import java.io.DataInputStream;
import java.io.IOException;

public class Main {
    public static void main(String[] args) throws IOException {
        DataInputStream in = new DataInputStream(new java.io.BufferedInputStream(System.in, 1 << 16));
        int n = next(in);
        int[][] s = new int[2][];
        for (int p = 0; p < 2; p++) {
            s[p] = new int[next(in)];
            for (int i = 0; i < s[p].length; i++) s[p][i] = next(in);
        }
        byte[][] r = new byte[2][n]; // 0 unknown, 1 Win, 2 Lose
        int[][] open = new int[2][n];
        for (int p = 0; p < 2; p++) java.util.Arrays.fill(open[p], s[p].length);
        int[] stack = new int[2 * n];
        int top = 0;
        r[0][0] = r[1][0] = 2;
        stack[top++] = 0;
        stack[top++] = 1;
        while (top > 0) {
            int v = stack[--top], o = v >> 1, p = v & 1, q = 1 - p;
            for (int x : s[q]) {
                int u = ((o - x) % n + n) % n;
                if (u == 0 || r[q][u] != 0) continue;
                if (r[p][o] == 2) {
                    r[q][u] = 1;
                    stack[top++] = u * 2 + q;
                } else if (--open[q][u] == 0) {
                    r[q][u] = 2;
                    stack[top++] = u * 2 + q;
                }
            }
        }
        StringBuilder sb = new StringBuilder();
        String[] name = {"Loop", "Win", "Lose"};
        for (int p = 0; p < 2; p++) {
            for (int o = 1; o < n; o++) {
                if (o > 1) sb.append(' ');
                sb.append(name[r[p][o]]);
            }
            sb.append('\n');
        }
        System.out.print(sb);
    }

    static int next(DataInputStream in) throws IOException {
        int c = in.read();
        while (c == ' ' || c == '\n' || c == '\r') c = in.read();
        int v = 0;
        while (c >= '0' && c <= '9') { v = v * 10 + c - '0'; c = in.read(); }
        return v;
    }
}
