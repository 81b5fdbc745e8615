// partizan-thermograph (this project's own problem: ../shared/judges/partizan_thermograph),
// Java reference.
// In: Q, then Q lines, each a short partizan game in CGSuite's notation. Out: per
// game `outcome leftstop rightstop mean temperature birthday atomicweight thermograph`.
//
// Games are canonical forms held once each; a number is an atom (an exact
// rational of BigIntegers) whose options are made when asked for (n = {n-1|}
// for n > 0, p/2^k = {(p-1)/2^k | (p+1)/2^k}), so 10^18 costs what 1 does.
// G <= H by the definition, with number avoidance where one side is a number
// and the other a canonical non-number (x <= H iff no H^R <= x).
// Sums by the definition, a number x plus a non-number H as {H^L + x | H^R + x}.
// Canonical form of {L | R}: a number if every option is one and max L < min R
// (the simplest number between); else drop dominated options and bypass
// reversible ones, comparing with the form {L | R} itself by the definition,
// until nothing changes; then the number test again.
// Thermograph (Winning Ways ch. 6): a wall is a piecewise-linear function of
// t >= -1 (breakpoints from t = -1 up, and the slope beyond the last); the
// left scaffold is the max over G^L of RW(G^L)(t) - t, the right one the min
// over G^R of LW(G^R)(t) + t; followed up to the first t where they meet
// (value x: the mean, t: the temperature), then the mast x. Scaffolds already
// crossed at t = -1 (a cave) give the constant 0 if it lies between them, else
// the nearer value. Integers: the constant n.
// Atomic weight of an all-small game by the calculus (Winning Ways ch. 8;
// Siegel II.7): G' = {aw(G^L) - 2 | aw(G^R) + 2}; if G' is not an integer it is
// aw(G); else, with *N the far star (N a power of two above every nimber among
// G's followers, at least 2): if G < *N the least integer n with n |> aw(G^L)-2
// for every G^L, if G > *N the greatest n with n <| aw(G^R)+2 for every G^R,
// else G'. Printed in partizan-canonical's notation.
import java.io.*;
import java.math.BigInteger;
import java.util.*;

public class Main {
    // ---- exact rationals ----
    static final class Q implements Comparable<Q> {
        final BigInteger n, d;

        Q(BigInteger n, BigInteger d) {
            if (d.signum() < 0) {
                n = n.negate();
                d = d.negate();
            }
            BigInteger g = n.gcd(d);
            if (g.signum() == 0) g = BigInteger.ONE;
            this.n = n.divide(g);
            this.d = d.divide(g);
        }

        static Q of(long v) { return new Q(BigInteger.valueOf(v), BigInteger.ONE); }
        Q add(Q o) { return new Q(n.multiply(o.d).add(o.n.multiply(d)), d.multiply(o.d)); }
        Q sub(Q o) { return new Q(n.multiply(o.d).subtract(o.n.multiply(d)), d.multiply(o.d)); }
        Q mul(Q o) { return new Q(n.multiply(o.n), d.multiply(o.d)); }
        Q div(Q o) { return new Q(n.multiply(o.d), d.multiply(o.n)); }
        Q neg() { return new Q(n.negate(), d); }
        int sign() { return n.signum(); }
        boolean isInt() { return d.equals(BigInteger.ONE); }
        BigInteger floor() {
            BigInteger[] qr = n.divideAndRemainder(d);
            return qr[1].signum() < 0 ? qr[0].subtract(BigInteger.ONE) : qr[0];
        }
        BigInteger ceil() { return isInt() ? n : floor().add(BigInteger.ONE); }
        public int compareTo(Q o) { return n.multiply(o.d).compareTo(o.n.multiply(d)); }
        @Override public boolean equals(Object o) { return o instanceof Q && compareTo((Q) o) == 0; }
        @Override public int hashCode() { return n.hashCode() * 31 + d.hashCode(); }
        @Override public String toString() { return isInt() ? n.toString() : n + "/" + d; }
    }

    static final Q ZERO = Q.of(0), ONE = Q.of(1), BASE = Q.of(-1);

