// Toph "Game of Tic-Tac-Toe, Again?" (statement quoted in https://codeforces.com/blog/entry/71272), Java reference.
// In: T, then per game n and n boards of three rows of X/. (no board has three
// in a row). Out: "Game #i: Alice" when the first player (Alice) wins, else
// "Game #i: Bob"; whoever completes the last three in a row loses.
//
// The misere quotient of Notakto's boards (T. E. Plambeck and G. Whitehead,
// "The secrets of Notakto: winning at X-only tic-tac-toe", arXiv:1301.1672):
//   Q = <a,b,c,d | a^2=1, b^3=b, b^2c=c, c^3=ac^2, b^2d=d, cd=ad, d^2=c^2>,
//   P = {a, b^2, bc, c^2}:
// each board has an element of Q, and a sum of boards is a P-position (the
// player to move loses) exactly when the product of its boards' elements is
// in P. Only that presentation is taken from the paper. Which board is which
// element this program finds from the game at startup, and then it proves
// that what it found decides every sum, whatever the paper says:
//
// 1. The monoid (monoid()). An element is a normal form a^i b^j c^k d^l: the
//    exponents rewritten by the relations, read left to right, until none
//    applies. The elements are those reached from 1 by multiplying by a, b,
//    c, d; the product of two is the normal form of their exponents' sum.
//    Checked: every product is an element, the product is associative
//    (commutative it is by construction), 1 is outside P, and the paper's
//    counts hold (18 elements, 4 of them in P).
// 2. The game. A board is a 9-bit mask (bit 3*row+column for an X); a board
//    and its images under the square's 8 symmetries are the same game, so a
//    board is kept as the least of its images. A move adds an X to a board
//    without a line; a board with a line has no move, and is the identity.
// 3. A guess (guesses()). A plain misere search of every sum of at most
//    three boards (the player with no move wins; options have more X, so
//    one pass in that order) gives each board its row: its outcome beside
//    every sum of at most two boards. Boards with equal rows are taken as
//    one element (rows over sums of one board or none tell too few boards
//    apart), and a backtracking search gives each such class an element so
//    that every sum of at most three of the classes' first boards (one
//    repeated or not) has its product outside P exactly when the search
//    says the player to move wins it. That is only a guess: more than one
//    may fit, and a class may hold two elements. Step 4 decides.
// 4. The proof (decidesEverySum()). Write f(X) for the product of the
//    elements of the boards of a sum X (well defined: Q is commutative and
//    associative), and M(X) for the set of z in Q such that f(X')z is in P
//    for some option X' of X (X with a move on one board): 1 is in M(X)
//    exactly when f(X') is in P for some option X'. Claim: if f(X) is in P
//    exactly when 1 is not in M(X), for every sum X with a move, then f(X)
//    is in P exactly when X is a P-position, for every sum. By induction on
//    the moves left: a sum without a move has f = 1, outside P, and the
//    player to move wins it (the other made the last move); a sum X with a
//    move is a P-position exactly when none of its options is, that is (by
//    induction) when no option X' has f(X') in P, when 1 is not in M(X),
//    when f(X) is in P. The options of X + Y are X' + Y and X + Y', so
//    M(X + Y) = {z : f(Y)z in M(X)} u {z : f(X)z in M(Y)}: the pairs
//    (f(X), M(X)) of the sums with a move are the closure of the single
//    live boards' pairs under that product (a board with a line is the
//    pair (1, {}), which changes nothing), at most 18 * 2^18 of them; the
//    program lists them all and checks each. A board in any orientation is
//    the same game as its least image, so those boards suffice. The
//    argument holds for any finite commutative monoid and subset P, so the
//    proof needs nothing from the paper: the paper is why a guess passes. A
//    guess that fails is dropped and the search goes on; if none passes,
//    the program throws (a bug: it never answers from an unproved guess).
// Then each game is one product over its boards: O(n) a game.
import java.io.DataInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.Arrays;

public class Main {
    static final int[][] LINES = {{0, 1, 2}, {3, 4, 5}, {6, 7, 8}, {0, 3, 6}, {1, 4, 7}, {2, 5, 8}, {0, 4, 8}, {2, 4, 6}};

