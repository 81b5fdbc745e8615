// Codeforces 150A Win or Freeze (https://codeforces.com/problemset/problem/150/A), Java reference.
// In: q. Out: "2", or "1" and a winning first move ("0" if there is no move).
// Write a divisor strictly between 1 and the last number; who cannot move
// wins. The player to move loses exactly when q is a product of two primes;
// from q with three or more prime factors, p1*p2 (the two smallest) wins.
import java.io.IOException;

public class Main {
    public static void main(String[] args) throws IOException {
        byte[] buf = System.in.readAllBytes();
        int p0 = 0;
        while (p0 < buf.length && buf[p0] <= ' ') p0++;
        long q = 0;
        while (p0 < buf.length && buf[p0] > ' ') q = q * 10 + (buf[p0++] - '0');
        long[] primes = new long[3];
        int count = 0;
        long m = q;
        for (long p = 2; p * p <= m && count < 3; p++) {
            while (m % p == 0 && count < 3) {
                m /= p;
                primes[count++] = p;
            }
        }
        if (m > 1 && count < 3) primes[count++] = m;
        if (count <= 1) System.out.print("1\n0\n");
        else if (count == 2) System.out.print("2\n");
        else System.out.print("1\n" + (primes[0] * primes[1]) + "\n");
    }
}
