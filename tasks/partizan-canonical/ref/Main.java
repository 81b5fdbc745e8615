// partizan-canonical (this project's own problem: ../shared/judges/partizan_canonical),
// Java reference.
// In: k, then k components (`hackenbush S`, `domineering R C` + R board rows,
// `cutcake A B`, `game E`), read as whitespace tokens. Out: the canonical form
// of each component, of the sum, and the sum's outcome class (L, R, N, P).
//
// A game is an int id into growing tables; the table maps the canonical option
// lists (sorted ids, as a List<Integer> key) to the id, so two equal values are
// one id. A number stores its exact value as a long scaled by 2^48. "a <= b" by
// Conway's definition, memoised in a HashMap<Long, Boolean>. The canonical form
// of a formal game {L | R} whose options are canonical: loop { drop dominated
// options (a Left option below another; a Right option above another);
// replace every reversible option (a Left option with a Right option <= G is
// replaced by that option's Left options; mirror for Right) } until no
// change. G + H by the definition (numbers exactly; a number x plus a
// non-number G as {G^L + x | G^R + x}, number translation); -G by swapping.
// Printing: numbers from the value. Otherwise, when Left stop = Right stop = x,
// H = G - x: if H = n.^ + *m then H - k.^ = (n-k).^ + *m is positive for
// k <= n-2, so scanning k for the last k with H > k.^ puts n at k+1 or k+2,
// and H - n.^ must then be a nimber (equal option sets {*0..*(m-1)}).
// Otherwise braces with each side's printed options sorted as byte strings.
// Stalks: each prefix is built as a game and canonicalised (the simplest number
// appears by itself); Domineering: the board as a bitmask, memoised;
// Cutcake: by its definition, memoised by size.
import java.io.IOException;
import java.util.*;

public class Main {
    static final int SHIFT = 48;
    static final long ONE = 1L << SHIFT;

    static final ArrayList<int[]> lefts = new ArrayList<>(), rights = new ArrayList<>();
    static final ArrayList<Boolean> isNum = new ArrayList<>();
    static final ArrayList<Long> nums = new ArrayList<>();
    static final HashMap<List<Integer>, Integer> index = new HashMap<>();
    static final HashMap<Long, Boolean> leMemo = new HashMap<>();
    static final HashMap<Long, Integer> addMemo = new HashMap<>();
    static final HashMap<Integer, Integer> negMemo = new HashMap<>();
    static final HashMap<Long, Integer> numMemo = new HashMap<>();
    static final HashMap<Integer, Integer> nimMemo = new HashMap<>();
    static final HashMap<Integer, long[]> stopMemo = new HashMap<>();
    static final HashMap<Integer, String> shown = new HashMap<>();
    static final HashMap<Integer, Integer> ups = new HashMap<>();
    static int ZERO, STAR;

    static long floorDiv(long a, long b) { return Math.floorDiv(a, b); }

    /** Simplest number strictly between lo and hi (scaled); null = unbounded. */
    static long simplest(Long lo, Long hi) {
        if (lo == null && hi == null) return 0;
        if (lo == null) return hi > 0 ? 0 : (-floorDiv(-hi, ONE) - 1) * ONE;
        if (hi == null) return lo < 0 ? 0 : (floorDiv(lo, ONE) + 1) * ONE;
        if (lo < 0 && hi > 0) return 0;
        if (lo >= 0) {
            long c = (floorDiv(lo, ONE) + 1) * ONE;
            if (c < hi) return c;
        } else {
            long c = (-floorDiv(-hi, ONE) - 1) * ONE;
            if (c > lo) return c;
        }
        for (long step = ONE / 2; ; step /= 2) {
            long c = (floorDiv(lo, step) + 1) * step;
            if (c < hi) return c;
        }
    }

    static int[] sortedSet(Collection<Integer> c) {
        TreeSet<Integer> t = new TreeSet<>(c);
        int[] a = new int[t.size()];
        int i = 0;
        for (int x : t) a[i++] = x;
        return a;
    }