    /** The relations of Q as exponents of a, b, c, d: {left side, right side}. */
    static final int[][][] RELATIONS = {
        {{2, 0, 0, 0}, {0, 0, 0, 0}}, // a^2 = 1
        {{0, 3, 0, 0}, {0, 1, 0, 0}}, // b^3 = b
        {{0, 2, 1, 0}, {0, 0, 1, 0}}, // b^2 c = c
        {{0, 0, 3, 0}, {1, 0, 2, 0}}, // c^3 = a c^2
        {{0, 2, 0, 1}, {0, 0, 0, 1}}, // b^2 d = d
        {{0, 0, 1, 1}, {1, 0, 0, 1}}, // c d = a d
        {{0, 0, 0, 2}, {0, 0, 2, 0}}, // d^2 = c^2
    };
    /** P as exponents: a, b^2, bc, c^2. */
    static final int[][] P_FORMS = {{1, 0, 0, 0}, {0, 2, 0, 0}, {0, 1, 1, 0}, {0, 0, 2, 0}};

    /** The monoid: mul[x][y] is the product, inP[x] whether x is in P; element 0 is 1. */
    static int[][] mul;
    static boolean[] inP;

    /** The game: the live boards, least images, by decreasing number of X (so
     *  a board's options come before it); index 0 is a board with a line. */
    static int[] boards;
    static int[][] options;
    /** win[(i * k + j) * k + l]: the player to move wins boards i + j + l
     *  (plain misere search; k boards, 0 the board with a line). */
    static boolean[] win;
    /** The classes of boards with equal rows: classOf[i], and one board of each. */
    static int[] classOf;
    static int[] classRep;
    /** Step 4's marks: reached[x << 18 | m] for a pair (x, m) listed. */
    static boolean[] reached;

    static boolean dead(int b) {
        for (int[] l : LINES) {
            if ((b >> l[0] & 1) == 1 && (b >> l[1] & 1) == 1 && (b >> l[2] & 1) == 1) return true;
        }
        return false;
    }

    /** The 8 symmetries of the square, each as the image cell of each cell. */
    static int[][] symmetries() {
        int[] rot = {6, 3, 0, 7, 4, 1, 8, 5, 2};
        int[] mir = {2, 1, 0, 5, 4, 3, 8, 7, 6};
        int[][] syms = new int[8][];
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
        return syms;
    }

    /** Rewrites exponents by the relations until none applies. */
    static int[] normal(int[] e) {
        boolean again = true;
        while (again) {
            again = false;
            for (int[][] rel : RELATIONS) {
                boolean fits = true;
                for (int g = 0; g < 4; g++) fits &= e[g] >= rel[0][g];
                if (fits) {
                    for (int g = 0; g < 4; g++) e[g] += rel[1][g] - rel[0][g];
                    again = true;
                }
            }
        }
        return e;
    }

    static int indexOf(ArrayList<int[]> forms, int[] e) {
        for (int i = 0; i < forms.size(); i++) if (Arrays.equals(forms.get(i), e)) return i;
        return -1;
    }

    static IllegalStateException bug(String what) {
        return new IllegalStateException("bug: " + what);
    }

    /** Step 1: Q and P from the presentation, checked. */
    static void monoid() {
        ArrayList<int[]> forms = new ArrayList<int[]>();
        forms.add(new int[4]);
        for (int i = 0; i < forms.size(); i++) {
            for (int g = 0; g < 4; g++) {
                int[] e = forms.get(i).clone();
                e[g]++;
                e = normal(e);
                if (indexOf(forms, e) < 0) forms.add(e);
            }
        }
        int q = forms.size();
        mul = new int[q][q];
        for (int x = 0; x < q; x++) {
            for (int y = 0; y < q; y++) {
                int[] e = new int[4];
                for (int g = 0; g < 4; g++) e[g] = forms.get(x)[g] + forms.get(y)[g];
                mul[x][y] = indexOf(forms, normal(e));
                if (mul[x][y] < 0) throw bug("a product outside the elements");
            }
        }
        for (int x = 0; x < q; x++) {
            for (int y = 0; y < q; y++) {
                for (int z = 0; z < q; z++) {
                    if (mul[mul[x][y]][z] != mul[x][mul[y][z]]) throw bug("the product is not associative");
                }
            }
        }
        inP = new boolean[q];
        int p = 0;
        for (int[] f : P_FORMS) {
            int x = indexOf(forms, f);
            if (x < 0 || inP[x]) throw bug("P is not four elements");
            inP[x] = true;
            p++;
        }
        if (q != 18 || p != 4 || inP[0]) throw bug("not the paper's quotient: " + q + " elements, " + p + " in P");
    }

