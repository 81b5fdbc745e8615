// HackerRank Zero-Move Nim (https://www.hackerrank.com/challenges/zero-move-nim/problem), Java reference.
// In: g, then g games, each a line n and a line of n piles p_i.
// Out: per game "W" if John (first) wins, else "L".
// Theory: with its zero-move left a pile p is worth p+1 (odd), p-1 (even, > 0), 0 (empty):
// by induction its options are g(0..p-1) and the spent pile p. XOR over the piles.
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.StringTokenizer;

public class Main {
    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        StringBuilder all = new StringBuilder();
        String line;
        while ((line = in.readLine()) != null) all.append(line).append(' ');
        StringTokenizer st = new StringTokenizer(all.toString());
        int games = Integer.parseInt(st.nextToken());
        StringBuilder out = new StringBuilder();
        for (int t = 0; t < games; t++) {
            int n = Integer.parseInt(st.nextToken());
            long x = 0;
            for (int i = 0; i < n; i++) {
                long p = Long.parseLong(st.nextToken());
                long g = p == 0 ? 0 : (p % 2 == 1 ? p + 1 : p - 1);
                x ^= g;
            }
            out.append(x != 0 ? "W" : "L").append('\n');
        }
        System.out.print(out);
    }
}