    /** Interns a canonical game given sorted distinct canonical options. */
    static int make(int[] l, int[] r) {
        List<Integer> key = new ArrayList<>();
        for (int x : l) key.add(x);
        key.add(-1);
        for (int x : r) key.add(x);
        Integer g = index.get(key);
        if (g != null) return g;
        int id = lefts.size();
        lefts.add(l);
        rights.add(r);
        boolean num = l.length <= 1 && r.length <= 1;
        for (int x : l) num &= isNum.get(x);
        for (int x : r) num &= isNum.get(x);
        long v = 0;
        if (num) {
            Long lo = l.length == 1 ? nums.get(l[0]) : null;
            Long hi = r.length == 1 ? nums.get(r[0]) : null;
            if (lo != null && hi != null && lo >= hi) num = false;
            else v = simplest(lo, hi);
        }
        isNum.add(num);
        nums.add(v);
        index.put(key, id);
        return id;
    }

    static int number(long x) {
        Integer g = numMemo.get(x);
        if (g != null) return g;
        int id;
        if (x == 0) id = ZERO;
        else if (x % ONE == 0) id = x > 0 ? make(new int[] {number(x - ONE)}, new int[0])
                                          : make(new int[0], new int[] {number(x + ONE)});
        else {
            long step = Long.lowestOneBit(x);
            id = make(new int[] {number(x - step)}, new int[] {number(x + step)});
        }
        numMemo.put(x, id);
        return id;
    }

    static boolean le(int a, int b) {
        if (a == b) return true;
        if (isNum.get(a) && isNum.get(b)) return nums.get(a) <= nums.get(b);
        long k = ((long) a << 32) | b;
        Boolean m = leMemo.get(k);
        if (m != null) return m;
        boolean r = true;
        for (int al : lefts.get(a)) if (le(b, al)) { r = false; break; }
        if (r) for (int br : rights.get(b)) if (le(br, a)) { r = false; break; }
        leMemo.put(k, r);
        return r;
    }

    /** Comparisons of one formal game G = {L | R} with table games. */
    static final class Formal {
        final Collection<Integer> l, r;
        final HashMap<Integer, Boolean> gLe = new HashMap<>(), leG = new HashMap<>();
        Formal(Collection<Integer> l, Collection<Integer> r) { this.l = l; this.r = r; }

        boolean gLe(int x) { // G <= x
            Boolean m = gLe.get(x);
            if (m != null) return m;
            boolean v = true;
            for (int gl : l) if (le(x, gl)) { v = false; break; }
            if (v) for (int xr : rights.get(x)) if (leG(xr)) { v = false; break; }
            gLe.put(x, v);
            return v;
        }

        boolean leG(int x) { // x <= G
            Boolean m = leG.get(x);
            if (m != null) return m;
            boolean v = true;
            for (int gr : r) if (le(gr, x)) { v = false; break; }
            if (v) for (int xl : lefts.get(x)) if (gLe(xl)) { v = false; break; }
            leG.put(x, v);
            return v;
        }
    }

    static int canon(Collection<Integer> lin, Collection<Integer> rin) {
        TreeSet<Integer> l = new TreeSet<>(lin), r = new TreeSet<>(rin);
        while (true) {
            TreeSet<Integer> nl = new TreeSet<>(), nr = new TreeSet<>();
            for (int x : l) {
                boolean dom = false;
                for (int y : l) if (y != x && le(x, y)) { dom = true; break; }
                if (!dom) nl.add(x);
            }
            for (int x : r) {
                boolean dom = false;
                for (int y : r) if (y != x && le(y, x)) { dom = true; break; }
                if (!dom) nr.add(x);
            }
            l = nl;
            r = nr;
            Formal g = new Formal(l, r);
            boolean changed = false;
            TreeSet<Integer> bl = new TreeSet<>(), br = new TreeSet<>();
            for (int x : l) {
                int rev = -1;
                for (int xr : rights.get(x)) if (g.leG(xr)) { rev = xr; break; }
                if (rev < 0) bl.add(x);
                else { for (int y : lefts.get(rev)) bl.add(y); changed = true; }
            }
            for (int x : r) {
                int rev = -1;
                for (int xl : lefts.get(x)) if (g.gLe(xl)) { rev = xl; break; }
                if (rev < 0) br.add(x);
                else { for (int y : rights.get(rev)) br.add(y); changed = true; }
            }
            l = bl;
            r = br;
            if (!changed) return make(sortedSet(l), sortedSet(r));
        }
    }