    // ---- the engine ----
    static final int[] NONE = new int[0];
    final List<int[]> left = new ArrayList<>(), right = new ArrayList<>();
    final List<Q> val = new ArrayList<>();
    final Map<String, Integer> index = new HashMap<>();
    final Map<Q, Integer> nums = new HashMap<>();
    final Map<Integer, Integer> nims = new HashMap<>(), upsMemo = new HashMap<>(), negMemo = new HashMap<>(),
            awMemo = new HashMap<>(), nimMemo = new HashMap<>();
    final Map<Long, Boolean> leMemo = new HashMap<>();
    final Map<Long, Integer> addMemo = new HashMap<>();
    final Map<Integer, Q[]> stopMemo = new HashMap<>();
    final Map<Integer, BigInteger> bdayMemo = new HashMap<>();
    final Map<Integer, Boolean> smallMemo = new HashMap<>();
    final int zero, star;

    Main() {
        zero = number(ZERO);
        star = intern(new int[] {zero}, new int[] {zero});
    }

    int number(Q x) {
        Integer g = nums.get(x);
        if (g != null) return g;
        int id = val.size();
        left.add(null);
        right.add(null);
        val.add(x);
        nums.put(x, id);
        return id;
    }

    boolean isNum(int g) { return val.get(g) != null; }

    static String key(int[] l, int[] r) {
        return Arrays.toString(l) + "|" + Arrays.toString(r);
    }

    int intern(int[] l, int[] r) {
        String k = key(l, r);
        Integer g = index.get(k);
        if (g != null) return g;
        int id = val.size();
        left.add(l);
        right.add(r);
        val.add(null);
        index.put(k, id);
        return id;
    }

    int[] opts(int g, int side) {
        Q x = val.get(g);
        if (x == null) return side == 0 ? left.get(g) : right.get(g);
        if (x.isInt()) {
            if (side == 0 && x.sign() > 0) return new int[] {number(x.sub(ONE))};
            if (side == 1 && x.sign() < 0) return new int[] {number(x.add(ONE))};
            return NONE;
        }
        Q step = new Q(BigInteger.ONE, x.d);
        return new int[] {number(side == 0 ? x.sub(step) : x.add(step))};
    }

    int nimber(int m) {
        Integer g = nims.get(m);
        if (g != null) return g;
        int id = zero;
        if (m > 0) {
            int[] prev = new int[m];
            for (int j = 0; j < m; j++) prev[j] = nimber(j);
            Arrays.sort(prev);
            id = intern(prev, prev.clone());
        }
        nims.put(m, id);
        return id;
    }

    boolean le(int g, int h) {
        if (g == h) return true;
        Q xg = val.get(g), xh = val.get(h);
        if (xg != null && xh != null) return xg.compareTo(xh) <= 0;
        long k = ((long) g << 32) | h;
        Boolean memo = leMemo.get(k);
        if (memo != null) return memo;
        boolean r = true;
        if (xg == null) for (int gl : left.get(g)) if (le(h, gl)) { r = false; break; }
        if (r && xh == null) for (int hr : right.get(h)) if (le(hr, g)) { r = false; break; }
        leMemo.put(k, r);
        return r;
    }

    // h <= {L | R}, and {L | R} <= h, for canonical h.
    boolean leToForm(int h, List<Integer> L, List<Integer> R) {
        for (int hl : opts(h, 0)) if (formLe(L, R, hl)) return false;
        for (int gr : R) if (le(gr, h)) return false;
        return true;
    }

    boolean formLe(List<Integer> L, List<Integer> R, int h) {
        for (int gl : L) if (le(h, gl)) return false;
        for (int hr : opts(h, 1)) if (leToForm(hr, L, R)) return false;
        return true;
    }

