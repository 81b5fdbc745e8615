// loopy-token-sum: tokens on a digraph with cycles (our own problem; its statement is the package README), Java reference.
// In: n m, m arcs u v, then q positions k t_1..t_k. Out: each vertex's
// generalized Sprague-Grundy value (g, or inf and the finite values of its
// followers), then WIN, LOSE or DRAW for each position.
// Smith's rounds i = 0, 1, ...: an unlabelled vertex takes i when no follower
// has i and every follower that is unlabelled or inf has a follower with i;
// then every unlabelled vertex with no follower labelled i is inf. Here each
// round is a worklist: a vertex is re-examined (its followers scanned again)
// whenever a follower's follower takes i, instead of keeping counters. A sum:
// all finite, LOSE exactly when the XOR is 0; one inf(K), WIN exactly when
// the XOR of the others lies in K; otherwise DRAW.
import java.io.DataInputStream;
import java.io.IOException;
import java.util.ArrayDeque;
import java.util.TreeSet;

public class Main {
    static final int UNLABELLED = -1, INF = -2;

    public static void main(String[] args) throws IOException {
        DataInputStream in = new DataInputStream(new java.io.BufferedInputStream(System.in, 1 << 16));
        int n = next(in), m = next(in);
        int[] tail = new int[m], head = new int[m];
        int[] outDeg = new int[n], inDeg = new int[n];
        for (int i = 0; i < m; i++) {
            tail[i] = next(in) - 1;
            head[i] = next(in) - 1;
            outDeg[tail[i]]++;
            inDeg[head[i]]++;
        }
        int[][] succ = new int[n][], pred = new int[n][];
        for (int v = 0; v < n; v++) { succ[v] = new int[outDeg[v]]; pred[v] = new int[inDeg[v]]; }
        int[] so = new int[n], pi = new int[n];
        for (int i = 0; i < m; i++) { succ[tail[i]][so[tail[i]]++] = head[i]; pred[head[i]][pi[head[i]]++] = tail[i]; }
        int[] label = new int[n];
        java.util.Arrays.fill(label, UNLABELLED);
        boolean[] hasRound = new boolean[n];
        boolean[] queued = new boolean[n];
        int unlabelled = n;
        for (int round = 0; unlabelled > 0; round++) {
            java.util.Arrays.fill(hasRound, false);
            ArrayDeque<Integer> work = new ArrayDeque<>();
            for (int v = 0; v < n; v++) if (label[v] == UNLABELLED) { work.add(v); queued[v] = true; }
            while (!work.isEmpty()) {
                int u = work.poll();
                queued[u] = false;
                if (label[u] != UNLABELLED || hasRound[u]) continue;
                boolean ok = true;
                for (int f : succ[u]) {
                    if ((label[f] == UNLABELLED || label[f] == INF) && !hasRound[f]) { ok = false; break; }
                }
                if (!ok) continue;
                label[u] = round;
                unlabelled--;
                for (int p : pred[u]) {
                    if (hasRound[p]) continue;
                    hasRound[p] = true;
                    for (int r : pred[p]) {
                        if (label[r] == UNLABELLED && !hasRound[r] && !queued[r]) { work.add(r); queued[r] = true; }
                    }
                }
            }
            for (int v = 0; v < n; v++) {
                if (label[v] == UNLABELLED && !hasRound[v]) { label[v] = INF; unlabelled--; }
            }
        }
        StringBuilder sb = new StringBuilder();
        TreeSet<Integer>[] reach = new TreeSet[n];
        for (int v = 0; v < n; v++) {
            if (label[v] != INF) { sb.append(label[v]).append('\n'); continue; }
            reach[v] = new TreeSet<>();
            for (int f : succ[v]) if (label[f] >= 0) reach[v].add(label[f]);
            sb.append("inf");
            for (int k : reach[v]) sb.append(' ').append(k);
            sb.append('\n');
        }
        int q = next(in);
        while (q-- > 0) {
            int k = next(in), x = 0, infs = 0, at = -1;
            while (k-- > 0) {
                int t = next(in) - 1;
                if (label[t] == INF) { infs++; at = t; } else x ^= label[t];
            }
            if (infs == 0) sb.append(x == 0 ? "LOSE\n" : "WIN\n");
            else if (infs == 1 && reach[at].contains(x)) sb.append("WIN\n");
            else sb.append("DRAW\n");
        }
        System.out.print(sb);
    }

    static int next(DataInputStream in) throws IOException {
        int c = in.read();
        while (c == ' ' || c == '\n' || c == '\r') c = in.read();
        int v = 0;
        while (c >= '0' && c <= '9') { v = v * 10 + c - '0'; c = in.read(); }
        return v;
    }
}
