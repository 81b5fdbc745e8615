// AtCoder ABC265 Ex No-capture Lance Game (https://atcoder.jp/contests/abc265/tasks/abc265_h), Java reference.
// In: H W. Out: how many of the (W(W-1))^H placements are first-player wins, mod 998244353.
// Theory: a row whose pieces face away is the integer (first's free squares) - (second's);
// one whose pieces face each other is the nimber *gap; a board is x + *m, a first-player
// win iff x > 0 or (x = 0 and m != 0). Counting: x > 0 and x < 0 are equally many, and
// with the middle coefficients of powers of the integer rows' polynomial A and the XOR
// counts by the Walsh-Hadamard transform Bh of the gaps, the answer is
// 2^(H-1) T^H + [x^0](A + T)^H / 2 - sum_s [x^0](A + Bh_s)^H / M, T = W(W-1)/2;
// [x^0] of a power from the recurrence of P F' = H P' F, F = P^H.
import java.util.HashMap;
import java.util.Map;
import java.util.Scanner;

public class Main {
    static final long MOD = 998244353L;

    static long power(long b, long e) {
        b %= MOD;
        long r = 1;
        for (; e > 0; e >>= 1, b = b * b % MOD) if ((e & 1) == 1) r = r * b % MOD;
        return r;
    }

    /** [x^0] (A + beta)^h, a[j] the coefficient of x^(j - d). */
    static long central(long[] a, int d, long beta, long h, long[] inv) {
        long[] p = a.clone();
        p[d] = (p[d] + beta) % MOD;
        if (d == 0) return power(p[0], h);
        int n = d * (int) h;
        long[] f = new long[n + 1];
        f[0] = 1;
        long h1 = (h + 1) % MOD;
        for (int i = 1; i <= n; i++) {
            long s1 = 0, s2 = 0;
            for (int j = 1; j <= 2 * d && j <= i; j++) {
                s1 = (s1 + h1 * j % MOD * p[j] % MOD * f[i - j]) % MOD;
                s2 = (s2 + p[j] * f[i - j]) % MOD;
            }
            f[i] = ((s1 - (long) i * s2 % MOD) % MOD + MOD) % MOD * inv[i] % MOD;
        }
        return f[n];
    }

    public static void main(String[] args) {
        Scanner in = new Scanner(System.in);
        long h = in.nextLong();
        int w = in.nextInt();
        int d = w - 2;
        long[] a = new long[2 * d + 1];
        int m = 1;
        while (m < w - 1) m *= 2;
        long[] gaps = new long[m];
        for (int first = 0; first < w; first++)
            for (int second = 0; second < w; second++)
                if (first < second) a[first - (w - 1 - second) + d]++;
                else if (first > second) gaps[first - second - 1]++;
        long t = (long) w * (w - 1) / 2;
        long[] inv = new long[d * (int) h + 2];
        inv[1] = 1;
        for (int i = 2; i < inv.length; i++) inv[i] = (MOD - MOD / i * inv[(int) (MOD % i)] % MOD) % MOD;
        Map<Long, Long> times = new HashMap<>();
        for (int s = 0; s < m; s++) {
            long v = 0;
            for (int g = 0; g < m; g++) v += Integer.bitCount(g & s) % 2 == 0 ? gaps[g] : -gaps[g];
            times.merge(v, 1L, Long::sum);
        }
        long ans = power(2, h - 1) * power(t, h) % MOD;
        ans = (ans + power(2, MOD - 2) * central(a, d, t, h, inv)) % MOD;
        long invM = power(m, MOD - 2);
        for (Map.Entry<Long, Long> e : times.entrySet()) {
            long beta = (e.getKey() % MOD + MOD) % MOD;
            ans = (ans - central(a, d, beta, h, inv) * e.getValue() % MOD * invM % MOD + MOD) % MOD;
        }
        System.out.println(ans);
    }
}
