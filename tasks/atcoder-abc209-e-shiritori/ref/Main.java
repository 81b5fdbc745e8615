// AtCoder ABC209 E Shiritori (https://atcoder.jp/contests/abc209/tasks/abc209_e), Java reference.
// In: N, then N words of 3 to 8 letters. Out: for each word, who wins the
// game Takahashi opens with it: Takahashi, Aoki or Draw.
// Each distinct three-letter string gets an id in order of first sight (a
// HashMap); a word is an arc from its first three letters to its last three,
// and the player with no arc out loses. Retrograde analysis with a stack:
// no arc out is lost; a lost id makes each predecessor won; a won id lowers
// each predecessor's count of open arcs, a count at 0 is lost; never
// reached is a draw. Word i: Aoki moves at its end. O(N).
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.HashMap;
import java.util.StringTokenizer;

public class Main {
    public static void main(String[] args) throws IOException {
        BufferedReader br = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        StringBuilder all = new StringBuilder();
        for (String line; (line = br.readLine()) != null; ) all.append(line).append(' ');
        StringTokenizer st = new StringTokenizer(all.toString());
        int n = Integer.parseInt(st.nextToken());
        HashMap<String, Integer> id = new HashMap<>();
        int[] from = new int[n], to = new int[n];
        for (int i = 0; i < n; i++) {
            String w = st.nextToken();
            from[i] = id.computeIfAbsent(w.substring(0, 3), k -> id.size());
            to[i] = id.computeIfAbsent(w.substring(w.length() - 3), k -> id.size());
        }
        int v = id.size();
        int[] open = new int[v], start = new int[v + 1];
        for (int i = 0; i < n; i++) { open[from[i]]++; start[to[i] + 1]++; }
        for (int i = 0; i < v; i++) start[i + 1] += start[i];
        int[] pred = new int[n], next = start.clone();
        for (int i = 0; i < n; i++) pred[next[to[i]]++] = from[i];
        byte[] r = new byte[v]; // 0 draw, 1 the mover wins, 2 the mover loses
        int[] stack = new int[v];
        int top = 0;
        for (int i = 0; i < v; i++) if (open[i] == 0) { r[i] = 2; stack[top++] = i; }
        while (top > 0) {
            int x = stack[--top];
            for (int j = start[x]; j < start[x + 1]; j++) {
                int u = pred[j];
                if (r[u] != 0) continue;
                if (r[x] == 2) { r[u] = 1; stack[top++] = u; }
                else if (--open[u] == 0) { r[u] = 2; stack[top++] = u; }
            }
        }
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < n; i++) sb.append(r[to[i]] == 1 ? "Aoki" : r[to[i]] == 2 ? "Takahashi" : "Draw").append('\n');
        System.out.print(sb);
    }
}
