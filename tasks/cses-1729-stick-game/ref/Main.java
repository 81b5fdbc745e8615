// CSES 1729 Stick Game (https://cses.fi/problemset/task/1729), Java reference.
// In: n k, then the k distinct moves p_1 .. p_k (1 <= p_i <= n). Out: one line of
// n characters, the i-th "W" if a heap of i sticks is won by the player to move,
// "L" otherwise.
// Subtraction game, win/loss only: 0 is losing, and x is losing iff no move
// p <= x leads to a losing position. The sweep marks x + p winning for every
// losing x; since 1 is a move, losing positions are never adjacent, so the work
// is at most (n/2 + 1) * k byte writes.
import java.io.IOException;

public class Main {
    public static void main(String[] args) throws IOException {
        Reader rd = new Reader();
        int n = rd.nextInt();
        int k = rd.nextInt();
        int[] moves = new int[k];
        for (int i = 0; i < k; i++) moves[i] = rd.nextInt();
        byte[] line = stickGame(n, moves);
        line[0] = '\n'; // printed last: line[1..n] then the newline
        System.out.write(line, 1, n);
        System.out.write(line, 0, 1);
        System.out.flush();
    }

    /** line[x] = 'W' or 'L' for a heap of x sticks, 0 <= x <= n. */
    static byte[] stickGame(int n, int[] moves) {
        byte[] line = new byte[n + 1];
        for (int x = 0; x <= n; x++) {
            if (line[x] == 'W') continue;
            line[x] = 'L';
            for (int p : moves) {
                int y = x + p;
                if (y <= n) line[y] = 'W';
            }
        }
        return line;
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