    static Q simplest(Q lo, Q hi) {
        if (lo == null && hi == null) return ZERO;
        if (lo == null) return hi.sign() > 0 ? ZERO : new Q(hi.ceil().subtract(BigInteger.ONE), BigInteger.ONE);
        if (hi == null) return lo.sign() < 0 ? ZERO : new Q(lo.floor().add(BigInteger.ONE), BigInteger.ONE);
        if (lo.sign() < 0 && hi.sign() > 0) return ZERO;
        if (lo.sign() >= 0) {
            Q c = new Q(lo.floor().add(BigInteger.ONE), BigInteger.ONE);
            if (c.compareTo(hi) < 0) return c;
        } else {
            Q c = new Q(hi.ceil().subtract(BigInteger.ONE), BigInteger.ONE);
            if (c.compareTo(lo) > 0) return c;
        }
        for (Q step = new Q(BigInteger.ONE, BigInteger.valueOf(2));; step = step.div(Q.of(2))) {
            Q c = new Q(lo.div(step).floor(), BigInteger.ONE).mul(step).add(step);
            if (c.compareTo(hi) < 0) return c;
        }
    }

    int asNumber(List<Integer> L, List<Integer> R) {
        Q lo = null, hi = null;
        for (int o : L) {
            if (!isNum(o)) return -1;
            if (lo == null || val.get(o).compareTo(lo) > 0) lo = val.get(o);
        }
        for (int o : R) {
            if (!isNum(o)) return -1;
            if (hi == null || val.get(o).compareTo(hi) < 0) hi = val.get(o);
        }
        if (lo != null && hi != null && lo.compareTo(hi) >= 0) return -1;
        return number(simplest(lo, hi));
    }

    static List<Integer> dedupe(List<Integer> xs) {
        return new ArrayList<>(new LinkedHashSet<>(xs));
    }

    static int[] sorted(List<Integer> xs) {
        int[] a = new int[xs.size()];
        for (int i = 0; i < a.length; i++) a[i] = xs.get(i);
        Arrays.sort(a);
        return a;
    }

    int canonical(List<Integer> L0, List<Integer> R0) {
        List<Integer> L = dedupe(L0), R = dedupe(R0);
        int num = asNumber(L, R);
        if (num >= 0) return num;
        while (true) {
            List<Integer> l2 = new ArrayList<>(), r2 = new ArrayList<>();
            for (int a : L) {
                boolean dominated = false;
                for (int b : L) if (b != a && le(a, b)) { dominated = true; break; }
                if (!dominated) l2.add(a);
            }
            for (int a : R) {
                boolean dominated = false;
                for (int b : R) if (b != a && le(b, a)) { dominated = true; break; }
                if (!dominated) r2.add(a);
            }
            L = l2;
            R = r2;
            boolean changed = false;
            List<Integer> newL = new ArrayList<>(), newR = new ArrayList<>();
            for (int a : L) {
                int rev = -1;
                for (int h : opts(a, 1)) if (leToForm(h, L, R)) { rev = h; break; }
                if (rev < 0) newL.add(a);
                else {
                    for (int o : opts(rev, 0)) newL.add(o);
                    changed = true;
                }
            }
            for (int a : R) {
                int rev = -1;
                for (int h : opts(a, 0)) if (formLe(L, R, h)) { rev = h; break; }
                if (rev < 0) newR.add(a);
                else {
                    for (int o : opts(rev, 1)) newR.add(o);
                    changed = true;
                }
            }
            L = dedupe(newL);
            R = dedupe(newR);
            if (!changed) break;
        }
        num = asNumber(L, R);
        if (num >= 0) return num;
        return intern(sorted(L), sorted(R));
    }

    int canonical(int[] l, int[] r) {
        List<Integer> L = new ArrayList<>(), R = new ArrayList<>();
        for (int x : l) L.add(x);
        for (int x : r) R.add(x);
        return canonical(L, R);
    }

    int neg(int g) {
        if (isNum(g)) return number(val.get(g).neg());
        Integer memo = negMemo.get(g);
        if (memo != null) return memo;
        int[] l = right.get(g).clone(), r = left.get(g).clone();
        for (int i = 0; i < l.length; i++) l[i] = neg(l[i]);
        for (int i = 0; i < r.length; i++) r[i] = neg(r[i]);
        Arrays.sort(l);
        Arrays.sort(r);
        int res = intern(l, r);
        negMemo.put(g, res);
        return res;
    }