    /** Step 2: the live boards and their options; step 3's pair outcomes and classes. */
    static void game(int[] canon) {
        ArrayList<Integer> live = new ArrayList<Integer>();
        for (int x = 9; x >= 0; x--) {
            for (int b = 0; b < 512; b++) {
                if (Integer.bitCount(b) == x && canon[b] == b && !dead(b)) live.add(Integer.valueOf(b));
            }
        }
        int k = live.size() + 1;
        boards = new int[k];
        int[] index = new int[512];
        for (int i = 1; i < k; i++) {
            boards[i] = live.get(i - 1).intValue();
            index[boards[i]] = i;
        }
        options = new int[k][];
        options[0] = new int[0];
        for (int i = 1; i < k; i++) {
            int[] opts = new int[9];
            int m = 0;
            for (int c = 0; c < 9; c++) {
                if ((boards[i] >> c & 1) == 1) continue;
                int nb = boards[i] | 1 << c;
                int o = dead(nb) ? 0 : index[canon[nb]];
                if (o >= i) throw bug("an option after its board");
                boolean seen = false;
                for (int t = 0; t < m; t++) seen |= opts[t] == o;
                if (!seen) opts[m++] = o;
            }
            options[i] = Arrays.copyOf(opts, m);
        }
        // Options come first, so every option's outcome is known before its sum's.
        win = new boolean[k * k * k];
        for (int i = 0; i < k; i++) {
            for (int j = 0; j < k; j++) {
                for (int l = 0; l < k; l++) {
                    boolean w = i == 0 && j == 0 && l == 0;
                    for (int t = 0; t < options[i].length && !w; t++) w = !win[(options[i][t] * k + j) * k + l];
                    for (int t = 0; t < options[j].length && !w; t++) w = !win[(i * k + options[j][t]) * k + l];
                    for (int t = 0; t < options[l].length && !w; t++) w = !win[(i * k + j) * k + options[l][t]];
                    win[(i * k + j) * k + l] = w;
                }
            }
        }
        // Board i's row: win[i * k * k ...], its outcomes beside every j + l.
        classOf = new int[k];
        int[] reps = new int[k];
        int classes = 0;
        for (int i = 1; i < k; i++) {
            classOf[i] = -1;
            for (int c = 0; c < classes && classOf[i] < 0; c++) {
                int r = reps[c];
                boolean same = true;
                for (int jl = 0; jl < k * k && same; jl++) same = win[i * k * k + jl] == win[r * k * k + jl];
                if (same) classOf[i] = c;
            }
            if (classOf[i] < 0) {
                reps[classes] = i;
                classOf[i] = classes++;
            }
        }
        classRep = Arrays.copyOf(reps, classes);
    }

    /** Step 3's search, each guess handed to step 4; the first that passes, by class. */
    static int[] guesses() {
        int m = classRep.length;
        int q = mul.length;
        int k = boards.length;
        int[] guess = new int[m];
        int[] next = new int[m];
        int at = 0;
        while (at >= 0) {
            if (at == m) {
                if (decidesEverySum(guess)) return guess;
                at--;
                continue;
            }
            int x = next[at]++;
            if (x == q) {
                next[at] = 0;
                at--;
                continue;
            }
            // Class at's board, alone, beside each earlier class's (or its
            // own), and beside two of them.
            int i = classRep[at];
            guess[at] = x;
            boolean fits = win[i * k * k] == !inP[x];
            for (int c = 0; c <= at && fits; c++) {
                int xc = mul[x][guess[c]];
                fits = win[(i * k + classRep[c]) * k] == !inP[xc];
                for (int d = c; d <= at && fits; d++) {
                    fits = win[(i * k + classRep[c]) * k + classRep[d]] == !inP[mul[xc][guess[d]]];
                }
            }
            if (fits) at++;
        }
        throw bug("no element for each board decides every sum");
    }

    /** The set {z : yz in m}, sets of elements as bit masks. */
    static int over(int y, int m) {
        int r = 0;
        for (int z = 0; z < mul.length; z++) r |= (m >> mul[y][z] & 1) << z;
        return r;
    }

