// hdu-2177-wythoff-moves reference (Java): HDU 2177 Wythoff's game with the winning moves
// http://acm.hdu.edu.cn/showproblem.php?pid=2177
// In: lines "a b" (0 <= a <= b <= 10^6); the line "0 0" ends the input.
// Out: per line "0" if the player to move loses; else "1" and one line "x y"
// (x <= y, the piles left) per winning first move: first the move taking the
// same number from both piles, then the one taking from pile a, then the one
// taking from pile b (not listed when a == b: it is the move on pile a again).
// Theory: the losing positions (x <= y) are (A_k, A_k + k) with
// A_k = floor(k phi) = (k + isqrt(5 k^2)) / 2 (exact; BigInteger above 2^30). Every
// positive integer x is in exactly one: as A_j with j near x / phi, or as
// B_j = A_j + j with j near x / phi^2 (a few candidates around each guess).
import java.io.IOException;
import java.math.BigInteger;

public class Main {
    static final BigInteger FIVE = BigInteger.valueOf(5);

    /** A_k = floor(k * phi), exactly. */
    static long lower(long k) {
        if (k <= 1L << 30) return (k + isqrt(5 * k * k)) / 2;
        BigInteger kk = BigInteger.valueOf(k);
        return kk.multiply(kk).multiply(FIVE).sqrt().add(kk).shiftRight(1).longValueExact();
    }

    /** floor(sqrt(n)) for 0 <= n < 2^63: a double guess, corrected exactly. */
    static long isqrt(long n) {
        long r = (long) Math.sqrt((double) n);
        while (r * r > n) r--;
        while ((r + 1) * (r + 1) <= n) r++;
        return r;
    }

    /** The other pile of the losing pair holding x. */
    static long partner(long x) {
        if (x == 0) return 0;
        // x / phi = x phi - x, rounded down, then a few candidates around it.
        long guess = lower(x) - x;
        for (long j = Math.max(0, guess - 2); j <= guess + 2; j++) {
            if (lower(j) == x) return x + j;
        }
        // x / phi^2 = x (3 - sqrt 5) / 2 = x - x / phi.
        long guess2 = x - guess;
        for (long j = Math.max(0, guess2 - 2); j <= guess2 + 2; j++) {
            if (lower(j) + j == x) return lower(j);
        }
        throw new IllegalStateException("no losing pair holds " + x);
    }

    public static void main(String[] args) throws IOException {
        byte[] buf = System.in.readAllBytes();
        long[] nums = new long[16];
        int n = 0;
        for (int i = 0; i < buf.length; ) {
            if (buf[i] <= ' ') {
                i++;
                continue;
            }
            long v = 0;
            while (i < buf.length && buf[i] > ' ') v = v * 10 + (buf[i++] - '0');
            if (n == nums.length) nums = java.util.Arrays.copyOf(nums, 2 * n);
            nums[n++] = v;
        }
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i + 1 < n; i += 2) {
            long a = nums[i], b = nums[i + 1];
            if (a == 0 && b == 0) break;
            long k = b - a;
            long ak = lower(k);
            if (ak == a) {
                sb.append("0\n");
                continue;
            }
            sb.append("1\n");
            if (ak < a) sb.append(ak).append(' ').append(ak + k).append('\n');
            long p = partner(b);
            if (p < a) sb.append(p).append(' ').append(b).append('\n');
            if (a < b) {
                long q = partner(a);
                if (q < b) sb.append(Math.min(a, q)).append(' ').append(Math.max(a, q)).append('\n');
            }
        }
        System.out.write(sb.toString().getBytes());
        System.out.flush();
    }
}
