// cf-455b-a-lot-of-games reference (Java): Codeforces 455B A Lot of Games
// https://codeforces.com/problemset/problem/455/B
// In: "n k", then n non-empty words of lowercase letters.
// Out: "First" if the player who moves first in the first of k games wins
// the last game, else "Second" (the loser of each game starts the next).
// Theory: on the words' trie, win[x] = some child c has !win[c];
// lose[x] = x is a leaf or some child c has !lose[c]. At the root: win and
// lose -> First; win only -> First iff k is odd; no win -> Second.
// Nodes are numbered after their parents; reverse order is children first.
import java.io.DataInputStream;
import java.io.IOException;

public class Main {
    public static void main(String[] args) throws IOException {
        DataInputStream in = new DataInputStream(System.in);
        byte[] all = readAll(in);
        int[] pos = {0};
        int n = (int) number(all, pos);
        long k = number(all, pos);
        // At most total length + 1 nodes; the input's size bounds it.
        int cap = all.length + 2;
        int[] child = new int[26 * cap];
        int[] parent = new int[cap];
        parent[0] = -1;
        int nodes = 1;
        for (int i = 0; i < n; i++) {
            while (all[pos[0]] <= ' ') pos[0]++;
            int x = 0;
            while (pos[0] < all.length && all[pos[0]] > ' ') {
                int c = all[pos[0]++] - 'a';
                if (child[26 * x + c] == 0) {
                    parent[nodes] = x;
                    child[26 * x + c] = nodes++;
                }
                x = child[26 * x + c];
            }
        }
        boolean[] win = new boolean[nodes], lose = new boolean[nodes], inner = new boolean[nodes];
        for (int x = nodes - 1; x >= 0; x--) {
            if (!inner[x]) lose[x] = true;
            int p = parent[x];
            if (p >= 0) {
                inner[p] = true;
                if (!win[x]) win[p] = true;
                if (!lose[x]) lose[p] = true;
            }
        }
        boolean first = win[0] && (lose[0] || k % 2 == 1);
        System.out.println(first ? "First" : "Second");
    }

    static long number(byte[] b, int[] pos) {
        while (b[pos[0]] <= ' ') pos[0]++;
        long v = 0;
        while (pos[0] < b.length && b[pos[0]] >= '0' && b[pos[0]] <= '9') v = v * 10 + (b[pos[0]++] - '0');
        return v;
    }

    static byte[] readAll(DataInputStream in) throws IOException {
        byte[] buf = new byte[1 << 16];
        int len = 0;
        while (true) {
            if (len == buf.length) {
                byte[] bigger = new byte[2 * buf.length];
                System.arraycopy(buf, 0, bigger, 0, len);
                buf = bigger;
            }
            int r = in.read(buf, len, buf.length - len);
            if (r < 0) break;
            len += r;
        }
        byte[] out = new byte[len];
        System.arraycopy(buf, 0, out, 0, len);
        return out;
    }
}