    int add(int g, int h) {
        if (g > h) { int t = g; g = h; h = t; }
        long k = ((long) g << 32) | h;
        Integer memo = addMemo.get(k);
        if (memo != null) return memo;
        Q xg = val.get(g), xh = val.get(h);
        int r;
        List<Integer> L = new ArrayList<>(), R = new ArrayList<>();
        if (xg != null && xh != null) r = number(xg.add(xh));
        else if (xg != null && xg.sign() == 0) r = h;
        else if (xh != null && xh.sign() == 0) r = g;
        else if (xg != null || xh != null) {
            int num = xg != null ? g : h, gm = xg != null ? h : g;
            for (int o : left.get(gm)) L.add(add(o, num));
            for (int o : right.get(gm)) R.add(add(o, num));
            r = canonical(L, R);
        } else {
            for (int o : left.get(g)) L.add(add(o, h));
            for (int o : left.get(h)) L.add(add(g, o));
            for (int o : right.get(g)) R.add(add(o, h));
            for (int o : right.get(h)) R.add(add(g, o));
            r = canonical(L, R);
        }
        addMemo.put(k, r);
        return r;
    }

    Q[] stops(int g) {
        Q x = val.get(g);
        if (x != null) return new Q[] {x, x};
        Q[] memo = stopMemo.get(g);
        if (memo != null) return memo;
        Q lo = null, hi = null;
        for (int o : left.get(g)) {
            Q s = stops(o)[1];
            if (lo == null || s.compareTo(lo) > 0) lo = s;
        }
        for (int o : right.get(g)) {
            Q s = stops(o)[0];
            if (hi == null || s.compareTo(hi) < 0) hi = s;
        }
        Q[] r = {lo, hi};
        stopMemo.put(g, r);
        return r;
    }

    String outcome(int g) {
        boolean ge0 = le(zero, g), le0 = le(g, zero);
        if (ge0 && le0) return "P";
        if (ge0) return "L";
        if (le0) return "R";
        return "N";
    }

    BigInteger birthday(int g) {
        Q x = val.get(g);
        if (x != null) {
            BigInteger whole = x.n.divide(x.d).abs(); // truncated towards 0
            if (x.isInt()) return whole;
            return whole.add(BigInteger.valueOf(x.d.bitLength()));
        }
        BigInteger memo = bdayMemo.get(g);
        if (memo != null) return memo;
        BigInteger b = BigInteger.ZERO;
        for (int side = 0; side < 2; side++)
            for (int o : opts(g, side)) b = b.max(birthday(o).add(BigInteger.ONE));
        bdayMemo.put(g, b);
        return b;
    }

    boolean allSmall(int g) {
        Q x = val.get(g);
        if (x != null) return x.sign() == 0;
        Boolean memo = smallMemo.get(g);
        if (memo != null) return memo;
        boolean r = left.get(g).length > 0 && right.get(g).length > 0;
        for (int side = 0; side < 2 && r; side++)
            for (int o : opts(g, side)) r = r && allSmall(o);
        smallMemo.put(g, r);
        return r;
    }

    int nimIndex(int g) {
        if (g == zero) return 0;
        if (isNum(g) || !Arrays.equals(left.get(g), right.get(g))) return -1;
        Integer memo = nimMemo.get(g);
        if (memo != null) return memo;
        int r = left.get(g).length;
        boolean[] seen = new boolean[r];
        for (int o : left.get(g)) {
            int i = nimIndex(o);
            if (i < 0 || i >= seen.length || seen[i]) { r = -1; break; }
            seen[i] = true;
        }
        nimMemo.put(g, r);
        return r;
    }

    int maxNimber(int g) {
        int best = 0;
        Set<Integer> seen = new HashSet<>();
        Deque<Integer> stack = new ArrayDeque<>();
        seen.add(g);
        stack.push(g);
        while (!stack.isEmpty()) {
            int x = stack.pop();
            best = Math.max(best, nimIndex(x));
            for (int side = 0; side < 2; side++)
                for (int o : opts(x, side)) if (seen.add(o)) stack.push(o);
        }
        return best;
    }

