// AtCoder ARC 091 F Strange Nim (https://atcoder.jp/contests/arc091/tasks/arc091_d), Java reference.
// In: N, then N lines "A K": a pile of A stones, a move takes 1 to floor(x/K) of its x.
// Out: "Takahashi" if the first player wins, else "Aoki".
// Theory: g(x) = 0 for x < K, x/K when K divides x, else g(x - floor(x/K) - 1);
// the steps with one quotient q all subtract q + 1: take them in one jump.
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.StringTokenizer;

public class Main {
    static long grundy(long x, long k) {
        while (true) {
            long q = x / k;
            if (q == 0) return 0;
            long r = x % k;
            if (r == 0) return q;
            long steps = (r + q) / (q + 1);
            x -= steps * (q + 1);
        }
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        StringBuilder all = new StringBuilder();
        String line;
        while ((line = in.readLine()) != null) all.append(line).append(' ');
        StringTokenizer st = new StringTokenizer(all.toString());
        int n = Integer.parseInt(st.nextToken());
        long x = 0;
        for (int i = 0; i < n; i++) {
            long a = Long.parseLong(st.nextToken());
            long k = Long.parseLong(st.nextToken());
            x ^= grundy(a, k);
        }
        System.out.println(x != 0 ? "Takahashi" : "Aoki");
    }
}
