// Project Euler 409 Nim Extreme (https://projecteuler.net/problem=409), in our
// own format, Java reference.
// In: n (1 <= n <= 10^7). Out: W(n) mod 1e9+7, the Nim positions of n
// non-empty piles of pairwise different sizes below 2^n (piles in order) that
// the player to move wins.
// By characters of the group of n-bit values under XOR, the k-subsets of the
// N = 2^n - 1 non-zero values whose XOR is 0 number
//   Z = 2^-n (C(N, k) + N [x^k] (1 + x)^(M-1) (1 - x)^M),  M = 2^(n-1)
// (the character 0 gives (1 + x)^N; each of the N others is -1 on M values and
// +1 on M - 1), and (1 + x)^(M-1) (1 - x)^M = (1 - x^2)^(M-1) (1 - x), whose
// x^k coefficient is (-1)^j C(M-1, j) for k = 2j and -(-1)^j C(M-1, j) for
// k = 2j + 1. The piles are in order: W(n) = N(N-1)...(N-k+1) - k! Z, k = n.
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;

public class Main {
    static final long MOD = 1000000007L;

    static long pow(long b, long e) {
        long r = 1;
        b %= MOD;
        while (e > 0) {
            if ((e & 1) == 1) r = r * b % MOD;
            b = b * b % MOD;
            e >>= 1;
        }
        return r;
    }

    /** C(top, j) mod p for a top given mod p and j < p: the falling product over j!. */
    static long choose(long top, long j) {
        long num = 1, den = 1;
        for (long i = 0; i < j; i++) {
            num = num * (((top - i) % MOD + MOD) % MOD) % MOD;
            den = den * ((i + 1) % MOD) % MOD;
        }
        return num * pow(den, MOD - 2) % MOD;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        long n = Long.parseLong(in.readLine().trim());
        long k = n;
        long big = (pow(2, n) - 1 + MOD) % MOD;        // N
        long half = pow(2, n - 1);                      // M
        long j = k / 2;
        long coef = choose((half - 1 + MOD) % MOD, j);  // C(M-1, j)
        if (j % 2 == 1) coef = (MOD - coef) % MOD;
        if (k % 2 == 1) coef = (MOD - coef) % MOD;
        long subsets = (choose(big, k) + big * coef) % MOD * pow(pow(2, n), MOD - 2) % MOD;
        long fact = 1, falling = 1;
        for (long i = 0; i < k; i++) {
            fact = fact * ((i + 1) % MOD) % MOD;
            falling = falling * (((big - i) % MOD + MOD) % MOD) % MOD;
        }
        long w = ((falling - fact * subsets % MOD) % MOD + MOD) % MOD;
        System.out.println(w);
    }
}