    int atomicWeight(int g) {
        Integer memo = awMemo.get(g);
        if (memo != null) return memo;
        if (g == zero) return zero;
        int two = number(Q.of(2)), mtwo = number(Q.of(-2));
        List<Integer> wl = new ArrayList<>(), wr = new ArrayList<>();
        for (int o : left.get(g)) wl.add(add(atomicWeight(o), mtwo));
        for (int o : right.get(g)) wr.add(add(atomicWeight(o), two));
        int w = canonical(wl, wr);
        Q x = val.get(w);
        if (x != null && x.isInt()) {
            int n = 2;
            for (int mx = maxNimber(g); n <= mx;) n *= 2;
            int far = nimber(n);
            boolean lt = le(g, far) && !le(far, g), gt = le(far, g) && !le(g, far);
            if (lt) {
                BigInteger lo = null;
                for (int a : wl) {
                    BigInteger s = stops(a)[1].floor();
                    if (lo == null || s.compareTo(lo) < 0) lo = s;
                }
                long k = lo.longValue() - 2;
                while (true) {
                    boolean ok = true;
                    for (int a : wl) if (le(number(Q.of(k)), a)) { ok = false; break; }
                    if (ok) break;
                    k++;
                }
                w = number(Q.of(k));
            } else if (gt) {
                BigInteger hi = null;
                for (int a : wr) {
                    BigInteger s = stops(a)[0].ceil();
                    if (hi == null || s.compareTo(hi) > 0) hi = s;
                }
                long k = hi.longValue() + 2;
                while (true) {
                    boolean ok = true;
                    for (int a : wr) if (le(a, number(Q.of(k)))) { ok = false; break; }
                    if (ok) break;
                    k--;
                }
                w = number(Q.of(k));
            }
        }
        awMemo.put(g, w);
        return w;
    }

    int ups(int n) {
        Integer memo = upsMemo.get(n);
        if (memo != null) return memo;
        int g;
        if (n == 0) g = zero;
        else if (n < 0) g = neg(ups(-n));
        else if (n == 1) g = intern(new int[] {zero}, new int[] {star});
        else g = add(ups(n - 1), ups(1));
        upsMemo.put(n, g);
        return g;
    }

    // g in partizan-canonical's notation.
    String show(int g) {
        Q x = val.get(g);
        if (x != null) return x.toString();
        Q[] s = stops(g);
        if (s[0].equals(s[1])) {
            int h = add(g, number(s[0].neg()));
            for (int n = -70; n <= 70; n++) {
                int m = nimIndex(add(h, neg(ups(n))));
                if (m < 0) continue;
                StringBuilder out = new StringBuilder();
                if (s[0].sign() != 0 || (n == 0 && m == 0)) out.append(s[0]);
                if (n != 0) {
                    out.append(n > 0 ? "^" : "v");
                    if (Math.abs(n) > 1) out.append(Math.abs(n));
                }
                if (m > 0) {
                    out.append('*');
                    if (m > 1) out.append(m);
                }
                return out.toString();
            }
        }
        List<String> l = new ArrayList<>(), r = new ArrayList<>();
        for (int o : left.get(g)) l.add(show(o));
        for (int o : right.get(g)) r.add(show(o));
        Collections.sort(l);
        Collections.sort(r);
        return "{" + String.join(",", l) + "|" + String.join(",", r) + "}";
    }

    // ---- thermographs ----
    static final class Wall {
        final List<Q[]> pts; // {t, v} from t = -1 up
        final Q top; // the slope beyond the last point

        Wall(List<Q[]> pts, Q top) {
            this.pts = pts;
            this.top = top;
        }

        Q at(Q t) {
            for (int i = pts.size() - 1; i >= 0; i--) {
                Q[] p = pts.get(i);
                if (p[0].compareTo(t) <= 0) {
                    if (i == pts.size() - 1) return p[1].add(top.mul(t.sub(p[0])));
                    Q[] b = pts.get(i + 1);
                    return p[1].add(b[1].sub(p[1]).div(b[0].sub(p[0])).mul(t.sub(p[0])));
                }
            }
            throw new IllegalStateException("t below -1");
        }

