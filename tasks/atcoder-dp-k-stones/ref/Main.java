// AtCoder Educational DP Contest K - Stones (https://atcoder.jp/contests/dp/tasks/dp_k),
// Java reference. In: N K, then a_1 < ... < a_N (1 <= a_i <= K). Out: "First" if
// Taro, who moves first on a pile of K stones, wins, "Second" otherwise.
// Subtraction game, win/loss only: 0 is losing, and x is losing iff no move
// a <= x leads to a losing position. The sweep marks x + a winning for every
// losing x: O(K * N).
import java.io.IOException;

public class Main {
    public static void main(String[] args) throws IOException {
        Reader rd = new Reader();
        int n = rd.nextInt();
        int k = rd.nextInt();
        int[] moves = new int[n];
        for (int i = 0; i < n; i++) moves[i] = rd.nextInt();
        System.out.print(winning(k, moves) ? "First\n" : "Second\n");
        System.out.flush();
    }

    /** Whether the player to move wins on a pile of k stones. */
    static boolean winning(int k, int[] moves) {
        boolean[] win = new boolean[k + 1];
        for (int x = 0; x <= k; x++) {
            if (win[x]) continue;
            for (int a : moves) {
                int y = x + a;
                if (y <= k) win[y] = true;
            }
        }
        return win[k];
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
