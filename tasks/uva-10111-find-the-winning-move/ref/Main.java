// uva-10111-find-the-winning-move reference (Java): UVa 10111 (= POJ 1568)
// Find the Winning Move, https://onlinejudge.org/external/101/10111.pdf
// In: boards, each a line "?" and four lines of four cells from ".", "x",
// "o"; then a line starting with "$".
// Out: per board the first cell in row-major order where x has a forced win,
// as "(r,c)", or "#####" if there is none.
// Theory: plain game search on a char grid. xWins() answers, for x to move
// on a board where nobody has four in a line, whether some cell wins on the
// spot or leaves o a board where every o reply either fails to give o a line
// or a full board, and leaves x winning again. A full board without a line is
// a draw, not a win. The answers for x-to-move boards are kept in a table
// indexed by the board read as a base-3 number, shared by all boards.
import java.io.DataInputStream;
import java.io.IOException;

public class Main {
    static final char[] g = new char[16];
    static int empty;
    /** 0 unknown, 1 x wins, 2 x does not win; index: the board in base 3. */
    static final byte[] memo = new byte[43046721];
    static final int[] POW3 = new int[16];

    static {
        POW3[0] = 1;
        for (int i = 1; i < 16; i++) POW3[i] = 3 * POW3[i - 1];
    }

    static boolean line(char p, int i) {
        int r = i / 4, c = i % 4;
        boolean row = true, col = true, d1 = r == c, d2 = r + c == 3;
        for (int k = 0; k < 4; k++) {
            row &= g[4 * r + k] == p;
            col &= g[4 * k + c] == p;
            d1 &= g[5 * k] == p;
            d2 &= g[3 * k + 3] == p;
        }
        return row || col || d1 || d2;
    }

    static int code() {
        int v = 0;
        for (int i = 0; i < 16; i++) v += (g[i] == 'x' ? 1 : g[i] == 'o' ? 2 : 0) * POW3[i];
        return v;
    }

    /** x to move, no line on the board, not full. */
    static boolean xWins() {
        int key = code();
        if (memo[key] != 0) return memo[key] == 1;
        boolean win = false;
        for (int i = 0; i < 16 && !win; i++) {
            if (g[i] != '.') continue;
            win = xMoveWins(i);
        }
        memo[key] = (byte) (win ? 1 : 2);
        return win;
    }

    /** Whether x marking empty cell i forces a win. */
    static boolean xMoveWins(int i) {
        g[i] = 'x';
        empty--;
        boolean win;
        if (line('x', i)) win = true;
        else if (empty == 0) win = false;
        else win = oLoses();
        g[i] = '.';
        empty++;
        return win;
    }

    /** o to move, no line on the board, not full: whether every o reply lets x win. */
    static boolean oLoses() {
        for (int j = 0; j < 16; j++) {
            if (g[j] != '.') continue;
            g[j] = 'o';
            empty--;
            boolean xStillWins = !line('o', j) && empty > 0 && xWins();
            g[j] = '.';
            empty++;
            if (!xStillWins) return false;
        }
        return true;
    }

    public static void main(String[] args) throws IOException {
        Reader in = new Reader();
        StringBuilder sb = new StringBuilder();
        while (true) {
            String t = in.next();
            if (t.charAt(0) == '$') break;
            empty = 0;
            for (int r = 0; r < 4; r++) {
                String row = in.next();
                for (int c = 0; c < 4; c++) {
                    g[4 * r + c] = row.charAt(c);
                    if (row.charAt(c) == '.') empty++;
                }
            }
            int answer = -1;
            for (int i = 0; i < 16 && answer < 0; i++) {
                if (g[i] == '.' && xMoveWins(i)) answer = i;
            }
            if (answer < 0) sb.append("#####\n");
            else sb.append('(').append(answer / 4).append(',').append(answer % 4).append(")\n");
        }
        System.out.write(sb.toString().getBytes());
        System.out.flush();
    }

    /** Whitespace-separated tokens from a buffered stdin. */
    static final class Reader {
        private final DataInputStream in = new DataInputStream(System.in);
        private final byte[] buf = new byte[1 << 16];
        private int len = 0, pos = 0;

        private int read() throws IOException {
            if (pos == len) {
                len = in.read(buf, 0, buf.length);
                pos = 0;
                if (len <= 0) return -1;
            }
            return buf[pos++];
        }

        String next() throws IOException {
            int b = read();
            while (b != -1 && b <= ' ') b = read();
            StringBuilder s = new StringBuilder();
            while (b > ' ') {
                s.append((char) b);
                b = read();
            }
            return s.toString();
        }
    }
}