        Q last() { return pts.get(pts.size() - 1)[0]; }
    }

    static Wall constant(Q x) {
        List<Q[]> pts = new ArrayList<>();
        pts.add(new Q[] {BASE, x});
        return new Wall(pts, ZERO);
    }

    static Wall simplify(List<Q[]> pts, Q top) {
        List<Q[]> out = new ArrayList<>();
        out.add(pts.get(0));
        for (int i = 1; i < pts.size(); i++) {
            Q[] p = pts.get(i);
            if (p[0].equals(out.get(out.size() - 1)[0])) continue;
            out.add(p);
            while (out.size() >= 3) {
                Q[] a = out.get(out.size() - 3), b = out.get(out.size() - 2), c = out.get(out.size() - 1);
                if (b[1].sub(a[1]).mul(c[0].sub(b[0])).equals(c[1].sub(b[1]).mul(b[0].sub(a[0])))) out.remove(out.size() - 2);
                else break;
            }
        }
        if (out.size() >= 2) {
            Q[] a = out.get(out.size() - 2), b = out.get(out.size() - 1);
            if (b[1].sub(a[1]).equals(top.mul(b[0].sub(a[0])))) out.remove(out.size() - 1);
        }
        return new Wall(out, top);
    }

    static Wall tilt(Wall w, Q a) {
        List<Q[]> pts = new ArrayList<>();
        for (Q[] p : w.pts) pts.add(new Q[] {p[0], p[1].add(a.mul(p[0]))});
        return new Wall(pts, w.top.add(a));
    }

    static List<Q> times(Wall u, Wall w) {
        TreeSet<Q> ts = new TreeSet<>();
        for (Q[] p : u.pts) ts.add(p[0]);
        for (Q[] p : w.pts) ts.add(p[0]);
        return new ArrayList<>(ts);
    }

    static Wall combine(Wall u, Wall w, boolean pickMax) {
        List<Q> ts = times(u, w);
        TreeSet<Q> all = new TreeSet<>(ts);
        for (int i = 0; i + 1 < ts.size(); i++) {
            Q d0 = u.at(ts.get(i)).sub(w.at(ts.get(i))), d1 = u.at(ts.get(i + 1)).sub(w.at(ts.get(i + 1)));
            if (d0.sign() * d1.sign() < 0) all.add(ts.get(i).add(d0.div(d0.sub(d1)).mul(ts.get(i + 1).sub(ts.get(i)))));
        }
        Q last = ts.get(ts.size() - 1);
        Q d = u.at(last).sub(w.at(last)), ds = u.top.sub(w.top);
        if (ds.sign() != 0 && d.sign() * ds.sign() < 0) all.add(last.sub(d.div(ds)));
        List<Q[]> pts = new ArrayList<>();
        for (Q t : all) {
            Q a = u.at(t), b = w.at(t);
            boolean first = pickMax ? a.compareTo(b) >= 0 : a.compareTo(b) <= 0;
            pts.add(new Q[] {t, first ? a : b});
        }
        Q t = all.last();
        Q a = u.at(t), b = w.at(t);
        Q top;
        if (!a.equals(b)) top = (pickMax ? a.compareTo(b) > 0 : a.compareTo(b) < 0) ? u.top : w.top;
        else top = pickMax ? (u.top.compareTo(w.top) >= 0 ? u.top : w.top) : (u.top.compareTo(w.top) <= 0 ? u.top : w.top);
        return simplify(pts, top);
    }

    static Q meeting(Wall sl, Wall sr) {
        Q t0 = null, d0 = null;
        for (Q t : times(sl, sr)) {
            Q d = sl.at(t).sub(sr.at(t));
            if (d.sign() <= 0) return t0.add(d0.div(d0.sub(d)).mul(t.sub(t0)));
            t0 = t;
            d0 = d;
        }
        return t0.add(d0.div(sr.top.sub(sl.top)));
    }

