// AtCoder ARC038 D: the number the piece ends on under best play (the first
// player maximizing, the second minimizing; a turn moves the piece along an
// arc or ends the game). Written differently from the Go and Python
// references: for each threshold d, taken from the sorted numbers by a
// binary search, the set of positions from which the first player can
// force an end on at least d is grown as an attractor: a first-player
// position joins when it stands on a number >= d or one move reaches the
// set; a second-player position joins when its number is >= d (ending
// there would not help her) and every move reaches the set (so one with no
// move and a number >= d joins at once).
import java.io.DataInputStream;
import java.io.IOException;
import java.util.Arrays;

public class Main {
    static DataInputStream in = new DataInputStream(new java.io.BufferedInputStream(System.in, 1 << 16));

    static int next() throws IOException {
        int r = 0, b = in.read();
        while (b < '0' || b > '9') b = in.read();
        while (b >= '0' && b <= '9') {
            r = r * 10 + (b - '0');
            b = in.read();
        }
        return r;
    }

    static int n, m;
    static int[] x, start, pred, deg;

    // Whether the first player, to move at vertex 1, forces an end on >= d.
    static boolean attract(int d) {
        boolean[] inFirst = new boolean[n];  // first to move at v: in the set
        boolean[] inSecond = new boolean[n]; // second to move at v: in the set
        int[] missing = new int[n];          // second's moves not yet into the set
        int[] queue = new int[2 * n];
        int tail = 0;
        for (int v = 0; v < n; v++) {
            missing[v] = deg[v];
            if (x[v] >= d) {
                inFirst[v] = true;
                queue[tail++] = v;
                if (deg[v] == 0) {
                    inSecond[v] = true;
                    queue[tail++] = n + v;
                }
            }
        }
        for (int head = 0; head < tail; head++) {
            int s = queue[head];
            int v = s % n;
            for (int i = start[v]; i < start[v + 1]; i++) {
                int u = pred[i];
                if (s >= n) {
                    // The second to move at v is in: the first at u moves there.
                    if (!inFirst[u]) {
                        inFirst[u] = true;
                        queue[tail++] = u;
                    }
                } else {
                    // The first to move at v is in: one more of the second's moves at u.
                    if (!inSecond[u] && x[u] >= d) {
                        missing[u]--;
                        if (missing[u] == 0) {
                            inSecond[u] = true;
                            queue[tail++] = n + u;
                        }
                    }
                }
            }
        }
        return inFirst[0];
    }

    public static void main(String[] args) throws IOException {
        n = next();
        m = next();
        x = new int[n];
        for (int i = 0; i < n; i++) x[i] = next();
        int[] a = new int[m], b = new int[m];
        start = new int[n + 1];
        deg = new int[n];
        for (int i = 0; i < m; i++) {
            a[i] = next() - 1;
            b[i] = next() - 1;
            start[b[i] + 1]++;
            deg[a[i]]++;
        }
        for (int i = 0; i < n; i++) start[i + 1] += start[i];
        pred = new int[m];
        int[] fill = Arrays.copyOf(start, n);
        for (int i = 0; i < m; i++) pred[fill[b[i]]++] = a[i];
        int[] cand = x.clone();
        Arrays.sort(cand);
        int lo = 0, hi = n - 1;
        while (lo < hi) {
            int mid = (lo + hi + 1) / 2;
            if (attract(cand[mid])) lo = mid;
            else hi = mid - 1;
        }
        System.out.println(cand[lo]);
    }
}