    static int add(int g, int h) {
        if (g == ZERO) return h;
        if (h == ZERO) return g;
        if (g > h) { int t = g; g = h; h = t; }
        long k = ((long) g << 32) | h;
        Integer m = addMemo.get(k);
        if (m != null) return m;
        int res;
        if (isNum.get(g) && isNum.get(h)) res = number(nums.get(g) + nums.get(h));
        else if (isNum.get(g) || isNum.get(h)) {
            // number translation: x + G = {G^L + x | G^R + x} for G not a number
            int x = isNum.get(g) ? g : h, G = isNum.get(g) ? h : g;
            List<Integer> l = new ArrayList<>(), r = new ArrayList<>();
            for (int o : lefts.get(G)) l.add(add(o, x));
            for (int o : rights.get(G)) r.add(add(o, x));
            res = canon(l, r);
        } else {
            List<Integer> l = new ArrayList<>(), r = new ArrayList<>();
            for (int x : lefts.get(g)) l.add(add(x, h));
            for (int x : lefts.get(h)) l.add(add(g, x));
            for (int x : rights.get(g)) r.add(add(x, h));
            for (int x : rights.get(h)) r.add(add(g, x));
            res = canon(l, r);
        }
        addMemo.put(k, res);
        return res;
    }

    static int neg(int g) {
        Integer m = negMemo.get(g);
        if (m != null) return m;
        List<Integer> l = new ArrayList<>(), r = new ArrayList<>();
        for (int x : rights.get(g)) l.add(neg(x));
        for (int x : lefts.get(g)) r.add(neg(x));
        int res = make(sortedSet(l), sortedSet(r));
        negMemo.put(g, res);
        return res;
    }

    static int nimber(int m) {
        int g = ZERO;
        List<Integer> opts = new ArrayList<>();
        for (int i = 0; i < m; i++) {
            opts.add(g);
            g = make(sortedSet(opts), sortedSet(opts));
        }
        return g;
    }

    static int up(int n) {
        Integer m = ups.get(n);
        if (m != null) return m;
        int g;
        if (n == 0) g = ZERO;
        else if (n == 1) g = make(new int[] {ZERO}, new int[] {STAR});
        else if (n < 0) g = neg(up(-n));
        else g = add(up(n - 1), up(1));
        ups.put(n, g);
        return g;
    }

    static int nimValue(int g) {
        Integer m = nimMemo.get(g);
        if (m != null) return m;
        int v = -1;
        int[] l = lefts.get(g), r = rights.get(g);
        if (Arrays.equals(l, r)) {
            boolean[] seen = new boolean[l.length];
            boolean ok = true;
            for (int x : l) {
                int k = nimValue(x);
                if (k < 0 || k >= l.length || seen[k]) { ok = false; break; }
                seen[k] = true;
            }
            if (ok) v = l.length;
        }
        nimMemo.put(g, v);
        return v;
    }

    static long[] stops(int g) {
        long[] s = stopMemo.get(g);
        if (s != null) return s;
        if (isNum.get(g)) s = new long[] {nums.get(g), nums.get(g)};
        else {
            long ls = Long.MIN_VALUE, rs = Long.MAX_VALUE;
            for (int x : lefts.get(g)) ls = Math.max(ls, stops(x)[1]);
            for (int x : rights.get(g)) rs = Math.min(rs, stops(x)[0]);
            s = new long[] {ls, rs};
        }
        stopMemo.put(g, s);
        return s;
    }