    /** Step 4: whether the elements of the classes give every sum of boards
     *  its outcome (the closure of the pairs (f(X), M(X)), each checked). */
    static boolean decidesEverySum(int[] element) {
        int q = mul.length;
        int k = boards.length;
        int[] genX = new int[k];
        int[] genM = new int[k];
        int gens = 0;
        for (int i = 1; i < k; i++) {
            int x = element[classOf[i]];
            int m = 0;
            for (int o : options[i]) {
                int y = o == 0 ? 0 : element[classOf[o]];
                for (int z = 0; z < q; z++) if (inP[mul[y][z]]) m |= 1 << z;
            }
            boolean seen = false;
            for (int g = 0; g < gens; g++) seen |= genX[g] == x && genM[g] == m;
            if (!seen) {
                genX[gens] = x;
                genM[gens++] = m;
            }
        }
        // Every pair reached, in the order reached; reached[] is cleared after.
        if (reached == null) reached = new boolean[q << q];
        int[] queue = new int[1024];
        int size = 0;
        for (int g = 0; g < gens; g++) {
            int s = genX[g] << q | genM[g];
            if (!reached[s]) {
                reached[s] = true;
                queue[size++] = s;
            }
        }
        boolean ok = true;
        for (int h = 0; h < size && ok; h++) {
            int x = queue[h] >>> q;
            int m = queue[h] & ((1 << q) - 1);
            ok = inP[x] != ((m & 1) == 1);
            for (int g = 0; g < gens && ok; g++) {
                int t = mul[x][genX[g]] << q | over(genX[g], m) | over(x, genM[g]);
                if (!reached[t]) {
                    reached[t] = true;
                    if (size == queue.length) queue = Arrays.copyOf(queue, 2 * size);
                    queue[size++] = t;
                }
            }
        }
        for (int h = 0; h < size; h++) reached[queue[h]] = false;
        return ok;
    }

    /** The element of every 9-bit board (1 for a board with a line). */
    static int[] elements() {
        int[][] syms = symmetries();
        int[] canon = new int[512];
        for (int b = 0; b < 512; b++) {
            int best = Integer.MAX_VALUE;
            for (int[] s : syms) {
                int img = 0;
                for (int c = 0; c < 9; c++) if ((b >> c & 1) == 1) img |= 1 << s[c];
                best = Math.min(best, img);
            }
            canon[b] = best;
        }
        monoid();
        game(canon);
        int[] element = guesses();
        int[] index = new int[512];
        for (int i = 1; i < boards.length; i++) index[boards[i]] = i;
        int[] of = new int[512];
        for (int b = 0; b < 512; b++) of[b] = dead(b) ? 0 : element[classOf[index[canon[b]]]];
        return of;
    }

    public static void main(String[] args) throws IOException {
        int[] element = elements();
        Reader rd = new Reader(System.in);
        int t = rd.nextInt();
        StringBuilder out = new StringBuilder();
        for (int g = 1; g <= t; g++) {
            int n = rd.nextInt();
            int x = 0;
            for (int i = 0; i < n; i++) {
                int b = 0;
                for (int r = 0; r < 3; r++) b |= rd.nextRow() << (3 * r);
                x = mul[x][element[b]];
            }
            out.append("Game #").append(g).append(": ").append(inP[x] ? "Bob" : "Alice").append('\n');
        }
        System.out.print(out);
        System.out.flush();
    }

    /** Buffered byte reader of whitespace-separated tokens. */
    static final class Reader {
        private final InputStream in;
        private final byte[] buf = new byte[1 << 16];
        private int len, pos;

        Reader(InputStream in) {
            this.in = new DataInputStream(in);
        }

        private int read() throws IOException {
            if (pos == len) {
                len = in.read(buf, 0, buf.length);
                pos = 0;
                if (len <= 0) return -1;
            }
            return buf[pos++];
        }

        private int skip() throws IOException {
            int c = read();
            while (c != -1 && c <= ' ') c = read();
            if (c == -1) throw new IOException("unexpected end of input");
            return c;
        }

        int nextInt() throws IOException {
            int c = skip();
            boolean neg = c == '-';
            if (neg) c = read();
            int v = 0;
            int digits = 0;
            while (c > ' ') {
                if (c < '0' || c > '9') throw new NumberFormatException("not a number");
                v = v * 10 + (c - '0');
                digits++;
                c = read();
            }
            if (digits == 0) throw new NumberFormatException("not a number");
            return neg ? -v : v;
        }

        /** One row of a board: bit c set where its c-th cell is X (or x); its
         *  first three cells are read, the rest of the token skipped. */
        int nextRow() throws IOException {
            int c = skip();
            int row = 0;
            int cells = 0;
            while (c > ' ') {
                if (cells < 3 && (c == 'X' || c == 'x')) row |= 1 << cells;
                cells++;
                c = read();
            }
            if (cells < 3) throw new IOException("a row of fewer than three cells");
            return row;
        }
    }
}
