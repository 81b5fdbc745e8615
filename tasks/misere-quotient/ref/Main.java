// misere-quotient reference (Java): the misère quotient of an octal game by
// brute force, written from the statement (tasks/misere-quotient/README.md).
//
// The misère outcome of a sum of heaps (a count of each heap size 1..n)
// comes from a memoized search of the game. Two sums u, v are alike when
// u + t and v + t have the same outcome for every test t; the tests are the
// representatives found so far and the divisors of every sum that refuted a
// guess. Representatives grow while some rep + (one heap) is alike to none;
// the guess is then checked against the search on every sum of at most
// DEGREE heaps and every rep with at most NEAR more heaps (and on the
// heaps' actions commuting), and a wrong sum adds its divisors to the tests. The
// generators are the heaps' elements in heap order, each taken when the
// earlier ones do not generate it, then each dropped, first to last, that
// the rest generate. Normal forms are
// least words in the statement's order, relations the minimal words that
// are not normal forms.
import java.io.*;
import java.util.*;

public class Main {
    static final int DEGREE = 6;
    static final int NEAR = 3;
    static int n;
    static List<List<int[]>> heapOpts = new ArrayList<List<int[]>>();
    static HashMap<String, Boolean> memo = new HashMap<String, Boolean>();
    static List<int[]> reps;
    static int[][] table;

    static String key(int[] w) {
        char[] c = new char[w.length];
        for (int i = 0; i < w.length; i++) c[i] = (char) w[i];
        return new String(c);
    }

    static boolean moverWins(int[] w) {
        String k = key(w);
        Boolean v = memo.get(k);
        if (v != null) return v;
        boolean moved = false, win = false;
        for (int s = 1; s <= n && !win; s++) {
            if (w[s - 1] == 0) continue;
            for (int[] opt : heapOpts.get(s)) {
                moved = true;
                int[] c = w.clone();
                c[s - 1]--;
                for (int t : opt) c[t - 1]++;
                if (!moverWins(c)) {
                    win = true;
                    break;
                }
            }
        }
        boolean res = win || !moved;
        memo.put(k, res);
        return res;
    }

    static int[] add(int[] u, int[] v) {
        int[] c = new int[n];
        for (int i = 0; i < n; i++) c[i] = u[i] + v[i];
        return c;
    }

    static int[] unit(int j) {
        int[] c = new int[n];
        c[j - 1] = 1;
        return c;
    }

    static List<int[]> words(int h, int deg) {
        List<int[]> out = new ArrayList<int[]>();
        out.add(new int[n]);
        List<int[]> frontier = new ArrayList<int[]>(out);
        for (int d = 0; d < deg; d++) {
            List<int[]> next = new ArrayList<int[]>();
            for (int[] w : frontier) {
                int last = 0;
                for (int i = 0; i < n; i++) if (w[i] > 0) last = i;
                for (int j = last; j < h; j++) {
                    int[] v = w.clone();
                    v[j]++;
                    next.add(v);
                }
            }
            out.addAll(next);
            frontier = next;
        }
        return out;
    }

    static List<int[]> divisors(int[] w) {
        List<int[]> out = new ArrayList<int[]>();
        out.add(new int[0]);
        for (int c : w) {
            List<int[]> next = new ArrayList<int[]>();
            for (int[] d : out) {
                for (int e = 0; e <= c; e++) {
                    int[] v = Arrays.copyOf(d, d.length + 1);
                    v[d.length] = e;
                    next.add(v);
                }
            }
            out = next;
        }
        return out;
    }

    static String sig(int[] w, List<int[]> tests) {
        char[] b = new char[tests.size()];
        for (int i = 0; i < b.length; i++) b[i] = moverWins(add(w, tests.get(i))) ? '1' : '0';
        return new String(b);
    }

