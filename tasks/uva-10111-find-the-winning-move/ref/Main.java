// uva-10111-find-the-winning-move reference (Java): UVa 10111 (= POJ 1568)
// Find the Winning Move, https://onlinejudge.org/external/101/10111.pdf
// In: boards, each a line "?" and four lines of four cells from ".", "x",
// "o"; then a line starting with "$".
// Out: per board the first cell in row-major order where x has a forced win,
// as "(r,c)", or "#####" if there is none.
// Theory: plain game search on bitboards (a 16-bit mask of x's cells and one
// of o's). xWins() answers, for x to move on a board where nobody has four in
// a line, whether some cell wins on the spot or leaves o a board where every
// o reply either fails to give o a line or a full board, and leaves x winning
// again. A full board without a line is a draw, not a win. The answers for
// x-to-move boards are kept in a table indexed by the board read as a base-3
// number (kept up to date move by move), shared by all boards.
import java.io.DataInputStream;
import java.io.IOException;

public class Main {
    /** The cells of x and of o, one bit a cell (row-major), the board in base 3, the empty cells. */
    static int xs, os, key, empty;
    /** 0 unknown, 1 x wins, 2 x does not win; index: the board in base 3. */
    static final byte[] memo = new byte[43046721];
    static final int[] POW3 = new int[16];
    /** The masks of the lines through each cell. */
    static final int[][] LINES = new int[16][];

    static {
        POW3[0] = 1;
        for (int i = 1; i < 16; i++) POW3[i] = 3 * POW3[i - 1];
        int[] all = new int[10];
        for (int r = 0; r < 4; r++) all[r] = 0xF << (4 * r);
        for (int c = 0; c < 4; c++) all[4 + c] = 0x1111 << c;
        all[8] = 0x8421;
        all[9] = 0x1248;
        for (int i = 0; i < 16; i++) {
            int n = 0;
            for (int m : all) if ((m >> i & 1) != 0) n++;
            LINES[i] = new int[n];
            n = 0;
            for (int m : all) if ((m >> i & 1) != 0) LINES[i][n++] = m;
        }
    }

    /** Whether the cells in mask hold a line through cell i. */
    static boolean line(int mask, int i) {
        for (int m : LINES[i]) if ((mask & m) == m) return true;
        return false;
    }

    /** The empty cells where the player holding mask would complete a line. */
    static int threats(int mask, int taken) {
        int found = 0;
        for (int i = 0; i < 16; i++) {
            if ((taken >> i & 1) == 0 && line(mask | 1 << i, i)) found |= 1 << i;
        }
        return found;
    }

    /** x to move, no line on the board, not full. */
    static boolean xWins() {
        if (memo[key] != 0) return memo[key] == 1;
        int taken = xs | os;
        boolean win = threats(xs, taken) != 0;
        for (int i = 0; i < 16 && !win; i++) {
            if ((taken >> i & 1) == 0) win = xMoveWins(i);
        }
        memo[key] = (byte) (win ? 1 : 2);
        return win;
    }

    /** Whether x marking empty cell i forces a win. */
    static boolean xMoveWins(int i) {
        xs |= 1 << i;
        key += POW3[i];
        empty--;
        boolean win;
        if (line(xs, i)) win = true;
        else if (empty == 0) win = false;
        else win = oLoses();
        xs &= ~(1 << i);
        key -= POW3[i];
        empty++;
        return win;
    }

    /**
     * o to move, no line on the board, not full: whether every o reply lets x
     * win. If o can complete a line, it does; if x threatens two lines, o
     * blocks one and x completes the other; if x threatens one, every other
     * reply loses to it at once, so only the block is searched.
     */
    static boolean oLoses() {
        int taken = xs | os;
        if (threats(os, taken) != 0) return false;
        int xThreats = threats(xs, taken);
        if (Integer.bitCount(xThreats) >= 2) return true;
        int replies = xThreats != 0 ? xThreats : ~taken & 0xFFFF;
        for (int j = 0; j < 16; j++) {
            if ((replies >> j & 1) == 0) continue;
            os |= 1 << j;
            key += 2 * POW3[j];
            empty--;
            boolean xStillWins = empty > 0 && xWins();
            os &= ~(1 << j);
            key -= 2 * POW3[j];
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
            xs = 0;
            os = 0;
            key = 0;
            for (int r = 0; r < 4; r++) {
                String row = in.next();
                for (int c = 0; c < 4; c++) {
                    int i = 4 * r + c;
                    char ch = row.charAt(c);
                    if (ch == '.') empty++;
                    else if (ch == 'x') {
                        xs |= 1 << i;
                        key += POW3[i];
                    } else {
                        os |= 1 << i;
                        key += 2 * POW3[i];
                    }
                }
            }
            int answer = -1;
            for (int i = 0; i < 16 && answer < 0; i++) {
                if (((xs | os) >> i & 1) == 0 && xMoveWins(i)) answer = i;
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
