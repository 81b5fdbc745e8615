// Kattis snim, S-Nim (https://open.kattis.com/problems/snim), Java reference.
// In (one test case): k s_1 .. s_k; m; then m lines "l h_1 .. h_l".
// Out: one line of m characters, "W" if the i-th position is won by the player
// to move, "L" otherwise.
// Each heap is the subtraction game of S: g(0) = 0, g(h) = mex{ g(h-s) : s in S,
// s <= h }; a position is a sum of heaps, lost iff the XOR of their g is 0
// (Sprague-Grundy). The XOR of the raw heap sizes would be wrong.
import java.io.IOException;

public class Main {
    public static void main(String[] args) throws IOException {
        Reader rd = new Reader();
        int k = rd.nextInt();
        int[] moves = new int[k];
        for (int i = 0; i < k; i++) moves[i] = rd.nextInt();
        int m = rd.nextInt();
        int[][] positions = new int[m][];
        int top = 0;
        for (int i = 0; i < m; i++) {
            int l = rd.nextInt();
            positions[i] = new int[l];
            for (int j = 0; j < l; j++) {
                positions[i][j] = rd.nextInt();
                top = Math.max(top, positions[i][j]);
            }
        }
        int[] g = grundyTable(top, moves);
        byte[] line = new byte[m + 1];
        for (int i = 0; i < m; i++) {
            int x = 0;
            for (int h : positions[i]) x ^= g[h];
            line[i] = (byte) (x != 0 ? 'W' : 'L');
        }
        line[m] = '\n';
        System.out.write(line, 0, line.length);
        System.out.flush();
    }

    /** g[0..top] of the subtraction game with these moves (mex <= k, so k+2 stamps). */
    static int[] grundyTable(int top, int[] moves) {
        int k = moves.length;
        int[] g = new int[top + 1];
        int[] stamp = new int[k + 2];
        for (int h = 1; h <= top; h++) {
            for (int s : moves) {
                if (s <= h) stamp[g[h - s]] = h;
            }
            int v = 0;
            while (stamp[v] == h) v++;
            g[h] = v;
        }
        return g;
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

        int nextInt() {
            skip();
            int v = 0;
            while (pos < buf.length && buf[pos] > ' ') v = v * 10 + (buf[pos++] - '0');
            return v;
        }
    }
}