    static void quotient(int h) {
        reps = new ArrayList<int[]>();
        reps.add(new int[n]);
        TreeMap<String, int[]> extra = new TreeMap<String, int[]>();
        List<int[]> checks = words(h, DEGREE);
        List<int[]> near = words(h, NEAR);
        while (true) {
            HashMap<String, Integer> known;
            List<int[]> tests;
            while (true) {
                tests = new ArrayList<int[]>(reps);
                tests.addAll(extra.values());
                known = new HashMap<String, Integer>();
                for (int i = 0; i < reps.size(); i++) known.put(sig(reps.get(i), tests), i);
                boolean grew = false;
                int cur = reps.size();
                for (int x = 0; x < cur; x++) {
                    for (int j = 1; j <= h; j++) {
                        int[] w = add(reps.get(x), unit(j));
                        String s = sig(w, tests);
                        if (!known.containsKey(s)) {
                            known.put(s, reps.size());
                            reps.add(w);
                            grew = true;
                        }
                    }
                }
                if (!grew) break;
            }
            table = new int[reps.size()][h];
            boolean[] p = new boolean[reps.size()];
            for (int x = 0; x < reps.size(); x++) {
                for (int j = 1; j <= h; j++) table[x][j - 1] = known.get(sig(add(reps.get(x), unit(j)), tests));
                p[x] = !moverWins(reps.get(x));
            }
            // The heaps' actions must commute: where x+i+j and x+j+i part, a
            // test t tells the two apart, and j+t (or i+t) refutes a claim on
            // the way; both join the tests.
            List<int[]> split = null;
            for (int x = 0; x < reps.size() && split == null; x++) {
                for (int i = 0; i < h && split == null; i++) {
                    for (int j = i + 1; j < h && split == null; j++) {
                        int a = table[table[x][i]][j], b = table[table[x][j]][i];
                        if (a == b) continue;
                        for (int[] t : tests) {
                            if (moverWins(add(reps.get(a), t)) != moverWins(add(reps.get(b), t))) {
                                split = new ArrayList<int[]>();
                                split.add(add(unit(i + 1), t));
                                split.add(add(unit(j + 1), t));
                                break;
                            }
                        }
                    }
                }
            }
            if (split != null) {
                for (int[] w : split) for (int[] d : divisors(w)) extra.put(key(d), d);
                continue;
            }
            int[] wrong = null;
            List<int[]> all = new ArrayList<int[]>(checks);
            for (int[] r : reps) for (int[] v : near) all.add(add(r, v));
            for (int[] w : all) {
                int x = 0;
                for (int j = 1; j <= h; j++) for (int e = 0; e < w[j - 1]; e++) x = table[x][j - 1];
                if (p[x] == moverWins(w)) {
                    wrong = w;
                    break;
                }
            }
            if (wrong == null) return;
            for (int[] d : divisors(wrong)) extra.put(key(d), d);
        }
    }

    static int times(int x, int[] w) {
        for (int j = 1; j <= n; j++) for (int e = 0; e < w[j - 1]; e++) x = table[x][j - 1];
        return x;
    }

    static int cmp(int[] u, int[] v) {
        for (int i = u.length - 1; i >= 0; i--) if (u[i] != v[i]) return u[i] < v[i] ? -1 : 1;
        return 0;
    }