    static Wall upTo(Wall w, Q tau, Q x) {
        List<Q[]> pts = new ArrayList<>();
        for (Q[] p : w.pts) if (p[0].compareTo(tau) < 0) pts.add(p);
        pts.add(new Q[] {tau, x});
        return simplify(pts, ZERO);
    }

    final Map<Integer, Wall[]> thermoMemo = new HashMap<>();

    Wall[] thermograph(int g) {
        Q x = val.get(g);
        if (x != null && x.isInt()) return new Wall[] {constant(x), constant(x)};
        Wall[] memo = thermoMemo.get(g);
        if (memo != null) return memo;
        Wall sl = null, sr = null;
        for (int o : opts(g, 0)) {
            Wall w = tilt(thermograph(o)[1], Q.of(-1));
            sl = sl == null ? w : combine(sl, w, true);
        }
        for (int o : opts(g, 1)) {
            Wall w = tilt(thermograph(o)[0], ONE);
            sr = sr == null ? w : combine(sr, w, false);
        }
        Q a = sl.at(BASE), b = sr.at(BASE);
        Wall[] res;
        if (a.compareTo(b) <= 0) {
            Q c = a.sign() > 0 ? a : b.sign() < 0 ? b : ZERO;
            res = new Wall[] {constant(c), constant(c)};
        } else {
            Q tau = meeting(sl, sr), m = sl.at(tau);
            res = new Wall[] {upTo(sl, tau, m), upTo(sr, tau, m)};
        }
        thermoMemo.put(g, res);
        return res;
    }

    static String showWall(Wall w) {
        List<String> crit = new ArrayList<>(), slopes = new ArrayList<>();
        slopes.add(w.top.toString());
        for (int i = w.pts.size() - 1; i >= 1; i--) {
            Q[] a = w.pts.get(i - 1), b = w.pts.get(i);
            crit.add(b[0].toString());
            slopes.add(b[1].sub(a[1]).div(b[0].sub(a[0])).toString());
        }
        return w.pts.get(w.pts.size() - 1)[1] + ",[" + String.join(",", crit) + "],[" + String.join(",", slopes) + "]";
    }

    // ---- CGSuite's notation ----
    final class Parser {
        final String s;
        int i;

        Parser(String s) { this.s = s; }

        char peek(int k) { return i + k < s.length() ? s.charAt(i + k) : 0; }

        void space() { while (peek(0) == ' ') i++; }

        int sum() {
            int acc = prefixed();
            while (true) {
                space();
                char c = peek(0);
                if (c == '+' && peek(1) == '-') acc = add(acc, prefixed());
                else if (c == '+') { i++; acc = add(acc, prefixed()); }
                else if (c == '-') { i++; acc = add(acc, neg(prefixed())); }
                else return acc;
            }
        }

        int prefixed() {
            space();
            if (peek(0) == '+' && peek(1) == '-') {
                i += 2;
                int g = prefixed();
                return canonical(new int[] {g}, new int[] {neg(g)});
            }
            if (peek(0) == '+') { i++; return prefixed(); }
            if (peek(0) == '-') { i++; return neg(prefixed()); }
            return primary();
        }

        BigInteger digits() {
            int start = i;
            while (Character.isDigit(peek(0))) i++;
            if (start == i) throw new IllegalStateException("digits expected");
            return new BigInteger(s.substring(start, i));
        }

        void expect(char c) {
            space();
            if (peek(0) != c) throw new IllegalStateException("expected " + c);
            i++;
        }

        int starDigits() {
            int save = i;
            space();
            if (Character.isDigit(peek(0))) return digits().intValue();
            i = save;
            return 1;
        }

