// AtCoder ABC278 G Generalized Subtraction Game, Java player.
// In: N L R from the judge, then its moves "a b" (0 0: it cannot move, we
// won). Out: First or Second, then our moves "x y".
// If some block size y in L..R has the parity of N, we go first and remove
// the middle y cards, leaving two equal rows; from then on each judge's
// move is copied into the other row, so we always have a move. Otherwise
// L = R and N - L is odd: a row of m cards is a heap whose Grundy value is
// the mex over the cuts into a and m - L - a, and we keep the XOR at 0.
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.util.StringTokenizer;

public class Main {
    static BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
    static StringTokenizer words = new StringTokenizer("");
    static PrintStream out = System.out;

    static int read() throws IOException {
        while (!words.hasMoreTokens()) {
            String line = in.readLine();
            if (line == null) return 0;
            words = new StringTokenizer(line);
        }
        return Integer.parseInt(words.nextToken());
    }

    static void say(String line) {
        out.println(line);
        out.flush();
    }

    public static void main(String[] args) throws IOException {
        int n = read(), l = read(), r = read();
        int y = -1;
        for (int k = l; k <= r && k <= n; k++) {
            if ((n - k) % 2 == 0) {
                y = k;
                break;
            }
        }
        if (y >= 0) {
            int half = (n - y) / 2;
            say("First");
            say((half + 1) + " " + y);
            while (true) {
                int a = read(), b = read();
                if (a <= 0) return;
                int x = a <= half ? a + half + y : a - half - y;
                say(x + " " + b);
            }
        }
        int[] g = new int[n + 1];
        boolean[] seen = new boolean[2 * n + 2];
        for (int m = l; m <= n; m++) {
            java.util.Arrays.fill(seen, false);
            for (int a = 0; a + l <= m; a++) seen[g[a] ^ g[m - l - a]] = true;
            int v = 0;
            while (seen[v]) v++;
            g[m] = v;
        }
        boolean[] present = new boolean[n + 2];
        for (int c = 1; c <= n; c++) present[c] = true;
        boolean ours = g[n] != 0;
        say(ours ? "First" : "Second");
        while (true) {
            if (ours) {
                int total = 0;
                for (int c = 1; c <= n; ) {
                    if (!present[c]) { c++; continue; }
                    int s = c;
                    while (c <= n && present[c]) c++;
                    total ^= g[c - s];
                }
                int x = 0;
                for (int c = 1; c <= n && x == 0; ) {
                    if (!present[c]) { c++; continue; }
                    int s = c;
                    while (c <= n && present[c]) c++;
                    int m = c - s;
                    for (int a = 0; a + l <= m; a++) {
                        if ((total ^ g[m] ^ g[a] ^ g[m - l - a]) == 0) {
                            x = s + a;
                            break;
                        }
                    }
                }
                if (x == 0) { // lost: never from the side chosen
                    say("0 0");
                    return;
                }
                say(x + " " + l);
                for (int c = x; c < x + l; c++) present[c] = false;
            } else {
                int a = read(), b = read();
                if (a <= 0) return;
                for (int c = a; c < a + b; c++) present[c] = false;
            }
            ours = !ours;
        }
    }
}