    static String show(int[] w) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < w.length; i++) {
            if (w[i] > 0) {
                sb.append((char) ('a' + i));
                if (w[i] > 1) sb.append(w[i]);
            }
        }
        return sb.length() == 0 ? "1" : sb.toString();
    }

    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in)));
        in.resetSyntax();
        in.wordChars(33, 126);
        in.whitespaceChars(0, 32);
        in.nextToken();
        String code = in.sval;
        in.nextToken();
        n = Integer.parseInt(in.sval);
        in.nextToken();
        int q = Integer.parseInt(in.sval);
        int[][] sums = new int[q][];
        for (int i = 0; i < q; i++) {
            in.nextToken();
            int k = Integer.parseInt(in.sval);
            sums[i] = new int[k];
            for (int j = 0; j < k; j++) {
                in.nextToken();
                sums[i][j] = Integer.parseInt(in.sval);
            }
        }
        String digits = code.substring(2);
        for (int s = 0; s <= n; s++) {
            List<int[]> opts = new ArrayList<int[]>();
            for (int j = 1; j <= digits.length(); j++) {
                int d = digits.charAt(j - 1) - '0';
                if (s < j) continue;
                int r = s - j;
                if ((d & 1) != 0 && r == 0) opts.add(new int[0]);
                if ((d & 2) != 0 && r > 0) opts.add(new int[] {r});
                if ((d & 4) != 0) for (int a = 1; a <= r / 2; a++) opts.add(new int[] {a, r - a});
            }
            heapOpts.add(opts);
        }
        quotient(n);
        int order = reps.size();
        boolean[] p = new boolean[order];
        int psize = 0;
        for (int x = 0; x < order; x++) {
            p[x] = !moverWins(reps.get(x));
            if (p[x]) psize++;
        }
        // The generators: the heaps' elements in heap order, each taken when
        // the ones taken before do not generate it; then each dropped, first
        // to last, that the rest generate.
        List<Integer> letters = new ArrayList<Integer>();
        for (int h = 1; h <= n; h++) {
            int x = table[0][h - 1];
            if (!generated(x, letters)) letters.add(x);
        }
        for (int i = 0; i < letters.size();) {
            List<Integer> rest = new ArrayList<Integer>(letters);
            rest.remove(i);
            if (generated(letters.get(i), rest)) letters = rest;
            else i++;
        }
        int g = letters.size();
        HashMap<Integer, int[]> nf = new HashMap<Integer, int[]>();
        nf.put(0, new int[g]);
        for (int i = 0; i < g; i++) {
            List<Integer> lower = new ArrayList<Integer>(nf.keySet());
            final HashMap<Integer, int[]> nff = nf;
            Collections.sort(lower, new Comparator<Integer>() {
                public int compare(Integer a, Integer b) {
                    return cmp(nff.get(a), nff.get(b));
                }
            });
            int power = 0;
            HashSet<Integer> seen = new HashSet<Integer>();
            for (int e = 1; ; e++) {
                power = times(power, reps.get(letters.get(i)));
                if (!seen.add(power)) break;
                for (int y : lower) {
                    int z = times(y, reps.get(power));
                    if (!nf.containsKey(z)) {
                        int[] w = nf.get(y).clone();
                        w[i] = e;
                        nf.put(z, w);
                    }
                }
            }
        }
        if (nf.size() != order) {
            System.err.println("error: the generators do not generate the quotient");
            System.exit(1);
        }
        HashMap<String, Integer> element = new HashMap<String, Integer>();
        for (Map.Entry<Integer, int[]> en : nf.entrySet()) element.put(Arrays.toString(en.getValue()), en.getKey());
        List<int[]> minimal = new ArrayList<int[]>();
        for (int x = 0; x < order; x++) {
            for (int i = 0; i < g; i++) {
                int[] w = nf.get(x).clone();
                w[i]++;
                if (element.containsKey(Arrays.toString(w))) continue;
                boolean covered = false;
                for (int[] m : minimal) if (multiple(w, m)) covered = true;
                if (covered) continue;
                for (Iterator<int[]> it = minimal.iterator(); it.hasNext();) if (multiple(it.next(), w)) it.remove();
                minimal.add(w);
            }
        }
        Comparator<int[]> byOrder = new Comparator<int[]>() {
            public int compare(int[] a, int[] b) {
                return cmp(a, b);
            }
        };
        Collections.sort(minimal, byOrder);
        String line;
        if (order <= 2 || (psize == 2 && ((order - 2) & (order - 3)) == 0)) {
            int lg = 31 - Integer.numberOfLeadingZeros(order);
            line = "(Q,P) = T" + lg;
        } else {
            StringBuilder sb = new StringBuilder("Q = <");
            for (int i = 0; i < g; i++) sb.append(i > 0 ? "," : "").append((char) ('a' + i));
            sb.append(" | ");
            for (int i = 0; i < minimal.size(); i++) {
                int[] m = minimal.get(i);
                int x = 0;
                for (int l = 0; l < g; l++) for (int e = 0; e < m[l]; e++) x = times(x, reps.get(letters.get(l)));
                sb.append(i > 0 ? "," : "").append(show(m)).append('=').append(show(nf.get(x)));
            }
            sb.append(">; P = {");
            List<int[]> pws = new ArrayList<int[]>();
            for (int x = 0; x < order; x++) if (p[x]) pws.add(nf.get(x));
            Collections.sort(pws, byOrder);
            for (int i = 0; i < pws.size(); i++) sb.append(i > 0 ? "," : "").append(show(pws.get(i)));
            sb.append("}");
            line = sb.toString();
        }
        StringBuilder out = new StringBuilder();
        out.append(order).append(' ').append(psize).append('\n').append(line).append('\n');
        for (int[] s : sums) {
            int x = 0;
            for (int h : s) if (h > 0) x = table[x][h - 1];
            out.append(p[x] ? "SECOND" : "FIRST").append('\n');
        }
        System.out.print(out);
    }

    static boolean generated(int x, List<Integer> gens) {
        HashSet<Integer> reach = new HashSet<Integer>();
        reach.add(0);
        ArrayDeque<Integer> stack = new ArrayDeque<Integer>();
        stack.push(0);
        while (!stack.isEmpty()) {
            int z = stack.pop();
            for (int y : gens) {
                int v = times(z, reps.get(y));
                if (reach.add(v)) stack.push(v);
            }
        }
        return reach.contains(x);
    }

    static boolean multiple(int[] u, int[] v) {
        for (int i = 0; i < u.length; i++) if (u[i] < v[i]) return false;
        return true;
    }
}
