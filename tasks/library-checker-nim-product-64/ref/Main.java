// Library Checker nim_product_64 Nim Product (F_{2^64}) (https://judge.yosupo.jp/problem/nim_product_64), Java reference.
// In: T, then T pairs A B (0 <= A, B < 2^64). Out: A (x) B per pair.
// Theory: with F = 2^(half bits), a = a1 F + a0, b = b1 F + b0:
// a (x) b = (a1b1 + a1b0 + a0b1) F + a0b0 + a1b1 (x) F/2 (F (x) F = F + F/2),
// recursively down to 8 bits, where a 256 x 256 table holds the products.
import java.io.*;
import java.util.*;

public class Main {
    static int[][] small = new int[256][256];

    // The product of a, b < 2^bits (bits a power of two), by halves.
    static long mul(long a, long b, int bits) {
        if (bits == 8) return small[(int) a][(int) b];
        if (bits == 1) return a & b;
        int half = bits / 2;
        long mask = (1L << half) - 1;
        long a0 = a & mask, a1 = a >>> half, b0 = b & mask, b1 = b >>> half;
        long p0 = mul(a0, b0, half), p1 = mul(a1, b1, half);
        long cross = mul(a0 ^ a1, b0 ^ b1, half) ^ p0 ^ p1;
        long high = cross ^ p1;
        long low = p0 ^ mul(p1, 1L << (half - 1), half);
        return (high << half) | low;
    }

    static long smallMul(long a, long b, int bits) {
        if (bits == 1) return a & b;
        int half = bits / 2;
        long mask = (1L << half) - 1;
        long a0 = a & mask, a1 = a >>> half, b0 = b & mask, b1 = b >>> half;
        long p0 = smallMul(a0, b0, half), p1 = smallMul(a1, b1, half);
        long cross = smallMul(a0, b1, half) ^ smallMul(a1, b0, half);
        return ((cross ^ p1) << half) | (p0 ^ smallMul(p1, 1L << (half - 1), half));
    }

    public static void main(String[] args) throws IOException {
        for (int a = 0; a < 256; a++)
            for (int b = 0; b < 256; b++)
                small[a][b] = (int) smallMul(a, b, 8);
        DataInputStream in = new DataInputStream(new BufferedInputStream(System.in, 1 << 16));
        int t = (int) readLong(in);
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < t; i++) {
            long a = readLong(in), b = readLong(in);
            sb.append(Long.toUnsignedString(mul(a, b, 64))).append('\n');
            if (sb.length() > 1 << 16) {
                System.out.print(sb);
                sb.setLength(0);
            }
        }
        System.out.print(sb);
        System.out.flush();
    }

    // An unsigned decimal token (below 2^64), wrapping into a long.
    static long readLong(DataInputStream in) throws IOException {
        int c = in.read();
        while (c == ' ' || c == '\n' || c == '\r' || c == '\t') c = in.read();
        long v = 0;
        while (c >= '0' && c <= '9') {
            v = v * 10 + (c - '0');
            c = in.read();
        }
        return v;
    }
}
