// AtCoder tkppc6-1 P Game on Colored Tree (https://atcoder.jp/contests/tkppc6-1/tasks/tkppc6_1_p), Java reference.
// In: T, then per test N and N - 1 edges "A B C" (C = B or R) of a tree rooted at 1.
// Out: per test "First" if Blue, moving first, wins the Blue-Red Hackenbush game, else "Second".
// Theory: every position is a number; a vertex is worth the sum of its edges, a Blue
// edge over a subtree worth x is worth (x + n) / 2^(n-1) for the least n >= 1 with
// x + n > 1, a Red one the negative of that for -x; Blue first wins iff the root > 0.
// Values are exact: BigIntegers counting units of 2^-SCALE (every denominator a tree
// of N <= 40 vertices needs is far smaller); children before parents, no recursion.
import java.io.DataInputStream;
import java.io.IOException;
import java.math.BigInteger;
import java.util.ArrayList;

@SuppressWarnings("unchecked")
public class Main {
    static final int SCALE = 400;
    static final BigInteger ONE = BigInteger.ONE.shiftLeft(SCALE);

    static BigInteger blueEdge(BigInteger x) {
        long n = 1;
        while (x.add(ONE.multiply(BigInteger.valueOf(n))).compareTo(ONE) <= 0) n++;
        BigInteger sum = x.add(ONE.multiply(BigInteger.valueOf(n)));
        if (sum.getLowestSetBit() < n - 1) throw new ArithmeticException("beyond 2^-" + SCALE);
        return sum.shiftRight((int) (n - 1));
    }

    public static void main(String[] args) throws IOException {
        String[] tok = new String(new DataInputStream(System.in).readAllBytes()).trim().split("\\s+");
        int pos = 0;
        int t = Integer.parseInt(tok[pos++]);
        StringBuilder out = new StringBuilder();
        while (t-- > 0) {
            int n = Integer.parseInt(tok[pos++]);
            ArrayList<int[]>[] adj = new ArrayList[n];
            for (int i = 0; i < n; i++) adj[i] = new ArrayList<>();
            for (int i = 0; i < n - 1; i++) {
                int a = Integer.parseInt(tok[pos++]) - 1, b = Integer.parseInt(tok[pos++]) - 1;
                int blue = tok[pos++].equals("B") ? 1 : 0;
                adj[a].add(new int[] {b, blue});
                adj[b].add(new int[] {a, blue});
            }
            int[] parent = new int[n], order = new int[n];
            boolean[] blue = new boolean[n], seen = new boolean[n];
            int len = 1;
            seen[0] = true;
            for (int i = 0; i < len; i++) {
                int v = order[i];
                for (int[] e : adj[v]) {
                    if (!seen[e[0]]) {
                        seen[e[0]] = true;
                        parent[e[0]] = v;
                        blue[e[0]] = e[1] == 1;
                        order[len++] = e[0];
                    }
                }
            }
            BigInteger[] value = new BigInteger[n];
            java.util.Arrays.fill(value, BigInteger.ZERO);
            for (int i = n - 1; i > 0; i--) {
                int v = order[i];
                BigInteger e = blue[v] ? blueEdge(value[v]) : blueEdge(value[v].negate()).negate();
                value[parent[v]] = value[parent[v]].add(e);
            }
            out.append(value[0].signum() > 0 ? "First\n" : "Second\n");
        }
        System.out.print(out);
    }
}