    static boolean greater(int a, int b) { return le(b, a) && !le(a, b); }

    static String numString(long x) {
        long den = ONE;
        while (den > 1 && x % 2 == 0) { x /= 2; den /= 2; }
        return den == 1 ? Long.toString(x) : x + "/" + den;
    }

    static String show(int g) {
        String s = shown.get(g);
        if (s != null) return s;
        long[] nus = isNum.get(g) ? new long[] {nums.get(g), 0, 0} : nus(g);
        if (nus != null) {
            StringBuilder b = new StringBuilder();
            long x = nus[0];
            int n = (int) nus[1], m = (int) nus[2];
            if (x != 0) b.append(numString(x));
            if (n == 1) b.append('^');
            else if (n >= 2) b.append('^').append(n);
            else if (n == -1) b.append('v');
            else if (n <= -2) b.append('v').append(-n);
            if (m == 1) b.append('*');
            else if (m >= 2) b.append('*').append(m);
            s = b.length() == 0 ? "0" : b.toString();
        } else {
            s = "{" + side(lefts.get(g)) + "|" + side(rights.get(g)) + "}";
        }
        shown.put(g, s);
        return s;
    }

    static String side(int[] opts) {
        String[] p = new String[opts.length];
        for (int i = 0; i < opts.length; i++) p[i] = show(opts[i]);
        Arrays.sort(p); // all ASCII: String order is byte order
        return String.join(",", p);
    }

    /** {x, n, m} with g = x + n.^ + *m, or null. */
    static long[] nus(int g) {
        long[] st = stops(g);
        if (st[0] != st[1]) return null;
        int h = add(g, number(-st[0]));
        final int bound = 600;
        int a;
        if (greater(h, ZERO)) {
            a = 0;
            while (a < bound && greater(h, up(a + 1))) a++;
        } else {
            a = -1;
            while (a > -bound && !greater(h, up(a))) a--;
        }
        for (int n = a + 1; n <= a + 2; n++) {
            int m = nimValue(add(h, up(-n)));
            if (m >= 0) return new long[] {st[0], n, m};
        }
        return null;
    }

    /** Recursive-descent reader of the notation. */
    static final class Parser {
        final String s;
        int pos;
        Parser(String s) { this.s = s; }
        char peek() { return pos < s.length() ? s.charAt(pos) : '\0'; }
        int digits(int dflt) {
            int start = pos;
            while (pos < s.length() && Character.isDigit(s.charAt(pos))) pos++;
            return start == pos ? dflt : Integer.parseInt(s.substring(start, pos));
        }
        List<Integer> list(char end) {
            List<Integer> out = new ArrayList<>();
            while (peek() != end) {
                out.add(value());
                if (peek() == ',') pos++;
            }
            pos++;
            return out;
        }
        int value() {
            if (peek() == '{') {
                pos++;
                List<Integer> l = list('|');
                List<Integer> r = list('}');
                return canon(l, r);
            }
            int g = ZERO;
            char c = peek();
            if (c == '-' || Character.isDigit(c)) {
                boolean neg = c == '-';
                if (neg) pos++;
                long p = digits(0);
                long x = p * ONE;
                if (peek() == '/') {
                    pos++;
                    x = p * (ONE / digits(1));
                }
                g = number(neg ? -x : x);
            }
            c = peek();
            if (c == '^' || c == 'v') {
                pos++;
                int n = digits(1);
                g = add(g, up(c == 'v' ? -n : n));
            }
            if (peek() == '*') {
                pos++;
                g = add(g, nimber(digits(1)));
            }
            return g;
        }
    }

    static int stalk(String s) {
        int[] pre = new int[s.length() + 1]; // pre[i]: the stalk s[0..i-1]
        pre[0] = ZERO;
        for (int i = 1; i <= s.length(); i++) {
            List<Integer> l = new ArrayList<>(), r = new ArrayList<>();
            for (int j = 0; j < i; j++) (s.charAt(j) == 'B' ? l : r).add(pre[j]);
            pre[i] = canon(l, r);
        }
        return pre[s.length()];
    }

