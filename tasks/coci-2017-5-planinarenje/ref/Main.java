// COCI 2017/18 contest 5, Planinarenje, Java reference (the file to submit
// where the host takes no Rust; Java 6 code).
// In: N M, then M trails v d (peak v, valley d). Out: N lines, Slavko when
// every maximum matching covers peak i (he moves first), else Mirko.
// Kuhn's augmenting paths with an explicit stack, then a breadth-first
// search from the unmatched peaks, down any trail and up the matched one:
// the peaks it reaches are avoided by some maximum matching.
import java.io.DataInputStream;
import java.io.IOException;
import java.io.PrintStream;

public class Main {
    static DataInputStream in;

    static int readInt() throws IOException {
        int c = in.read();
        while (c == ' ' || c == '\n' || c == '\r' || c == '\t') c = in.read();
        int n = 0;
        while (c >= '0' && c <= '9') {
            n = n * 10 + (c - '0');
            c = in.read();
        }
        return n;
    }

    public static void main(String[] args) throws IOException {
        in = new DataInputStream(new java.io.BufferedInputStream(System.in, 1 << 16));
        int n = readInt(), m = readInt();
        int[] head = new int[n + 1];
        java.util.Arrays.fill(head, -1);
        int[] next = new int[m];
        int[] to = new int[m];
        for (int i = 0; i < m; i++) {
            int v = readInt(), d = readInt();
            to[i] = d;
            next[i] = head[v];
            head[v] = i;
        }
        int[] valleyOf = new int[n + 1];
        int[] peakOf = new int[n + 1];
        int[] seen = new int[n + 1];
        int[] stackPeak = new int[n + 1];
        int[] stackEdge = new int[n + 1];
        int[] via = new int[n + 1];
        for (int root = 1; root <= n; root++) {
            int top = 0;
            stackPeak[top] = root;
            stackEdge[top] = head[root];
            top++;
            int found = 0;
            while (top > 0 && found == 0) {
                int p = stackPeak[top - 1];
                int e = stackEdge[top - 1];
                if (e < 0) {
                    top--;
                    continue;
                }
                stackEdge[top - 1] = next[e];
                int d = to[e];
                if (seen[d] == root) continue;
                seen[d] = root;
                via[d] = p;
                if (peakOf[d] == 0) {
                    found = d;
                } else {
                    int q = peakOf[d];
                    stackPeak[top] = q;
                    stackEdge[top] = head[q];
                    top++;
                }
            }
            int d = found;
            while (d != 0) {
                int p = via[d];
                int old = valleyOf[p];
                valleyOf[p] = d;
                peakOf[d] = p;
                d = old;
            }
        }
        boolean[] avoidable = new boolean[n + 1];
        int[] queue = new int[n];
        int tail = 0;
        for (int p = 1; p <= n; p++) {
            if (valleyOf[p] == 0) {
                avoidable[p] = true;
                queue[tail++] = p;
            }
        }
        for (int h = 0; h < tail; h++) {
            int p = queue[h];
            for (int e = head[p]; e >= 0; e = next[e]) {
                int q = peakOf[to[e]];
                if (q != 0 && !avoidable[q]) {
                    avoidable[q] = true;
                    queue[tail++] = q;
                }
            }
        }
        StringBuilder sb = new StringBuilder();
        for (int p = 1; p <= n; p++) sb.append(avoidable[p] ? "Mirko\n" : "Slavko\n");
        PrintStream out = new PrintStream(System.out, false);
        out.print(sb);
        out.flush();
    }
}
