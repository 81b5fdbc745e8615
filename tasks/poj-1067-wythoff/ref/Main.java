// poj-1067-wythoff reference (Java): POJ 1067 (= HDU 1527) Wythoff's game
// http://poj.org/problem?id=1067
// In: pairs "a b" (0 <= a, b <= 10^9) until the end of the input; no count line.
// Out: one line per pair: 1 if the player to move wins, 0 if not.
// Theory: the losing positions (a <= b) are (floor(k*phi), floor(k*phi) + k),
// k = 0, 1, 2, ..., phi = (1 + sqrt 5) / 2. With a <= b and k = b - a the
// mover loses exactly when a == floor(k*phi) = (k + isqrt(5 k^2)) / 2, in
// exact integers (BigInteger.sqrt): a double phi is wrong from k = 102334155.
import java.io.IOException;
import java.math.BigInteger;

public class Main {
    static final BigInteger FIVE = BigInteger.valueOf(5);

    /** floor(k * phi), exactly. */
    static long floorKPhi(long k) {
        BigInteger kk = BigInteger.valueOf(k);
        return kk.multiply(kk).multiply(FIVE).sqrt().add(kk).shiftRight(1).longValueExact();
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
            long a = Math.min(nums[i], nums[i + 1]);
            long b = Math.max(nums[i], nums[i + 1]);
            sb.append(floorKPhi(b - a) == a ? "0\n" : "1\n");
        }
        System.out.write(sb.toString().getBytes());
        System.out.flush();
    }
}