        int primary() {
            space();
            char c = peek(0);
            if (c == '{') { i++; return braces(); }
            if (c == '(') { i++; int g = sum(); expect(')'); return g; }
            if (s.startsWith("Tiny(", i) || s.startsWith("Miny(", i)) {
                boolean tiny = c == 'T';
                i += 5;
                int g = sum();
                expect(')');
                if (tiny) return canonical(new int[] {zero}, new int[] {canonical(new int[] {zero}, new int[] {neg(g)})});
                return canonical(new int[] {canonical(new int[] {g}, new int[] {zero})}, new int[] {zero});
            }
            if (Character.isDigit(c)) {
                BigInteger num = digits(), den = BigInteger.ONE;
                if (peek(0) == '/') { i++; den = digits(); }
                return number(new Q(num, den));
            }
            if (c == '*') { i++; return nimber(starDigits()); }
            if (c == '^' || c == 'v') {
                i++;
                int n = 1;
                if (Character.isDigit(peek(0))) n = digits().intValue();
                else while (peek(0) == c) { n++; i++; }
                int save = i;
                space();
                int m = 0;
                if (peek(0) == '*') { i++; m = starDigits(); }
                else i = save;
                return add(ups(c == 'v' ? -n : n), nimber(m));
            }
            throw new IllegalStateException("unexpected character at " + i);
        }

        int braces() {
            List<Integer> items = new ArrayList<>(), seps = new ArrayList<>(); // item -1: empty
            while (true) {
                space();
                char c = peek(0);
                items.add(c == '|' || c == '}' || c == ',' ? -1 : sum());
                space();
                c = peek(0);
                if (c == '}') { i++; return fold(items, seps); }
                if (c == ',') { i++; seps.add(0); }
                else if (c == '|') {
                    int k = 0;
                    while (peek(0) == '|') { k++; i++; }
                    seps.add(k);
                } else throw new IllegalStateException("unexpected in braces");
            }
        }

        int fold(List<Integer> items, List<Integer> seps) {
            int j = 0;
            for (int i = 0; i < seps.size(); i++) if (seps.get(i) > seps.get(j)) j = i;
            List<List<Integer>> sides = new ArrayList<>();
            List<List<Integer>> its = Arrays.asList(items.subList(0, j + 1), items.subList(j + 1, items.size()));
            List<List<Integer>> sps = Arrays.asList(seps.subList(0, j), seps.subList(j + 1, seps.size()));
            for (int s = 0; s < 2; s++) {
                boolean slashed = false;
                for (int x : sps.get(s)) slashed |= x > 0;
                List<Integer> side = new ArrayList<>();
                if (slashed) side.add(fold(its.get(s), sps.get(s)));
                else if (!(its.get(s).size() == 1 && its.get(s).get(0) < 0)) side.addAll(its.get(s));
                sides.add(side);
            }
            return canonical(sides.get(0), sides.get(1));
        }
    }

    void run() throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, "UTF-8"));
        List<String> lines = new ArrayList<>();
        for (String l; (l = in.readLine()) != null;) {
            String t = l.trim().replaceAll("\\s+", " ");
            if (!t.isEmpty()) lines.add(t);
        }
        int q = Integer.parseInt(lines.get(0));
        StringBuilder out = new StringBuilder();
        for (String text : lines.subList(1, q + 1)) {
            int g = new Parser(text).sum();
            Wall[] th = thermograph(g);
            Q mean = th[0].pts.get(th[0].pts.size() - 1)[1];
            Q x = val.get(g), temp;
            if (x != null) temp = new Q(BigInteger.ONE.negate(), x.d);
            else {
                temp = BASE;
                for (Wall w : th) if (w.pts.size() > 1 && w.last().compareTo(temp) > 0) temp = w.last();
            }
            Q[] s = stops(g);
            String aw = allSmall(g) ? show(atomicWeight(g)) : "-";
            out.append(outcome(g)).append(' ').append(s[0]).append(' ').append(s[1]).append(' ').append(mean)
                    .append(' ').append(temp).append(' ').append(birthday(g)).append(' ').append(aw)
                    .append(" Thermograph(").append(showWall(th[0])).append(',').append(showWall(th[1])).append(")\n");
        }
        System.out.print(out);
        System.out.flush();
    }

    public static void main(String[] args) throws Exception {
        Thread t = new Thread(null, () -> {
            try {
                new Main().run();
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }, "main", 1L << 29);
        t.start();
        t.join();
    }
}