    static int domineering(String[] rows) {
        int R = rows.length, C = rows[0].length();
        int start = 0;
        for (int r = 0; r < R; r++)
            for (int c = 0; c < C; c++)
                if (rows[r].charAt(c) == '#') start |= 1 << (r * C + c);
        HashMap<Integer, Integer> memo = new HashMap<>();
        return dom(start, R, C, memo);
    }

    static int dom(int b, int R, int C, HashMap<Integer, Integer> memo) {
        Integer m = memo.get(b);
        if (m != null) return m;
        List<Integer> l = new ArrayList<>(), r = new ArrayList<>();
        for (int i = 0; i < R * C; i++) {
            if ((b >> i & 1) != 0) continue;
            if (i + C < R * C && (b >> (i + C) & 1) == 0) l.add(dom(b | 1 << i | 1 << (i + C), R, C, memo));
            if (i % C + 1 < C && (b >> (i + 1) & 1) == 0) r.add(dom(b | 1 << i | 1 << (i + 1), R, C, memo));
        }
        int g = canon(l, r);
        memo.put(b, g);
        return g;
    }

    static int cutcake(int w, int h, HashMap<Integer, Integer> memo) {
        int key = w * 100 + h;
        Integer m = memo.get(key);
        if (m != null) return m;
        List<Integer> l = new ArrayList<>(), r = new ArrayList<>();
        for (int a = 1; a < w; a++) l.add(add(cutcake(a, h, memo), cutcake(w - a, h, memo)));
        for (int b = 1; b < h; b++) r.add(add(cutcake(w, b, memo), cutcake(w, h - b, memo)));
        int g = canon(l, r);
        memo.put(key, g);
        return g;
    }

    static void solve() throws IOException {
        String[] toks = new String(System.in.readAllBytes()).trim().split("\\s+");
        int pos = 0;
        ZERO = make(new int[0], new int[0]);
        STAR = make(new int[] {ZERO}, new int[] {ZERO});
        int k = Integer.parseInt(toks[pos++]);
        int[] comps = new int[k];
        HashMap<Integer, Integer> cakes = new HashMap<>();
        for (int i = 0; i < k; i++) {
            String kind = toks[pos++];
            switch (kind) {
                case "hackenbush": comps[i] = stalk(toks[pos++]); break;
                case "domineering": {
                    int r = Integer.parseInt(toks[pos++]);
                    pos++;
                    String[] rows = new String[r];
                    for (int j = 0; j < r; j++) rows[j] = toks[pos++];
                    comps[i] = domineering(rows);
                    break;
                }
                case "cutcake": {
                    int a = Integer.parseInt(toks[pos++]);
                    int b = Integer.parseInt(toks[pos++]);
                    comps[i] = cutcake(a, b, cakes);
                    break;
                }
                default: comps[i] = new Parser(toks[pos++]).value();
            }
        }
        int sum = ZERO;
        for (int g : comps) sum = add(sum, g);
        StringBuilder out = new StringBuilder();
        for (int g : comps) out.append(show(g)).append('\n');
        out.append(show(sum)).append('\n');
        if (sum == ZERO) out.append("P\n");
        else if (le(ZERO, sum)) out.append("L\n");
        else if (le(sum, ZERO)) out.append("R\n");
        else out.append("N\n");
        System.out.print(out);
        System.out.flush();
    }

    public static void main(String[] args) throws Exception {
        Throwable[] err = new Throwable[1];
        Thread t = new Thread(null, () -> {
            try {
                solve();
            } catch (Throwable e) {
                err[0] = e;
            }
        }, "main", 1L << 29);
        t.start();
        t.join();
        if (err[0] != null) throw new RuntimeException(err[0]);
    }
}
