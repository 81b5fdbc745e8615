// Toph "Game of Tic-Tac-Toe, Again?" (statement quoted in https://codeforces.com/blog/entry/71272), Java reference.
// In: T, then per game n and n boards of three rows of X/. (no board has three
// in a row). Out: "Game #i: Alice" when the first player (Alice) wins, else
// "Game #i: Bob"; whoever completes the last three in a row loses.
// Plain misere search by the definition: a position is the sorted list of its
// live boards, each the least of its 8 symmetric images (a board with a line
// has no moves and is dropped); with no live board the player to move wins
// (the opponent completed the last line). Memoized on the sorted list;
// exponential in the number of boards, so right but slow beyond a few boards.
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.StringTokenizer;

public class Main {
    static final int[][] LINES = {{0, 1, 2}, {3, 4, 5}, {6, 7, 8}, {0, 3, 6}, {1, 4, 7}, {2, 5, 8}, {0, 4, 8}, {2, 4, 6}};
    static int[][] syms = new int[8][];
    static HashMap<String, Boolean> memo = new HashMap<String, Boolean>();

    static boolean dead(int b) {
        for (int[] l : LINES) {
            if ((b >> l[0] & 1) == 1 && (b >> l[1] & 1) == 1 && (b >> l[2] & 1) == 1) return true;
        }
        return false;
    }

    static int canon(int b) {
        int best = Integer.MAX_VALUE;
        for (int[] s : syms) {
            int img = 0;
            for (int c = 0; c < 9; c++) if ((b >> c & 1) == 1) img |= 1 << s[c];
            best = Math.min(best, img);
        }
        return best;
    }

    static boolean moverWins(int[] pos) {
        if (pos.length == 0) return true;
        String k = Arrays.toString(pos);
        Boolean known = memo.get(k);
        if (known != null) return known.booleanValue();
        boolean win = false;
        for (int i = 0; i < pos.length && !win; i++) {
            if (i > 0 && pos[i - 1] == pos[i]) continue;
            for (int c = 0; c < 9 && !win; c++) {
                if ((pos[i] >> c & 1) == 1) continue;
                int nb = pos[i] | 1 << c;
                boolean gone = dead(nb);
                int[] next = new int[gone ? pos.length - 1 : pos.length];
                int j = 0;
                for (int x = 0; x < pos.length; x++) if (x != i) next[j++] = pos[x];
                if (!gone) next[j] = canon(nb);
                Arrays.sort(next);
                if (!moverWins(next)) win = true;
            }
        }
        memo.put(k, Boolean.valueOf(win));
        return win;
    }

    public static void main(String[] args) throws IOException {
        int[] rot = {6, 3, 0, 7, 4, 1, 8, 5, 2};
        int[] mir = {2, 1, 0, 5, 4, 3, 8, 7, 6};
        int[] perm = {0, 1, 2, 3, 4, 5, 6, 7, 8};
        for (int r = 0; r < 4; r++) {
            syms[2 * r] = perm;
            int[] m = new int[9];
            int[] q = new int[9];
            for (int c = 0; c < 9; c++) {
                m[c] = mir[perm[c]];
                q[c] = rot[perm[c]];
            }
            syms[2 * r + 1] = m;
            perm = q;
        }
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        ArrayList<String> tok = new ArrayList<String>();
        String line;
        while ((line = in.readLine()) != null) {
            StringTokenizer st = new StringTokenizer(line);
            while (st.hasMoreTokens()) tok.add(st.nextToken());
        }
        int p = 0;
        int t = Integer.parseInt(tok.get(p++));
        StringBuilder out = new StringBuilder();
        for (int g = 1; g <= t; g++) {
            int n = Integer.parseInt(tok.get(p++));
            ArrayList<Integer> live = new ArrayList<Integer>();
            for (int i = 0; i < n; i++) {
                int b = 0;
                for (int r = 0; r < 3; r++) {
                    String row = tok.get(p++);
                    for (int c = 0; c < 3; c++) {
                        char ch = row.charAt(c);
                        if (ch == 'X' || ch == 'x') b |= 1 << (3 * r + c);
                    }
                }
                if (!dead(b)) live.add(Integer.valueOf(canon(b)));
            }
            int[] pos = new int[live.size()];
            for (int i = 0; i < pos.length; i++) pos[i] = live.get(i).intValue();
            Arrays.sort(pos);
            out.append("Game #").append(g).append(": ").append(moverWins(pos) ? "Alice" : "Bob").append('\n');
        }
        System.out.print(out);
    }
}
