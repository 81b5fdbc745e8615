// Codeforces 1310F Bad Cryptography (https://codeforces.com/problemset/problem/1310/F), Java reference.
// In: t, then t pairs a b (below 2^64). Out: per pair the least x >= 1 with
// a^x = b (powers by nim multiplication), or -1.
// Theory: GF(2^64)* is cyclic of square-free order N = 2^64 - 1 =
// 3*5*17*257*641*65537*6700417 (Pohlig-Hellman): per prime p, x mod p from
// (a^(N/p))^x = b^(N/p) by baby-step giant-step, nothing asked where
// a^(N/p) = 1 (then b^(N/p) must be 1); the residues combine by CRT.
import java.io.*;
import java.math.BigInteger;
import java.util.*;

public class Main {
    static int[][] small = new int[256][256];
    static final long N = -1L; // 2^64 - 1 as unsigned
    static final long[] PRIMES = {3, 5, 17, 257, 641, 65537, 6700417};

    static long bitMul(long a, long b, int bits) {
        if (bits == 1) return a & b;
        int half = bits / 2;
        long mask = (1L << half) - 1;
        long a0 = a & mask, a1 = a >>> half, b0 = b & mask, b1 = b >>> half;
        long p0 = bitMul(a0, b0, half), p1 = bitMul(a1, b1, half);
        long cross = bitMul(a0, b1, half) ^ bitMul(a1, b0, half);
        return ((cross ^ p1) << half) | (p0 ^ bitMul(p1, 1L << (half - 1), half));
    }

    static long mul(long a, long b, int bits) {
        if (bits == 8) return small[(int) a][(int) b];
        int half = bits / 2;
        long mask = (1L << half) - 1;
        long a0 = a & mask, a1 = a >>> half, b0 = b & mask, b1 = b >>> half;
        long p0 = mul(a0, b0, half), p1 = mul(a1, b1, half);
        long p2 = mul(a0 ^ a1, b0 ^ b1, half);
        return ((p2 ^ p0) << half) | (p0 ^ mul(p1, 1L << (half - 1), half));
    }

    static long pow(long a, long e) { // e unsigned
        long r = 1;
        while (e != 0) {
            if ((e & 1) == 1) r = mul(r, a, 64);
            a = mul(a, a, 64);
            e >>>= 1;
        }
        return r;
    }

    static long dlog(long g, long h, long p) {
        long m = 1;
        while (m * m < p) m++;
        HashMap<Long, Long> baby = new HashMap<Long, Long>();
        long cur = 1;
        for (long j = 0; j < m; j++) {
            if (!baby.containsKey(cur)) baby.put(cur, j);
            cur = mul(cur, g, 64);
        }
        long step = pow(g, p - m % p);
        cur = h;
        for (long i = 0; i < m; i++) {
            Long j = baby.get(cur);
            if (j != null) return (i * m + j) % p;
            cur = mul(cur, step, 64);
        }
        return -1;
    }

    static String solve(long a, long b) {
        BigInteger x = BigInteger.ZERO, mod = BigInteger.ONE;
        for (long p : PRIMES) {
            long e = Long.divideUnsigned(N, p);
            long ap = pow(a, e), bp = pow(b, e);
            if (ap == 1) {
                if (bp != 1) return "-1";
                continue;
            }
            long r = dlog(ap, bp, p);
            if (r < 0) return "-1";
            BigInteger P = BigInteger.valueOf(p);
            BigInteger t = BigInteger.valueOf(r).subtract(x).multiply(mod.modInverse(P)).mod(P);
            x = x.add(mod.multiply(t));
            mod = mod.multiply(P);
        }
        if (x.signum() == 0) x = mod;
        return x.toString();
    }

    public static void main(String[] args) throws IOException {
        for (int a = 0; a < 256; a++)
            for (int b = 0; b < 256; b++)
                small[a][b] = (int) bitMul(a, b, 8);
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        StringBuilder all = new StringBuilder();
        String line;
        while ((line = in.readLine()) != null) all.append(line).append(' ');
        StringTokenizer st = new StringTokenizer(all.toString());
        int t = Integer.parseInt(st.nextToken());
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < t; i++) {
            long a = Long.parseUnsignedLong(st.nextToken());
            long b = Long.parseUnsignedLong(st.nextToken());
            out.append(solve(a, b)).append('\n');
        }
        System.out.print(out);
    }
}
